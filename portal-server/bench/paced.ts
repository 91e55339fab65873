// An open-loop load at a steady rate: one request every 1/rate seconds, whatever the answers do,
// over a fixed set of keep-alive connections. autocannon's `overallRate` is not that: each of its
// connections sends its share of a second's requests as fast as it can at the start of the second
// and then waits, so every second begins with a burst as large as the whole rate, and its
// latencies are those of saturation. Latency here counts from the moment a request was due, not
// from when a connection was free to send it, so a server that falls behind shows it (no
// coordinated omission).
import http from 'node:http';

export type PacedRequest = { path: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
export type LoadResult = { total: number; rps: number; p50: number; p99: number; non2xx: number; errors: number };

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);

export async function pacedLoad(options: { base: string; rate: number; seconds: number; connections: number; next: () => PacedRequest }): Promise<LoadResult> {
  const url = new URL(options.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const send = (due: number) => {
    const request = options.next();
    const done = new Promise<void>((resolve) => {
      const outgoing = http.request({ host: url.hostname, port: url.port, agent, path: request.path, method: request.method, headers: request.headers }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - due);
          if ((response.statusCode ?? 0) >= 300) non2xx++;
          resolve();
        });
      });
      outgoing.on('error', () => {
        errors++;
        resolve();
      });
      outgoing.end(request.body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  const started = performance.now();
  const total = Math.round(options.rate * options.seconds);
  let sent = 0;
  // A timer cannot tick every millisecond exactly: each tick sends what has fallen due since the last.
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * options.rate) + 1);
    for (; sent < due; sent++) send(started + (sent / options.rate) * 1000);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return { total: latencies.length, rps: latencies.length / elapsed, p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), non2xx, errors };
}
