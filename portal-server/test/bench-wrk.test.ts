// The benchmark's reading of wrk's report (bench/wrk.ts): two reports wrk 4.1.0 printed here.
import { describe, expect, it } from 'vitest';
import { parseWrkReport } from '../bench/wrk';

const ALL_OK = `Running 1s test @ http://127.0.0.1:18555/
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   376.71us    0.97ms  15.46ms   95.05%
    Req/Sec    55.76k    25.88k   79.06k    80.00%
  Latency Distribution
     50%  122.00us
     75%  236.00us
     90%  661.00us
     99%    4.81ms
  55219 requests in 1.00s, 6.53MB read
Requests/sec:  55207.46
Transfer/sec:      6.53MB
`;

const REFUSED = `Running 1s test @ http://127.0.0.1:18555/x
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   179.07us  269.81us   4.24ms   96.16%
    Req/Sec    70.36k    16.44k   78.28k    90.91%
  Latency Distribution
     50%  114.00us
     75%  157.00us
     90%  236.00us
     99%    1.02s
  76702 requests in 1.10s, 9.58MB read
  Socket errors: connect 0, read 3, write 0, timeout 2
  Non-2xx or 3xx responses: 76702
Requests/sec:  69717.05
Transfer/sec:      8.71MB
`;

describe("the benchmark's wrk report", () => {
  it('gives the requests, their rate over the measured time and the percentiles in milliseconds', () => {
    expect(parseWrkReport(ALL_OK)).toEqual({ total: 55219, rps: 55219, p50: 0, p99: 5, non2xx: 0, errors: 0 });
  });

  it('counts refused responses and socket errors, so the bench marks the row as failed', () => {
    expect(parseWrkReport(REFUSED)).toMatchObject({ total: 76702, rps: 76702 / 1.1, p99: 1020, non2xx: 76702, errors: 5 });
  });

  it('refuses a report it cannot read instead of printing zeros', () => {
    expect(() => parseWrkReport('unable to connect to 127.0.0.1:9 Connection refused')).toThrow(/wrk: no/);
  });
});
