// Phonics through the API on the test clock: practice readings marked on the target sound (a
// right vowel, the same word with the wrong vowel, a rejected recording), idempotent by guid,
// the progress they make; a challenge weighted toward the weak sound, answered once, refused
// after its time, and another student's challenge refused.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type Session, type TestPortal } from '../../../test/harness';
import { goodAnswers, patternWord, readingPhones, startedChallenge } from '../../../test/route-cases/phonogram';
import { phonogramAttempts, phonogramChallenges } from '../../db/tables/phonogram';
import { TEST_CLOCK_HEADER } from '../../http/request-clock';
import { CHALLENGE_GRACE_SECONDS, CHALLENGE_SECONDS } from './challenge-mix';
import { seedPhonograms } from './seed';

let portal: TestPortal;
let student: Session;
const t0 = new Date('2026-05-01T01:00:00Z');
const at = (seconds: number) => ({ [TEST_CLOCK_HEADER]: new Date(t0.getTime() + seconds * 1000).toISOString() });

beforeAll(async () => {
  // The demo school and the phonics content only: nothing else is needed here.
  portal = await createTestPortal({ seed: 'core', configOverrides: { testClock: true } });
  await seedPhonograms(portal.db);
  student = await portal.session('biz05');
});

afterAll(async () => {
  await portal?.close();
});

async function practise(patternId: string, position: number, targetScore: number, extra: Record<string, string> = {}, guid = randomUUID()) {
  const { pattern, word } = await patternWord(portal, patternId, position);
  const reply = await portal.postForm(
    '/v3/phonogram/submit-practice',
    { phonogram_id: patternId, word_id: word.id, guid, phones: JSON.stringify(readingPhones(word.phones, pattern.phones, 85, targetScore)), word_score: 70, ...extra },
    { as: student, headers: at(0) },
  );
  expect(reply.status, reply.body.errmsg).toBe(200);
  return reply.body.data;
}

describe('practice readings', () => {
  it('marks the target sound: bat with a good vowel is right, bat read with the wrong vowel is wrong with the tip', async () => {
    const right = await practise('short-a', 1, 88.4);
    expect(right).toMatchObject({ is_right: true, reason: 'right', target: { phones: ['AE'], score: 88.4 }, word_score: 70, tip_ja: '' });
    const wrong = await practise('short-a', 1, 16.9);
    expect(wrong).toMatchObject({ is_right: false, reason: 'low_score', target: { score: 16.9 }, word_score: 70 });
    expect(wrong.tip_ja).toContain('「エ」の口で「ア」');
    const rejected = await practise('short-a', 1, 90, { is_rejected: '1' });
    expect(rejected).toMatchObject({ is_right: false, reason: 'rejected' });
    expect(rejected.progress).toMatchObject({ attempts: 3, right: 1, recent: 3, recent_right: 1, words_right: 1, status: 'weak' });
  });

  it('keeps one reading per guid: the same guid again returns the first mark', async () => {
    const guid = randomUUID();
    const first = await practise('r', 0, 95, {}, guid);
    const again = await practise('r', 0, 10, {}, guid);
    expect(again).toEqual(first);
    const [stored] = await portal.db.select({ readings: count() }).from(phonogramAttempts).where(eq(phonogramAttempts.guid, guid));
    expect(stored?.readings).toBe(1);
  });

  it('refuses a word of another pattern and an unknown pattern', async () => {
    const { word } = await patternWord(portal, 'short-e', 0);
    const reply = await portal.postForm('/v3/phonogram/submit-practice', { phonogram_id: 'short-a', word_id: word.id, guid: randomUUID(), phones: JSON.stringify(readingPhones(word.phones)), word_score: 80 }, { as: student });
    expect(reply.status).toBe(404);
    expect(reply.body.errmsg).toContain('この単語は');
    const unknown = await portal.get('/v3/phonogram/detail', { as: student, query: { phonogram_id: 'short-q' } });
    expect(unknown.status).toBe(404);
  });

  it('shows the readings on the detail and the list, and masters a pattern when every word is read right', async () => {
    for (let position = 0; position < 6; position += 1) await practise('i-e', position, 92);
    const detail = (await portal.get('/v3/phonogram/detail', { as: student, query: { phonogram_id: 'i-e' } })).body.data;
    expect(detail.phonogram.progress).toMatchObject({ attempts: 6, right: 6, words_right: 6, status: 'mastered' });
    expect(detail.phonogram.words[0].record).toMatchObject({ attempts: 1, right: 1, last: { is_right: true, target_score: 92 } });
    expect(detail.phonogram.words[1].segments).toEqual([
      { text: 't', target: false },
      { text: 'i', target: true },
      { text: 'm', target: false },
      { text: 'e', target: true },
    ]);
    const list = (await portal.get('/v3/phonogram/list', { as: student })).body.data;
    const patterns = list.groups.flatMap((group: { patterns: { phonogram_id: string; progress: { status: string } }[] }) => group.patterns);
    expect(patterns.find((pattern: { phonogram_id: string }) => pattern.phonogram_id === 'i-e').progress.status).toBe('mastered');
    expect(patterns.find((pattern: { phonogram_id: string }) => pattern.phonogram_id === 'short-a').progress.status).toBe('weak');
    expect(list.summary).toMatchObject({ mastered: 1, weak: 1, practiced: 3 });
    // Another student sees none of it.
    const other = (await portal.get('/v3/phonogram/detail', { as: await portal.session('biz04'), query: { phonogram_id: 'i-e' } })).body.data;
    expect(other.phonogram.progress.status).toBe('new');
  });

  it('keeps the readings when the content is loaded again', async () => {
    await seedPhonograms(portal.db);
    const detail = (await portal.get('/v3/phonogram/detail', { as: student, query: { phonogram_id: 'i-e' } })).body.data;
    expect(detail.phonogram.progress.attempts).toBe(6);
  });
});

describe('the challenge', () => {
  it('draws the weak sound, takes the answers once and shows the sounds to work on', async () => {
    // short-a is weak (read wrong twice of three), so the draw favours it; the draw is random, so
    // enough challenges are started that missing it every time is vanishingly unlikely.
    let challenge = await startedChallenge(portal, student);
    for (let tries = 0; tries < 40 && !challenge.items.some((item) => item.phonogram_id === 'short-a'); tries += 1) challenge = await startedChallenge(portal, student);
    expect(challenge.items.some((item) => item.phonogram_id === 'short-a')).toBe(true);
    const answers = await goodAnswers(portal, challenge);
    // The short-a word read with the wrong vowel, the last other word not answered.
    const weak = challenge.items.find((item) => item.phonogram_id === 'short-a')!;
    const weakPhones = answers.find((answer) => answer.position === weak.position)!.phones.map((phone) => phone.phone).join(' ');
    const unanswered = challenge.items.filter((item) => item !== weak).at(-1)!.position;
    const sent = answers
      .filter((answer) => answer.position !== unanswered)
      .map((answer) => (answer.position === weak.position ? { ...answer, phones: readingPhones(weakPhones, ['AE'], 85, 12) } : answer));
    const reply = await portal.postForm('/v3/phonogram/submit-challenge', { challenge_id: challenge.challenge_id, answers: JSON.stringify(sent) }, { as: student });
    expect(reply.status, reply.body.errmsg).toBe(200);
    expect(reply.body.data).toMatchObject({ total: 10, answered: 9, right: 8, score: 80 });
    expect(reply.body.data.to_work_on).toEqual([expect.objectContaining({ phonogram_id: 'short-a', wrong: 1, tip_ja: expect.stringContaining('ア') })]);
    expect(reply.body.data.items.find((item: { position: number }) => item.position === unanswered)).toMatchObject({ answered: false, is_right: false });

    // Sent again (another tab, a retry): nothing changes.
    const readingsBefore = await portal.db.select({ n: count() }).from(phonogramAttempts).where(eq(phonogramAttempts.challengeId, challenge.challenge_id));
    const again = await portal.postForm('/v3/phonogram/submit-challenge', { challenge_id: challenge.challenge_id, answers: JSON.stringify(answers) }, { as: student });
    expect(again.body.data).toEqual(reply.body.data);
    const readingsAfter = await portal.db.select({ n: count() }).from(phonogramAttempts).where(eq(phonogramAttempts.challengeId, challenge.challenge_id));
    expect(readingsAfter).toEqual(readingsBefore);
    expect(readingsAfter[0]?.n).toBe(9);

    const result = await portal.get('/v3/phonogram/challenge-result', { as: student, query: { challenge_id: challenge.challenge_id } });
    expect(result.body.data).toEqual(reply.body.data);
    // Another student can neither read nor answer it.
    const other = await portal.session('biz03');
    expect((await portal.get('/v3/phonogram/challenge-result', { as: other, query: { challenge_id: challenge.challenge_id } })).status).toBe(404);
    expect((await portal.postForm('/v3/phonogram/submit-challenge', { challenge_id: challenge.challenge_id, answers: '[]' }, { as: other })).status).toBe(404);
  });

  it('has a time limit: no result while it runs, answers refused after the grace, then closed with nothing answered', async () => {
    const started = await portal.postForm('/v3/phonogram/start-challenge', { group: 'short-vowel' }, { as: student, headers: at(0) });
    expect(started.status).toBe(200);
    const challenge = started.body.data;
    // Five short vowels, ten words: two words of each.
    expect(new Set(challenge.items.map((item: { phonogram_id: string }) => item.phonogram_id)).size).toBe(5);
    expect(challenge.items.every((item: { group: string }) => item.group === 'short-vowel')).toBe(true);
    const open = await portal.get('/v3/phonogram/challenge-result', { as: student, query: { challenge_id: challenge.challenge_id }, headers: at(CHALLENGE_SECONDS) });
    expect(open.status).toBe(409);
    const answers = JSON.stringify(await goodAnswers(portal, challenge));
    const late = await portal.postForm('/v3/phonogram/submit-challenge', { challenge_id: challenge.challenge_id, answers }, { as: student, headers: at(CHALLENGE_SECONDS + CHALLENGE_GRACE_SECONDS + 1) });
    expect(late.status).toBe(423);
    expect(late.body.errmsg).toContain('制限時間');
    const [refused] = await portal.db.select().from(phonogramChallenges).where(eq(phonogramChallenges.id, challenge.challenge_id));
    expect(refused?.submittedAt).toBeNull();
    const result = await portal.get('/v3/phonogram/challenge-result', { as: student, query: { challenge_id: challenge.challenge_id }, headers: at(CHALLENGE_SECONDS + 60) });
    expect(result.body.data).toMatchObject({ timed_out: true, score: 0, answered: 0, right: 0, total: 10 });
    const [row] = await portal.db.select().from(phonogramChallenges).where(eq(phonogramChallenges.id, challenge.challenge_id));
    expect(row?.timedOut).toBe(true);
  });

  it('takes answers sent within the grace after the end time', async () => {
    const challenge = (await portal.postForm('/v3/phonogram/start-challenge', {}, { as: student, headers: at(1000) })).body.data;
    const reply = await portal.postForm('/v3/phonogram/submit-challenge', { challenge_id: challenge.challenge_id, answers: JSON.stringify(await goodAnswers(portal, challenge)) }, { as: student, headers: at(1000 + CHALLENGE_SECONDS + CHALLENGE_GRACE_SECONDS - 1) });
    expect(reply.status, reply.body.errmsg).toBe(200);
    expect(reply.body.data).toMatchObject({ score: 100, timed_out: false });
  });

  it('refuses an unknown group and answers for a position the challenge does not have', async () => {
    expect((await portal.postForm('/v3/phonogram/start-challenge', { group: 'vowels' }, { as: student })).status).toBe(404);
    const challenge = await startedChallenge(portal, student);
    const reply = await portal.postForm('/v3/phonogram/submit-challenge', { challenge_id: challenge.challenge_id, answers: JSON.stringify([{ position: 3, phones: readingPhones('K AE T'), word_score: 80 }, { position: 3, phones: readingPhones('K AE T'), word_score: 80 }]) }, { as: student });
    expect(reply.status).toBe(400);
    expect(reply.body.errmsg).toContain('2回');
    const [row] = await portal.db.select().from(phonogramChallenges).where(eq(phonogramChallenges.id, challenge.challenge_id));
    expect(row?.submittedAt).toBeNull();
  });
});
