import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamSpeech } from './support/speech-client';
import { synthesizePcm } from './support/synthetic-speech';
import { startTestServer, type TestServer } from './support/test-server';

type Word = { word: string; start_ms: number | null; end_ms: number | null };
type Scored = { rejected: boolean; shown: number; words: Word[]; audioMs: number };

/**
 * Picture and word reading have texts of one or two words, which the aligner can always place
 * somewhere in whatever was said; and helper slots are reused, so every utterance must be timed
 * from its own start. Audio as the e2e microphone makes it (140 wpm, 0.6 s of noise around).
 */
describe('short texts and reused engine slots', () => {
  let server: TestServer;
  const UNRELATED = 'The weather was cold and windy on the mountain yesterday.';
  const runs: Record<string, Scored> = {};

  const evaluate = async (text: string, said: string): Promise<Scored> => {
    const pcm = await synthesizePcm(said, { wpm: 140, padMs: 600, seed: 5 });
    const run = await streamSpeech(server.ws('/speech/evaluate'), { category: 'read_sentence', text }, pcm);
    const result = (run.final?.data as { result?: Record<string, unknown> } | null)?.result;
    if (!result) throw new Error(`no result: ${JSON.stringify(run.final)}`);
    const rejected = result.is_rejected as boolean;
    const total = result.total_score as number;
    // What a student sees: a rejected recording's total divided by 10 (spec part 2).
    return { rejected, shown: rejected ? total / 10 : total, words: result.words as Word[], audioMs: (pcm.length / 32000) * 1000 };
  };

  beforeAll(async () => {
    server = await startTestServer();
    // One after another, so later utterances land on slots that already decoded earlier ones.
    runs.umbrella = await evaluate('an umbrella', 'an umbrella');
    runs.umbrellaUnrelated = await evaluate('an umbrella', UNRELATED);
    runs.scheduleUnrelated = await evaluate('schedule', UNRELATED);
    runs.bicycle = await evaluate('a bicycle', 'a bicycle');
    runs.invoice = await evaluate('invoice', 'invoice');
    runs.meeting = await evaluate('meeting', 'meeting');
    runs.umbrellaTwice = await evaluate('an umbrella', 'an umbrella, an umbrella');
  }, 180_000);
  afterAll(() => server?.close());

  it('accepts a reading of a short text, also said twice', () => {
    for (const name of ['umbrella', 'bicycle', 'umbrellaTwice', 'invoice', 'meeting']) expect(runs[name]?.rejected, name).toBe(false);
  });

  it('scores an unrelated sentence read for a short text below the reading', () => {
    expect(runs.umbrellaUnrelated?.shown).toBeLessThan(runs.umbrella?.shown as number);
    expect(runs.scheduleUnrelated?.shown).toBeLessThan(20);
  });

  it('times every utterance from its own start', () => {
    for (const [name, run] of Object.entries(runs)) {
      for (const word of run.words.filter((candidate) => candidate.start_ms !== null)) {
        expect(word.end_ms ?? 0, `${name}: ${word.word}`).toBeLessThanOrEqual(run.audioMs + 50);
      }
    }
  });
});
