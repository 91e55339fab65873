// Phonics (phonogram): the patterns with each student's progress, practice readings marked on
// the target sound (shared-contract markTargetSound over the phones the client posts from its
// speech evaluation), and the timed challenge with its result.
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { markTargetSound, type TargetMarkReason } from 'shared-contract';
import type { Database } from '../../db/client';
import { phonogramAttempts, phonogramChallengeItems, phonogramChallenges, phonogramGroups, phonogramPatterns, phonogramWords } from '../../db/tables/phonogram';
import { ApiError, conflict, notFound } from '../../http/reply';
import { CHALLENGE_GRACE_SECONDS, CHALLENGE_SECONDS, CHALLENGE_SIZE, RECENT_READINGS, patternWeight, pickChallengeItems, type PatternRecord } from './challenge-mix';

export const MESSAGES = {
  noPattern: 'この音のつづり（フォニックス）は見つかりませんでした。一覧から選び直してください。',
  noWord: 'この単語は、この音のつづりの例にありません。画面を読み込み直してください。',
  noChallenge: 'このチャレンジは見つかりませんでした。新しいチャレンジを始めてください。',
  badPosition: 'answers の position がこのチャレンジの問題番号と合いません。',
  twicePosition: 'answers に同じ position が2回あります。',
  timedOut: '制限時間を過ぎたため、このチャレンジの答えは受け付けられません。結果画面で確認してください。',
  stillOpen: 'このチャレンジはまだ終わっていません。最後まで読むか、終了してください。',
  noGroup: 'このグループは見つかりませんでした。',
} as const;

export type ScoredPhoneInput = { phone: string; ipa: string; score: number; type: string; start_ms?: number | null; end_ms?: number | null };

type PatternRow = typeof phonogramPatterns.$inferSelect;
type WordRow = typeof phonogramWords.$inferSelect;

/** A word as the screens show it: the letters split so the ones that spell the target sound can be highlighted. */
export function wordSegments(word: string, marks: readonly (readonly [number, number])[]): { text: string; target: boolean }[] {
  const segments: { text: string; target: boolean }[] = [];
  let at = 0;
  for (const [start, end] of [...marks].sort((a, b) => a[0] - b[0])) {
    if (start > at) segments.push({ text: word.slice(at, start), target: false });
    segments.push({ text: word.slice(start, end), target: true });
    at = end;
  }
  if (at < word.length) segments.push({ text: word.slice(at), target: false });
  return segments;
}

const wordView = (word: WordRow) => ({
  word_id: word.id,
  word: word.word,
  meaning: word.meaning,
  phones: word.phones,
  segments: wordSegments(word.word, word.marks),
});

const patternBrief = (pattern: PatternRow) => ({
  phonogram_id: pattern.id,
  group: pattern.groupCode,
  title: pattern.title,
  spellings: pattern.spellings,
  ipa: pattern.ipa,
  target_phones: pattern.phones,
});

export type PatternProgress = {
  attempts: number;
  right: number;
  recent: number;
  recent_right: number;
  words_right: number;
  status: 'new' | 'weak' | 'practicing' | 'mastered';
};

/** A pattern's standing: new (never read), weak (under 60 % right lately), mastered (every word read right once and 80 % lately), else practicing. */
export function progressStatus(record: Omit<PatternProgress, 'status'>, wordCount: number): PatternProgress['status'] {
  if (record.attempts === 0) return 'new';
  const recentRate = record.recent === 0 ? 0 : record.recent_right / record.recent;
  if (recentRate < 0.6) return 'weak';
  if (record.words_right >= wordCount && recentRate >= 0.8) return 'mastered';
  return 'practicing';
}

/** The student's readings per pattern: all, right, the last RECENT_READINGS and how many of them were right, distinct words read right. */
async function patternRecords(db: Database, studentId: number, patternIds?: string[]): Promise<Map<string, Omit<PatternProgress, 'status'>>> {
  const ranked = db
    .select({
      patternId: phonogramAttempts.patternId,
      wordId: phonogramAttempts.wordId,
      isRight: phonogramAttempts.isRight,
      rank: sql<number>`row_number() over (partition by ${phonogramAttempts.patternId} order by ${phonogramAttempts.id} desc)`.as('rank'),
    })
    .from(phonogramAttempts)
    .where(and(eq(phonogramAttempts.studentId, studentId), patternIds ? inArray(phonogramAttempts.patternId, patternIds) : undefined))
    .as('ranked');
  const rows = await db
    .select({
      patternId: ranked.patternId,
      attempts: count(),
      right: sql<number>`count(*) filter (where ${ranked.isRight})`.mapWith(Number),
      recent: sql<number>`count(*) filter (where ${ranked.rank} <= ${RECENT_READINGS})`.mapWith(Number),
      recentRight: sql<number>`count(*) filter (where ${ranked.rank} <= ${RECENT_READINGS} and ${ranked.isRight})`.mapWith(Number),
      wordsRight: sql<number>`count(distinct ${ranked.wordId}) filter (where ${ranked.isRight})`.mapWith(Number),
    })
    .from(ranked)
    .groupBy(ranked.patternId);
  return new Map(rows.map((row) => [row.patternId, { attempts: row.attempts, right: row.right, recent: row.recent, recent_right: row.recentRight, words_right: row.wordsRight }]));
}

const EMPTY_RECORD = { attempts: 0, right: 0, recent: 0, recent_right: 0, words_right: 0 };

function withStatus(record: Omit<PatternProgress, 'status'> | undefined, wordCount: number): PatternProgress {
  const base = record ?? EMPTY_RECORD;
  return { ...base, status: progressStatus(base, wordCount) };
}

async function wordCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ patternId: phonogramWords.patternId, words: count() }).from(phonogramWords).groupBy(phonogramWords.patternId);
  return new Map(rows.map((row) => [row.patternId, row.words]));
}

/** Every group with its patterns in order, each with its first example word and the student's progress. */
export async function phonogramList(db: Database, studentId: number) {
  const [groups, patterns, counts, records, firstWords] = await Promise.all([
    db.select().from(phonogramGroups).orderBy(asc(phonogramGroups.position)),
    db.select().from(phonogramPatterns).orderBy(asc(phonogramPatterns.position)),
    wordCounts(db),
    patternRecords(db, studentId),
    db.selectDistinctOn([phonogramWords.patternId]).from(phonogramWords).orderBy(phonogramWords.patternId, asc(phonogramWords.position)),
  ]);
  const firstWord = new Map(firstWords.map((word) => [word.patternId, word]));
  const list = groups.map((group) => ({
    code: group.code,
    title: group.title,
    title_en: group.titleEn,
    description: group.description,
    patterns: patterns
      .filter((pattern) => pattern.groupCode === group.code)
      .map((pattern) => {
        const words = counts.get(pattern.id) ?? 0;
        const example = firstWord.get(pattern.id);
        return { ...patternBrief(pattern), word_count: words, example: example ? wordView(example) : null, progress: withStatus(records.get(pattern.id), words) };
      }),
  }));
  const all = list.flatMap((group) => group.patterns);
  return {
    groups: list,
    summary: {
      patterns: all.length,
      practiced: all.filter((pattern) => pattern.progress.status !== 'new').length,
      mastered: all.filter((pattern) => pattern.progress.status === 'mastered').length,
      weak: all.filter((pattern) => pattern.progress.status === 'weak').length,
    },
  };
}

async function findPattern(db: Database, patternId: string): Promise<PatternRow> {
  const [pattern] = await db.select().from(phonogramPatterns).where(eq(phonogramPatterns.id, patternId)).limit(1);
  if (!pattern) throw notFound(MESSAGES.noPattern);
  return pattern;
}

/** The last reading of each of a student's words of one pattern, and how many of its readings were right. */
async function wordRecords(db: Database, studentId: number, patternId: string) {
  const rows = await db
    .select({ wordId: phonogramAttempts.wordId, isRight: phonogramAttempts.isRight, targetScore: phonogramAttempts.targetScore, createdAt: phonogramAttempts.createdAt })
    .from(phonogramAttempts)
    .where(and(eq(phonogramAttempts.studentId, studentId), eq(phonogramAttempts.patternId, patternId)))
    .orderBy(desc(phonogramAttempts.id))
    .limit(2000);
  const byWord = new Map<number, { attempts: number; right: number; last: { is_right: boolean; target_score: number | null; read_at: string } }>();
  for (const row of rows) {
    const known = byWord.get(row.wordId);
    if (known) {
      known.attempts += 1;
      known.right += row.isRight ? 1 : 0;
    } else {
      byWord.set(row.wordId, { attempts: 1, right: row.isRight ? 1 : 0, last: { is_right: row.isRight, target_score: row.targetScore, read_at: row.createdAt.toISOString() } });
    }
  }
  return byWord;
}

/** One pattern with its explanation, its example words (each with the student's readings) and its neighbours in the list. */
export async function phonogramDetail(db: Database, studentId: number, patternId: string) {
  const pattern = await findPattern(db, patternId);
  const [group] = await db.select().from(phonogramGroups).where(eq(phonogramGroups.code, pattern.groupCode));
  const [words, records, perWord, order] = await Promise.all([
    db.select().from(phonogramWords).where(eq(phonogramWords.patternId, pattern.id)).orderBy(asc(phonogramWords.position)),
    patternRecords(db, studentId, [pattern.id]),
    wordRecords(db, studentId, pattern.id),
    db.select({ id: phonogramPatterns.id }).from(phonogramPatterns).orderBy(asc(phonogramPatterns.position)),
  ]);
  const at = order.findIndex((row) => row.id === pattern.id);
  return {
    phonogram: {
      ...patternBrief(pattern),
      group_title: group?.title ?? '',
      how_ja: pattern.howJa,
      mistake_ja: pattern.mistakeJa,
      tip_ja: pattern.tipJa,
      progress: withStatus(records.get(pattern.id), words.length),
      words: words.map((word) => ({ ...wordView(word), record: perWord.get(word.id) ?? { attempts: 0, right: 0, last: null } })),
    },
    prev_id: at > 0 ? order[at - 1]!.id : null,
    next_id: at >= 0 && at + 1 < order.length ? order[at + 1]!.id : null,
  };
}

/** The marked reading as every call returns it. */
function markView(pattern: PatternRow, attempt: { isRight: boolean; reason: string; targetScore: number | null; wordScore: number }) {
  return {
    is_right: attempt.isRight,
    reason: attempt.reason as TargetMarkReason,
    target: { phones: pattern.phones, ipa: pattern.ipa, score: attempt.targetScore },
    word_score: attempt.wordScore,
    tip_ja: attempt.isRight ? '' : pattern.tipJa,
  };
}

export type ReadingInput = { phones: ScoredPhoneInput[]; word_score: number; is_rejected?: 0 | 1 };

function mark(pattern: PatternRow, reading: ReadingInput) {
  const marked = markTargetSound({ phones: reading.phones, target: pattern.phones, rejected: reading.is_rejected === 1, wordScore: reading.word_score });
  return { isRight: marked.isRight, reason: marked.reason, targetScore: marked.score === null ? null : Math.round(marked.score * 10) / 10, wordScore: Math.round(reading.word_score * 10) / 10 };
}

/**
 * Stores one practice reading of an example word, marked on the pattern's target sound, and
 * returns the mark with the pattern's updated progress. The same guid again changes nothing and
 * returns the first mark.
 */
export async function submitPractice(db: Database, studentId: number, input: ReadingInput & { phonogram_id: string; word_id: number; guid: string }, now: Date) {
  const pattern = await findPattern(db, input.phonogram_id);
  const [word] = await db
    .select()
    .from(phonogramWords)
    .where(and(eq(phonogramWords.id, input.word_id), eq(phonogramWords.patternId, pattern.id)))
    .limit(1);
  if (!word) throw notFound(MESSAGES.noWord);
  const marked = mark(pattern, input);
  const [inserted] = await db
    .insert(phonogramAttempts)
    .values({ studentId, patternId: pattern.id, wordId: word.id, guid: input.guid, isRight: marked.isRight, reason: marked.reason, targetScore: marked.targetScore, wordScore: marked.wordScore, phones: input.phones, createdAt: now })
    .onConflictDoNothing({ target: [phonogramAttempts.studentId, phonogramAttempts.guid] })
    .returning();
  const [stored] = inserted
    ? [inserted]
    : await db
        .select()
        .from(phonogramAttempts)
        .where(and(eq(phonogramAttempts.studentId, studentId), eq(phonogramAttempts.guid, input.guid)))
        .limit(1);
  if (!stored) throw new ApiError(500, '読み上げの記録を保存できませんでした。もう一度読んでください。');
  const storedPattern = stored.patternId === pattern.id ? pattern : await findPattern(db, stored.patternId);
  const words = await db.select({ words: count() }).from(phonogramWords).where(eq(phonogramWords.patternId, storedPattern.id));
  const records = await patternRecords(db, studentId, [storedPattern.id]);
  return {
    attempt_id: stored.id,
    phonogram_id: storedPattern.id,
    word_id: stored.wordId,
    ...markView(storedPattern, stored),
    progress: withStatus(records.get(storedPattern.id), words[0]?.words ?? 0),
  };
}

/** Starts a challenge: CHALLENGE_SIZE words over the patterns (of one group, when given), weighted toward the weak ones. */
export async function startChallenge(db: Database, studentId: number, options: { group?: string }, now: Date, random: () => number = () => randomInt(0, 2 ** 32) / 2 ** 32) {
  if (options.group) {
    const [group] = await db.select({ code: phonogramGroups.code }).from(phonogramGroups).where(eq(phonogramGroups.code, options.group));
    if (!group) throw notFound(MESSAGES.noGroup);
  }
  const patterns = await db
    .select()
    .from(phonogramPatterns)
    .where(options.group ? eq(phonogramPatterns.groupCode, options.group) : undefined);
  const words = await db
    .select()
    .from(phonogramWords)
    .where(
      inArray(
        phonogramWords.patternId,
        patterns.map((pattern) => pattern.id),
      ),
    );
  const records = await patternRecords(db, studentId);
  const recordOf = (patternId: string): PatternRecord | undefined => {
    const record = records.get(patternId);
    return record ? { recent: record.recent, recentRight: record.recent_right } : undefined;
  };
  const picked = pickChallengeItems(
    patterns.map((pattern) => ({ patternId: pattern.id, weight: patternWeight(recordOf(pattern.id)), wordIds: words.filter((word) => word.patternId === pattern.id).map((word) => word.id) })),
    CHALLENGE_SIZE,
    random,
  );
  if (picked.length === 0) throw notFound(MESSAGES.noGroup);
  const endsAt = new Date(now.getTime() + CHALLENGE_SECONDS * 1000);
  const challengeId = await db.transaction(async (tx) => {
    const [challenge] = await tx.insert(phonogramChallenges).values({ studentId, startedAt: now, endsAt }).returning({ id: phonogramChallenges.id });
    await tx.insert(phonogramChallengeItems).values(picked.map((item, index) => ({ challengeId: challenge!.id, position: index + 1, patternId: item.patternId, wordId: item.wordId })));
    return challenge!.id;
  });
  const patternById = new Map(patterns.map((pattern) => [pattern.id, pattern]));
  const wordById = new Map(words.map((word) => [word.id, word]));
  return {
    challenge_id: challengeId,
    started_at: now.toISOString(),
    ends_at: endsAt.toISOString(),
    time_limit_sec: CHALLENGE_SECONDS,
    items: picked.map((item, index) => ({ position: index + 1, ...patternBrief(patternById.get(item.patternId)!), ...wordView(wordById.get(item.wordId)!) })),
  };
}

async function ownChallenge(db: Database, studentId: number, challengeId: number) {
  const [challenge] = await db
    .select()
    .from(phonogramChallenges)
    .where(and(eq(phonogramChallenges.id, challengeId), eq(phonogramChallenges.studentId, studentId)))
    .limit(1);
  if (!challenge) throw notFound(MESSAGES.noChallenge);
  return challenge;
}

const isPastGrace = (endsAt: Date, now: Date) => now.getTime() > endsAt.getTime() + CHALLENGE_GRACE_SECONDS * 1000;

/** Closes an unsubmitted challenge whose time (and grace) is over: nothing answered, score 0. */
async function closeTimedOut(db: Database, challengeId: number, now: Date) {
  await db
    .update(phonogramChallenges)
    .set({ submittedAt: now, timedOut: true, score: 0 })
    .where(and(eq(phonogramChallenges.id, challengeId), sql`${phonogramChallenges.submittedAt} is null`));
}

export type ChallengeAnswer = ReadingInput & { position: number };

/**
 * Takes a challenge's answers, all at once, once: each answered item is marked on its target
 * sound and stored as a reading (it counts toward the pattern's progress); an unanswered item is
 * wrong. A second submission changes nothing and returns the result. After the end time and its
 * grace the answers are refused (423) and nothing changes: a refusal never writes, and the
 * challenge's result closes it with nothing answered when it is first read.
 */
export async function submitChallenge(db: Database, studentId: number, input: { challenge_id: number; answers: ChallengeAnswer[] }, now: Date) {
  const challenge = await ownChallenge(db, studentId, input.challenge_id);
  if (challenge.submittedAt) return challengeResult(db, studentId, challenge.id, now);
  if (isPastGrace(challenge.endsAt, now)) throw new ApiError(423, MESSAGES.timedOut);
  const items = await db.select().from(phonogramChallengeItems).where(eq(phonogramChallengeItems.challengeId, challenge.id)).orderBy(asc(phonogramChallengeItems.position));
  const positions = new Set<number>();
  for (const answer of input.answers) {
    if (positions.has(answer.position)) throw new ApiError(400, MESSAGES.twicePosition);
    positions.add(answer.position);
    if (!items.some((item) => item.position === answer.position)) throw new ApiError(400, MESSAGES.badPosition);
  }
  const patterns = await db
    .select()
    .from(phonogramPatterns)
    .where(
      inArray(
        phonogramPatterns.id,
        items.map((item) => item.patternId),
      ),
    );
  const patternById = new Map(patterns.map((pattern) => [pattern.id, pattern]));
  await db.transaction(async (tx) => {
    // Claims the challenge first: of two submissions at once, only one stores answers.
    const claimed = await tx
      .update(phonogramChallenges)
      .set({ submittedAt: now })
      .where(and(eq(phonogramChallenges.id, challenge.id), sql`${phonogramChallenges.submittedAt} is null`))
      .returning({ id: phonogramChallenges.id });
    if (claimed.length === 0) return;
    let right = 0;
    for (const item of items) {
      const answer = input.answers.find((candidate) => candidate.position === item.position);
      if (!answer) continue;
      const marked = mark(patternById.get(item.patternId)!, answer);
      right += marked.isRight ? 1 : 0;
      const [attempt] = await tx
        .insert(phonogramAttempts)
        .values({ studentId, patternId: item.patternId, wordId: item.wordId, challengeId: challenge.id, isRight: marked.isRight, reason: marked.reason, targetScore: marked.targetScore, wordScore: marked.wordScore, phones: answer.phones, createdAt: now })
        .returning({ id: phonogramAttempts.id });
      await tx
        .update(phonogramChallengeItems)
        .set({ attemptId: attempt!.id })
        .where(and(eq(phonogramChallengeItems.challengeId, challenge.id), eq(phonogramChallengeItems.position, item.position)));
    }
    await tx
      .update(phonogramChallenges)
      .set({ score: items.length === 0 ? 0 : Math.round((right / items.length) * 100) })
      .where(eq(phonogramChallenges.id, challenge.id));
  });
  return challengeResult(db, studentId, challenge.id, now);
}

/**
 * A challenge's result: the score, every word with its mark, and the sounds to work on (the
 * patterns read wrong, the lowest target score first). An unsubmitted challenge is 409 until its
 * time and grace are over; then it is closed with nothing answered.
 */
export async function challengeResult(db: Database, studentId: number, challengeId: number, now: Date) {
  let challenge = await ownChallenge(db, studentId, challengeId);
  if (!challenge.submittedAt) {
    if (!isPastGrace(challenge.endsAt, now)) throw conflict(MESSAGES.stillOpen);
    await closeTimedOut(db, challenge.id, now);
    challenge = await ownChallenge(db, studentId, challengeId);
  }
  const rows = await db
    .select({ item: phonogramChallengeItems, pattern: phonogramPatterns, word: phonogramWords, attempt: phonogramAttempts })
    .from(phonogramChallengeItems)
    .innerJoin(phonogramPatterns, eq(phonogramPatterns.id, phonogramChallengeItems.patternId))
    .innerJoin(phonogramWords, eq(phonogramWords.id, phonogramChallengeItems.wordId))
    .leftJoin(phonogramAttempts, eq(phonogramAttempts.id, phonogramChallengeItems.attemptId))
    .where(eq(phonogramChallengeItems.challengeId, challenge.id))
    .orderBy(asc(phonogramChallengeItems.position));
  const items = rows.map(({ item, pattern, word, attempt }) => ({
    position: item.position,
    ...patternBrief(pattern),
    ...wordView(word),
    answered: attempt !== null,
    ...(attempt ? markView(pattern, attempt) : { is_right: false, reason: null, target: { phones: pattern.phones, ipa: pattern.ipa, score: null }, word_score: null, tip_ja: pattern.tipJa }),
  }));
  const wrong = new Map<string, { phonogram_id: string; title: string; ipa: string; tip_ja: string; wrong: number; lowest: number }>();
  for (const { item, pattern, attempt } of rows) {
    if (!attempt || attempt.isRight) continue;
    const known = wrong.get(item.patternId);
    const score = attempt.targetScore ?? 0;
    if (known) {
      known.wrong += 1;
      known.lowest = Math.min(known.lowest, score);
    } else {
      wrong.set(item.patternId, { phonogram_id: pattern.id, title: pattern.title, ipa: pattern.ipa, tip_ja: pattern.tipJa, wrong: 1, lowest: score });
    }
  }
  const right = items.filter((item) => item.is_right).length;
  return {
    challenge_id: challenge.id,
    started_at: challenge.startedAt.toISOString(),
    ends_at: challenge.endsAt.toISOString(),
    submitted_at: challenge.submittedAt!.toISOString(),
    timed_out: challenge.timedOut,
    score: challenge.score ?? 0,
    right,
    answered: items.filter((item) => item.answered).length,
    total: items.length,
    items,
    to_work_on: [...wrong.values()].sort((a, b) => a.lowest - b.lowest).map(({ phonogram_id, title, ipa, tip_ja, wrong: times }) => ({ phonogram_id, title, ipa, tip_ja, wrong: times })),
  };
}
