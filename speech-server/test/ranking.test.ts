import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamSpeech } from './support/speech-client';
import { silencePcm, synthesizePcm } from './support/synthetic-speech';
import { startTestServer, type TestServer } from './support/test-server';

interface Scored {
  total: number;
  /** What a student sees: a rejected recording's total divided by 10 (spec part 2). */
  shown: number;
  integrity: number;
  rejected: boolean;
  words: Array<{ word: string; type: string }>;
}

/**
 * The ranking the scores must keep (issue 5): a clean reading above one with dropped or wrong
 * words, above an unrelated sentence, above silence. espeak-ng readings with a noise floor,
 * through the real server and engine.
 */
describe('score ranking', () => {
  let server: TestServer;
  const reference = 'The quick brown fox jumps over the lazy dog near the river bank.';
  const scored: Record<string, Scored> = {};

  const evaluate = async (pcm: Buffer): Promise<Scored> => {
    const run = await streamSpeech(server.ws('/speech/evaluate'), { category: 'read_sentence', text: reference }, pcm);
    const result = (run.final?.data as { result?: Record<string, unknown> } | null)?.result;
    if (!result) throw new Error(`no result: ${JSON.stringify(run.final)}`);
    const total = result.total_score as number;
    const rejected = result.is_rejected as boolean;
    return { total, shown: rejected ? total / 10 : total, integrity: result.integrity_score as number, rejected, words: result.words as Scored['words'] };
  };

  beforeAll(async () => {
    server = await startTestServer();
    const readings: Record<string, Promise<Buffer>> = {
      clean: synthesizePcm(reference),
      cleanSlow: synthesizePcm(reference, { wpm: 120, voice: 'en-us+f3', seed: 3 }),
      dropped: synthesizePcm('The quick fox jumps the lazy dog the river bank.'),
      wrong: synthesizePcm('The quick green fox jumps over the happy dog near the big bank.'),
      unrelated: synthesizePcm('I would like to order a cup of coffee and some cake, please.'),
      silence: Promise.resolve(silencePcm(3000)),
    };
    for (const [name, pcm] of Object.entries(readings)) scored[name] = await evaluate(await pcm);
    console.info(`ranking: ${Object.entries(scored).map(([name, s]) => `${name} ${s.shown.toFixed(1)}${s.rejected ? ' (rejected)' : ''}`).join(', ')}`);
  });
  afterAll(() => server?.close());

  it('accepts clean readings with every word read', () => {
    for (const name of ['clean', 'cleanSlow']) {
      expect(scored[name]?.rejected).toBe(false);
      expect(scored[name]?.integrity).toBe(100);
    }
  });

  it('ranks a clean reading above one with dropped words, and finds the dropped words', () => {
    expect(scored.clean?.shown).toBeGreaterThan(scored.dropped?.shown as number);
    const omitted = scored.dropped?.words.filter((word) => word.type === 'omission').map((word) => word.word);
    expect(omitted).toEqual(expect.arrayContaining(['brown', 'over', 'near']));
  });

  it('ranks a clean reading above one with wrong words, and marks them', () => {
    expect(scored.clean?.shown).toBeGreaterThan(scored.wrong?.shown as number);
    const flagged = scored.wrong?.words.filter((word) => word.type !== 'correct').map((word) => word.word);
    expect(flagged).toEqual(expect.arrayContaining(['brown', 'lazy']));
  });

  it('ranks dropped and wrong readings above an unrelated sentence, which is rejected', () => {
    expect(scored.unrelated?.rejected).toBe(true);
    expect(scored.dropped?.shown).toBeGreaterThan(scored.unrelated?.shown as number);
    expect(scored.wrong?.shown).toBeGreaterThan(scored.unrelated?.shown as number);
  });

  it('ranks the unrelated sentence above silence, which scores 0 and is rejected as silence', () => {
    expect(scored.silence).toMatchObject({ total: 0, rejected: true });
    expect(scored.unrelated?.shown).toBeGreaterThan(scored.silence?.shown as number);
  });
});
