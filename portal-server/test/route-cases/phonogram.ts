// Matrix cases for phonics (/v3/phonogram/...): the list and a pattern, a practice reading marked
// on its target sound, and a challenge started, answered and read back. Readings are posted as
// the speech server scores them: the word's phones, each with a score.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { phonogramPatterns, phonogramWords } from '../../src/db/tables/phonogram';
import type { Session, TestPortal } from '../harness';
import type { CaseContext, RouteCases } from './types';

type Phone = { phone: string; ipa: string; score: number; type: string };

/** The scored phones of a reading of `phones` ("K AE T"): every phone at `score`, the target ones (if given) at `targetScore`. */
export function readingPhones(phones: string, target: readonly string[] = [], score = 90, targetScore = score): Phone[] {
  const list = phones.split(' ');
  const at = list.findIndex((_, index) => target.length > 0 && target.every((phone, offset) => list[index + offset] === phone));
  return list.map((phone, index) => {
    const isTarget = at >= 0 && index >= at && index < at + target.length;
    const value = isTarget ? targetScore : score;
    return { phone, ipa: '', score: value, type: value < 60 ? 'mispronunciation' : 'correct' };
  });
}

/** An example word of a pattern (its first by default) with the pattern's target phones. */
export async function patternWord(portal: TestPortal, patternId = 'short-a', position = 0) {
  const [pattern] = await portal.db.select().from(phonogramPatterns).where(eq(phonogramPatterns.id, patternId));
  const [word] = await portal.db
    .select()
    .from(phonogramWords)
    .where(and(eq(phonogramWords.patternId, patternId), eq(phonogramWords.position, position)))
    .orderBy(asc(phonogramWords.id));
  if (!pattern || !word) throw new Error(`no word ${position} of ${patternId}`);
  return { pattern, word };
}

type Started = { challenge_id: number; items: { position: number; word_id: number; phones: string; target_phones: string[]; phonogram_id: string; segments: unknown[] }[] };

/** A challenge the account has just started. */
export async function startedChallenge(portal: TestPortal, session: Session): Promise<Started> {
  const started = await portal.postForm('/v3/phonogram/start-challenge', {}, { as: session });
  if (started.status !== 200) throw new Error(`start-challenge failed: ${started.body.errmsg}`);
  return started.body.data as Started;
}

/** Answers for every item of a started challenge: read well (the word's phones at 90). */
export async function goodAnswers(portal: TestPortal, challenge: Started) {
  const words = await portal.db.select().from(phonogramWords);
  return challenge.items.map((item) => {
    const word = words.find((candidate) => candidate.id === item.word_id)!;
    return { position: item.position, phones: readingPhones(word.phones), word_score: 90 };
  });
}

/** A challenge of the account, answered and submitted. */
export async function submittedChallenge(portal: TestPortal, session: Session) {
  const challenge = await startedChallenge(portal, session);
  const sent = await portal.postForm('/v3/phonogram/submit-challenge', { challenge_id: challenge.challenge_id, answers: JSON.stringify(await goodAnswers(portal, challenge)) }, { as: session });
  if (sent.status !== 200) throw new Error(`submit-challenge failed: ${sent.body.errmsg}`);
  return challenge;
}

const otherAccount = (ctx: CaseContext) => (ctx.session.login === 'biz02' ? 'biz03' : 'biz02');

export const cases: RouteCases = {
  'GET /v3/phonogram/list': {
    check: (data) => {
      expect(data.groups.map((group: { code: string }) => group.code)).toEqual(['consonant', 'short-vowel', 'long-vowel', 'digraph', 'vowel-team', 'r-controlled']);
      expect(data.summary.patterns).toBeGreaterThanOrEqual(40);
      const shortA = data.groups[1].patterns.find((pattern: { phonogram_id: string }) => pattern.phonogram_id === 'short-a');
      expect(shortA).toMatchObject({ ipa: 'æ', target_phones: ['AE'], word_count: 6, example: { word: 'cat', segments: [{ text: 'c', target: false }, { text: 'a', target: true }, { text: 't', target: false }] } });
      expect(shortA.progress).toMatchObject({ attempts: expect.any(Number), status: expect.stringMatching(/^(new|weak|practicing|mastered)$/) });
    },
  },
  'GET /v3/phonogram/detail': {
    input: () => ({ query: { phonogram_id: 'th-voiceless' } }),
    check: (data) => {
      expect(data.phonogram).toMatchObject({ phonogram_id: 'th-voiceless', ipa: 'θ', target_phones: ['TH'], group: 'digraph', group_title: expect.any(String) });
      expect(data.phonogram.how_ja).toContain('舌');
      expect(data.phonogram.mistake_ja).toContain('sink');
      expect(data.phonogram.words.length).toBeGreaterThanOrEqual(5);
      expect(data.phonogram.words[0]).toMatchObject({ word: 'think', phones: 'TH IH NG K', segments: [{ text: 'th', target: true }, { text: 'ink', target: false }], record: { attempts: expect.any(Number) } });
      expect(data.prev_id).toBe('ch');
      expect(data.next_id).toBe('th-voiced');
    },
    bad: () => ({ 'no id': { query: {} }, 'an id in capitals': { query: { phonogram_id: 'TH' } }, 'an id with a space': { query: { phonogram_id: 'short a' } } }),
  },
  'POST /v3/phonogram/submit-practice': {
    input: async ({ portal }) => {
      const { pattern, word } = await patternWord(portal, 'short-a');
      return { form: { phonogram_id: pattern.id, word_id: String(word.id), guid: randomUUID(), phones: JSON.stringify(readingPhones(word.phones)), word_score: '88.5' } };
    },
    check: (data) => {
      expect(data).toMatchObject({ phonogram_id: 'short-a', is_right: true, reason: 'right', target: { phones: ['AE'], ipa: 'æ', score: 90 }, word_score: 88.5, tip_ja: '' });
      expect(data.progress.attempts).toBeGreaterThanOrEqual(1);
    },
    bad: async ({ portal }) => {
      const { word } = await patternWord(portal, 'short-a');
      const base = { phonogram_id: 'short-a', word_id: String(word.id), guid: randomUUID(), phones: JSON.stringify(readingPhones(word.phones)), word_score: '80' };
      return {
        'phones not JSON': { form: { ...base, phones: 'K AE T' } },
        'no phones': { form: { ...base, phones: '[]' } },
        'a phone score over 100': { form: { ...base, phones: JSON.stringify([{ phone: 'AE', ipa: 'æ', score: 140, type: 'correct' }]) } },
        'a phone that is not ARPAbet': { form: { ...base, phones: JSON.stringify([{ phone: 'æ', ipa: 'æ', score: 80, type: 'correct' }]) } },
        'a word score that is not a number': { form: { ...base, word_score: 'good' } },
        'no guid': { form: { ...base, guid: '' } },
        'is_rejected 2': { form: { ...base, is_rejected: '2' } },
      };
    },
  },
  'POST /v3/phonogram/start-challenge': {
    check: (data) => {
      expect(data.items).toHaveLength(10);
      expect(new Set(data.items.map((item: { phonogram_id: string }) => item.phonogram_id)).size).toBe(10);
      expect(Date.parse(data.ends_at) - Date.parse(data.started_at)).toBe(data.time_limit_sec * 1000);
      expect(data.items[0]).toMatchObject({ position: 1, word: expect.any(String), phones: expect.stringMatching(/^[A-Z]+( [A-Z]+)*$/), target_phones: expect.any(Array), segments: expect.any(Array) });
    },
    bad: () => ({ 'a group in capitals': { form: { group: 'Vowels' } }, 'an unknown field': { form: { size: '20' } } }),
  },
  'POST /v3/phonogram/submit-challenge': {
    input: async ({ portal, session }) => {
      const challenge = await startedChallenge(portal, session);
      const answers = await goodAnswers(portal, challenge);
      // The last word left unanswered: it is marked wrong.
      return { form: { challenge_id: String(challenge.challenge_id), answers: JSON.stringify(answers.slice(0, -1)) } };
    },
    check: (data) => {
      expect(data).toMatchObject({ total: 10, answered: 9, right: 9, score: 90, timed_out: false });
      expect(data.items[9]).toMatchObject({ answered: false, is_right: false, reason: null });
      expect(data.to_work_on).toEqual([]);
    },
    bad: () => ({
      'answers not JSON': { form: { challenge_id: '1', answers: 'all right' } },
      'a position 0': { form: { challenge_id: '1', answers: JSON.stringify([{ position: 0, phones: readingPhones('K AE T'), word_score: 80 }]) } },
      'no challenge': { form: { answers: '[]' } },
    }),
    othersRecord: async (ctx) => {
      const other = await startedChallenge(ctx.portal, await ctx.portal.session(otherAccount(ctx)));
      return { form: { challenge_id: String(other.challenge_id), answers: '[]' } };
    },
  },
  'GET /v3/phonogram/challenge-result': {
    input: async ({ portal, session }) => ({ query: { challenge_id: String((await submittedChallenge(portal, session)).challenge_id) } }),
    check: (data) => {
      expect(data).toMatchObject({ total: 10, answered: 10, right: 10, score: 100 });
      expect(data.items.every((item: { is_right: boolean; target: { score: number } }) => item.is_right && item.target.score === 90)).toBe(true);
    },
    bad: () => ({ 'no challenge': { query: {} }, 'a challenge id that is not a number': { query: { challenge_id: 'last' } } }),
    othersRecord: async (ctx) => ({ query: { challenge_id: String((await submittedChallenge(ctx.portal, await ctx.portal.session(otherAccount(ctx)))).challenge_id) } }),
  },
};
