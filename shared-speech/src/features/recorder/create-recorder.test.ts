import { configureHttp } from 'shared-api';
import { afterEach, describe, expect, it } from 'vitest';
import { EvaluationError } from '../evaluation/evaluation-errors';
import { reportSpeechError } from './create-recorder';

// shared-api's axios adapter seam; axios itself is shared-api's dependency, not ours.
type Adapter = NonNullable<Parameters<typeof configureHttp>[0]['adapter']>;
type RequestConfig = Parameters<Adapter>[0];
const requests: RequestConfig[] = [];
const recording: Adapter = async (config: RequestConfig) => {
  requests.push(config);
  return { data: { code: 0, errmsg: '', data: { report_id: 1 } }, status: 200, statusText: 'OK', headers: {}, config };
};

afterEach(() => {
  requests.length = 0;
});

describe('reportSpeechError', () => {
  it('posts message, code, session id and the item to the evaluation error report', async () => {
    configureHttp({ adapter: recording });
    reportSpeechError(new EvaluationError(10002, 'busy: every engine is taken', 'ev-9'), {
      type: 'evaluation',
      request: { category: 'read_sentence', text: 'x', resourceId: 12, questionId: 'Q-3' },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/evaluation/error-report');
    expect(Object.fromEntries(new URLSearchParams(String(requests[0]?.data)))).toEqual({
      code: '10002',
      message: 'busy: every engine is taken',
      session_id: 'ev-9',
      category: 'read_sentence',
      resource_id: '12',
      question_id: 'Q-3',
    });
  });
});
