import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollRecognizedText, RecognitionPollError } from './recognized-text-polling';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome: { value?: T; error?: unknown } = {};
  promise.then((value) => (outcome.value = value)).catch((error) => (outcome.error = error));
  await vi.runAllTimersAsync();
  return outcome;
}

describe('pollRecognizedText', () => {
  it('returns the first non-empty text, retrying empty answers 1 s apart', async () => {
    const answers = ['', '  ', null, ' I like apples '];
    const fetchText = vi.fn(async () => answers.shift());
    const started = Date.now();
    const outcome = await settle(pollRecognizedText(fetchText));
    expect(outcome.value).toBe('I like apples');
    expect(fetchText).toHaveBeenCalledTimes(4);
    expect(Date.now() - started).toBe(3_000);
  });

  it('gives up after 5 tries with a time-out', async () => {
    const fetchText = vi.fn(async () => '');
    const started = Date.now();
    const outcome = await settle(pollRecognizedText(fetchText));
    expect(fetchText).toHaveBeenCalledTimes(5);
    expect(Date.now() - started).toBe(4_000); // no pointless wait after the last try
    expect(outcome.error).toBeInstanceOf(RecognitionPollError);
    expect(outcome.error).toMatchObject({ reason: 'timeout', tries: 5 });
  });

  it('stops at once when the request fails', async () => {
    const fetchText = vi.fn().mockResolvedValueOnce('').mockRejectedValueOnce(new Error('500'));
    const outcome = await settle(pollRecognizedText(fetchText));
    expect(fetchText).toHaveBeenCalledTimes(2);
    expect(outcome.error).toMatchObject({ reason: 'request_failed', tries: 2 });
  });

  it('can be cancelled while waiting', async () => {
    const controller = new AbortController();
    const fetchText = vi.fn(async () => '');
    const promise = pollRecognizedText(fetchText, { signal: controller.signal });
    const outcome: { error?: unknown } = {};
    promise.catch((error) => (outcome.error = error));
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.runAllTimersAsync();
    expect(fetchText).toHaveBeenCalledTimes(1);
    expect(outcome.error).toMatchObject({ reason: 'cancelled' });
  });

  it('reports each try', async () => {
    const tries: number[] = [];
    await settle(pollRecognizedText(async () => '', { tries: 3, onTry: (n) => tries.push(n) }));
    expect(tries).toEqual([1, 2, 3]);
  });
});
