import { createHash } from 'node:crypto';
import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { answers, practiceRuns } from '../../db/tables/answers';
import { ApiError, badRequest } from '../../http/reply';
import { parseOrBadRequest } from '../../http/validation';
import type { ResourceItemMeta } from '../../lib/item-meta';
import { resourceItems } from '../resources/service';
import { assertOwnUpload } from '../uploads/service';
import { ANSWER_CONTENT_FIELDS, choiceResultSchema, postedKind, type AnswerRecordBody } from '../answer-records/input';
import { rowFromJson } from '../../db/json-row';
import { creditedKeys, ledgerInsertSql, ledgerRow, type CreditInput, type LedgerRow } from '../points/ledger';
import { bound, boundRecord, insertSelectSql, runPrepared, runPreparedInBatch } from '../../db/prepared';
import { answerCredit, answerPoints, completionCredit } from './points';
import { assertScopeWritable, boundScopeFilter, isHomeworkExpired, itemStats, openKey, MESSAGES as RUN_MESSAGES, remainingTries, scopeValues, type AnswerRow, type ItemStats, type PracticeScope, type RunRow } from '../answer-records/runs';
import { clampPercent, parseAnswerIndex, scoreAnswer, type PostedAnswer, type Scored } from './scoring';

type Db = Database | Transaction;

export const MESSAGES = {
  otherScope: 'この guid は別の教材（または宿題）の記録で使われています。新しい guid で始めてください。',
  noContent: '回答の内容がありません（question_id と回答を送ってください）。',
  questionWithoutAnswer: 'question_id だけでは回答になりません。回答の項目も送ってください。',
  unknownQuestion: (id: string) => `この教材に質問ID ${id} はありません。`,
  skipWithContent: 'スキップ（is_skipped=1）の回答には回答内容を含めないでください。',
  badStudyReport: 'study_report は JSON で送ってください。',
  busy: '同時に操作が行われました。もう一度お試しください。',
} as const;

const sameScope = (run: RunRow, scope: PracticeScope) =>
  run.resourceId === scope.resource.id && run.topicId === (scope.kind === 'homework' ? scope.topic.id : null);

/** The answer part of a post, validated and scored, ready to insert. */
type PreparedAnswer = {
  questionId: string;
  payloadHash: string;
  kind: string;
  scored: Scored;
  body: AnswerRecordBody;
};

/** SHA-256 of the answer's own fields (not the progress ones): equal posts are one answer. */
function payloadHash(body: AnswerRecordBody): string {
  const fields: Record<string, unknown> = { question_id: body.question_id, is_skipped: body.is_skipped ?? 0 };
  for (const field of ANSWER_CONTENT_FIELDS) if (body[field] !== undefined) fields[field] = body[field];
  return createHash('sha256').update(JSON.stringify(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)))).digest('hex');
}

function parseChoiceResult(value: AnswerRecordBody['result']): PostedAnswer['result'] {
  if (value === undefined) return undefined;
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw badRequest('パラメータが正しくありません（body: result: JSON の配列で送ってください）');
    }
  }
  const entries = parseOrBadRequest(choiceResultSchema, list, 'body: result');
  return entries.map((entry, position) => {
    const answerIndex = parseAnswerIndex(entry.answer_index);
    if (!answerIndex) throw badRequest(`パラメータが正しくありません（body: result.${position}.answer_index: 選択肢の番号で送ってください）`);
    return { question_id: entry.question_id, answer_index: answerIndex, score: entry.score };
  });
}

/** Validates and scores the answer a post carries, or returns null for a progress-only post. */
export function prepareAnswer(body: AnswerRecordBody, items: ResourceItemMeta[]): PreparedAnswer | null {
  const kind = postedKind(body);
  if (!body.question_id) {
    if (kind !== null) throw badRequest(MESSAGES.noContent);
    return null;
  }
  if (kind === null) throw badRequest(MESSAGES.questionWithoutAnswer);
  if (kind === 'skip' && ANSWER_CONTENT_FIELDS.some((field) => body[field] !== undefined && !['total_score', 'percent_score', 'score'].includes(field))) {
    throw badRequest(MESSAGES.skipWithContent);
  }
  if (body.study_report) {
    try {
      JSON.parse(body.study_report);
    } catch {
      throw badRequest(MESSAGES.badStudyReport);
    }
  }
  const meta = items.find((item) => item.question_id === body.question_id);
  if (items.length > 0 && !meta) throw badRequest(MESSAGES.unknownQuestion(body.question_id));
  const posted: PostedAnswer = {
    kind,
    result: parseChoiceResult(body.result),
    answerResult: body.answer_result,
    percentScore: body.percent_score,
    totalScore: body.total_score,
    score: body.score,
  };
  const outcome = scoreAnswer(meta, posted);
  if ('error' in outcome) throw badRequest(outcome.error);
  return { questionId: body.question_id, payloadHash: payloadHash(body), kind: kind === 'skip' ? 'skip' : (meta?.kind ?? kind), scored: outcome, body };
}

/** What the speech evaluation heard, when the post carries it (its own field, or inside evaluate_result). */
function recognisedText(body: AnswerRecordBody): string {
  if (body.recognize_text !== undefined) return body.recognize_text;
  if (!body.evaluate_result) return '';
  try {
    const parsed: unknown = JSON.parse(body.evaluate_result);
    const text = (parsed as { recognized_text?: unknown; recognize_text?: unknown } | null)?.recognized_text ?? (parsed as { recognize_text?: unknown } | null)?.recognize_text;
    return typeof text === 'string' ? text.slice(0, 5000) : '';
  } catch {
    return '';
  }
}

/** total_score as stored: the posted one when the server agrees with the client, else the server's on the 5-point scale. */
function storedTotal(prepared: PreparedAnswer): number | null {
  const { body, scored } = prepared;
  if (prepared.kind === 'skip') return 0;
  const agrees = !scored.serverScored || body.percent_score === undefined || clampPercent(body.percent_score) === scored.percent;
  if (agrees && body.total_score !== undefined) return body.total_score;
  return scored.serverScored ? scored.percent / 20 : (body.total_score ?? null);
}

/** An answer's row but its run (runId) and points. */
function answerValues(studentId: number, scope: PracticeScope, prepared: PreparedAnswer) {
  const { body, scored } = prepared;
  const subScore = (value: number | undefined) => (value === undefined ? null : clampPercent(value));
  const recognized = recognisedText(body);
  return {
    studentId,
    resourceId: scope.resource.id,
    topicId: scope.kind === 'homework' ? scope.topic.id : null,
    questionId: prepared.questionId,
    kind: prepared.kind,
    answerResult: body.answer_result ?? '',
    result: scored.results,
    totalScore: storedTotal(prepared),
    percentScore: scored.percent,
    serverScored: scored.serverScored,
    accuracyScore: subScore(body.accuracy_score),
    fluencyScore: subScore(body.fluency_score),
    integrityScore: subScore(body.integrity_score),
    evaluateResult: body.evaluate_result ?? '',
    evaluateHtml: body.evaluate_html ?? '',
    poorlyWords: body.poorly_words ?? '',
    studyReport: body.study_report ?? '',
    soundFile: body.sound_file ?? '',
    recordDuration: body.record_duration ?? null,
    recognizeText: recognized,
    recognizeStatus: recognized ? 'done' : 'none',
    practiceType: body.practice_type ?? null,
    wordId: body.word_id ?? '',
    isSkipped: prepared.kind === 'skip',
    payloadHash: prepared.payloadHash,
  };
}

/** The run a post's guid names, locked, with the answer an equal earlier post stored in it. */
type LockedRun = { run: RunRow; stored: AnswerRow | null };

/**
 * Locks the run a guid names (FOR UPDATE: completion, progress and answers of one run do not
 * interleave) and finds, in the same statement, the answer an equal earlier post stored in it:
 * a resend needs nothing more, and a first post costs no separate look-up.
 */
async function lockRunOfGuid(tx: Transaction, studentId: number, guid: string, prepared: PreparedAnswer | null): Promise<LockedRun | undefined> {
  const shape = prepared ? 'answers:lock-run-with-equal-answer' : 'answers:lock-run';
  const [row] = await runPrepared<{ run: JsonRow; stored: JsonRow | null }>(
    tx,
    shape,
    () => {
      const equalAnswer = prepared
        ? sql`(select row_to_json(${answers}) from ${answers} where ${and(eq(answers.runId, practiceRuns.id), eq(answers.studentId, bound('studentId')), eq(answers.questionId, bound('questionId')), eq(answers.payloadHash, bound('payloadHash')))} limit 1)`
        : sql`null::json`;
      return sql`select row_to_json(${practiceRuns}) as run, ${equalAnswer} as stored from ${practiceRuns} where ${and(eq(practiceRuns.studentId, bound('studentId')), eq(practiceRuns.guid, bound('guid')))} limit 1 for update of ${practiceRuns}`;
    },
    { studentId, guid, questionId: prepared?.questionId, payloadHash: prepared?.payloadHash },
  );
  return row && { run: rowFromJson(practiceRuns, row.run), stored: row.stored && rowFromJson(answers, row.stored) };
}

/** A table row as row_to_json wrote it (rowFromJson maps it back). */
type JsonRow = Record<string, unknown>;

/** Inserts a new run unless its guid or its open key is taken (then undefined). */
async function insertRun(tx: Transaction, values: { guid: string; studentId: number; resourceId: number; topicId: number | null; openKey: string }): Promise<RunRow | undefined> {
  const [row] = await runPrepared<{ run: JsonRow }>(
    tx,
    'answers:insert-run',
    () =>
      sql`${tx
        .insert(practiceRuns)
        .values({ guid: bound('guid'), studentId: bound('studentId'), resourceId: bound('resourceId'), topicId: bound('topicId'), openKey: bound('openKey') })
        .onConflictDoNothing()
        .getSQL()} returning row_to_json(${practiceRuns}) as run`,
    values,
  );
  return row && rowFromJson(practiceRuns, row.run);
}

/**
 * The run a post's guid names (already locked when it exists), opened on its first post. A new
 * run replaces (abandons) the student's previous open run of the same resource or topic; limited
 * homework refuses a new run once every try has been started.
 */
async function runForGuid(tx: Transaction, studentId: number, scope: PracticeScope, guid: string, existing: RunRow | undefined): Promise<RunRow> {
  if (existing) {
    if (!sameScope(existing, scope)) throw badRequest(MESSAGES.otherScope);
    assertScopeWritable(scope);
    return existing;
  }
  assertScopeWritable(scope);
  const tries = await remainingTries(tx, studentId, scope);
  if (tries.hasLimit && tries.remaining <= 0) throw new ApiError(403, RUN_MESSAGES.limitReached);
  const key = openKey(studentId, scope);
  // A row this transaction inserts is locked by it until commit.
  const values = { guid, studentId, resourceId: scope.resource.id, topicId: scope.kind === 'homework' ? scope.topic.id : null, openKey: key };
  // Most first posts find no open run of their scope (the last one was completed): the insert
  // alone, and the open run closed only when its key is taken (one statement less per run).
  let inserted = await insertRun(tx, values);
  if (!inserted) {
    await tx.update(practiceRuns).set({ openKey: null, updatedAt: sql`now()` }).where(eq(practiceRuns.openKey, key));
    inserted = await insertRun(tx, values);
  }
  if (inserted) return inserted;
  // Lost a race: the same guid was opened by a simultaneous post (use it), or another run took the open key.
  const winner = await lockRunOfGuid(tx, studentId, guid, null);
  if (winner && sameScope(winner.run, scope)) return winner.run;
  throw new ApiError(503, MESSAGES.busy);
}

async function findSameAnswer(db: Db, studentId: number, runId: number, prepared: PreparedAnswer): Promise<AnswerRow | undefined> {
  const [row] = await db
    .select()
    .from(answers)
    .where(and(eq(answers.studentId, studentId), eq(answers.runId, runId), eq(answers.questionId, prepared.questionId), eq(answers.payloadHash, prepared.payloadHash)))
    .limit(1);
  return row;
}

/** itemTotals: the answer's item totals when the post worked them out (else the reply reads them). */
export type RecordPostResult = { run: RunRow; answer: AnswerRow | null; replayed: boolean; itemTotals?: ItemStats };

/**
 * One post to an answer-record call: stores the answer it carries (once, however often it is
 * sent: equal posts to the same run and question are one answer and one credit), credits the
 * points atomically with it, saves progress, and completes the run when asked. The usual posts
 * (a new answer opening a run or added to an open one) are one statement; the rest (resends,
 * posts to completed runs, a replaced open run, limited homework, refusals) go through the
 * transaction, which decides every case.
 */
export async function postAnswerRecord(db: Database, studentId: number, scope: PracticeScope, body: AnswerRecordBody): Promise<RecordPostResult> {
  const prepared = prepareAnswer(body, resourceItems(scope.resource));
  if (prepared?.body.sound_file) await assertOwnUpload(db, studentId, prepared.body.sound_file);
  const written = storedRuns.has(studentId, body.guid) ? await recordInOpenRun(db, studentId, scope, body, prepared) : await openAndRecord(db, studentId, scope, body, prepared);
  if (written) return written;

  return db.transaction(async (tx) => {
    const locked = await lockRunOfGuid(tx, studentId, body.guid, prepared);
    if (locked) storedRuns.remember(studentId, body.guid);
    // A resend of a stored answer is answered from the record, even after the homework expired.
    if (locked?.stored && sameScope(locked.run, scope) && (locked.run.isCompleted || body.is_completed !== 1)) return { run: locked.run, answer: locked.stored, replayed: true };
    const run = await runForGuid(tx, studentId, scope, body.guid, locked?.run);
    storedRuns.remember(studentId, body.guid);
    return recordInRun(tx, studentId, scope, run, prepared, body);
  });
}

/**
 * Runs (student and guid) this process has seen stored. A post to one of them first tries
 * recordInOpenRun, any other openAndRecord. Only a hint: a stored run stays stored, and a guid
 * another process opened costs this process one statement that writes nothing.
 */
const storedRuns = (() => {
  const keys = new Set<string>();
  const key = (studentId: number, guid: string) => `${studentId}:${guid}`;
  return {
    has: (studentId: number, guid: string) => keys.has(key(studentId, guid)),
    remember(studentId: number, guid: string) {
      if (keys.size >= 100_000) keys.clear();
      keys.add(key(studentId, guid));
    },
  };
})();

/** The progress a post sets on its run. */
function progressOf(body: AnswerRecordBody): Partial<Pick<RunRow, 'currentIndex' | 'engineResult' | 'enginePic'>> {
  return {
    ...(body.current_index !== undefined ? { currentIndex: body.current_index } : {}),
    ...(body.engine_result !== undefined ? { engineResult: body.engine_result } : {}),
    ...(body.engine_pic !== undefined ? { enginePic: body.engine_pic } : {}),
  };
}

/** A post's credits: its answer's (only if the statement stores the answer) and its run's completion. */
function postCredits(studentId: number, guid: string, prepared: PreparedAnswer | null, planned: number, completing: boolean): PostCredit[] {
  const credit = prepared ? answerCredit(studentId, guid, prepared.questionId, planned) : null;
  return [...(credit ? [{ input: credit, onlyIfStored: true }] : []), ...(completing ? [{ input: completionCredit(studentId, guid), onlyIfStored: false }] : [])];
}

type PostCredit = { input: CreditInput; onlyIfStored: boolean };

/**
 * The first post of a run with an answer, in one statement outside a transaction when nothing
 * has to be decided first (not limited or expired homework): the run opened (and completed, if
 * the post says so), the answer stored and credited, the item's totals read. An answer post in a
 * transaction is five round trips (begin, lock, open, write, commit); one statement is atomic by
 * itself. Undefined when it wrote nothing (the guid is taken, or another run of the scope is
 * open): then the transaction decides, as for every later post of a run.
 */
async function openAndRecord(db: Database, studentId: number, scope: PracticeScope, body: AnswerRecordBody, prepared: PreparedAnswer | null): Promise<RecordPostResult | undefined> {
  if (!prepared || (scope.kind === 'homework' && (scope.homework.hasLimit || isHomeworkExpired(scope.homework)))) return undefined;
  const completing = body.is_completed === 1;
  const progress = progressOf(body);
  const planned = answerPoints(prepared);
  const credits = postCredits(studentId, body.guid, prepared, planned, completing);
  const { topicId } = scopeValues(studentId, scope);
  const key = openKey(studentId, scope);
  const run = boundRecord('r_', { guid: body.guid, studentId, resourceId: scope.resource.id, topicId, openKey: completing ? null : key, ...progress }, getTableColumns(practiceRuns));
  const answer = boundRecord('a_', { ...answerValues(studentId, scope, prepared), pointsCredited: planned }, getTableColumns(answers));
  const ledger = credits.map(({ input }, index) => boundRecord(`c${index}_`, ledgerRow(input), {}));
  const shape = ['answers:open', scope.kind, Object.keys(progress).join(','), completing ? 'completing' : '', creditsShape(credits)].join(':');
  const [row] = await runPreparedInBatch<PostStatementRow>(
    db,
    shape,
    () => {
      const completion = completing ? { isCompleted: true, completedAt: sql`now()` } : {};
      const ctes = [sql`opened as (${db.insert(practiceRuns).values({ ...run.placeholders, ...completion }).onConflictDoNothing().returning().getSQL()})`];
      // Opened completed, the run has no open key: the scope's open run (if any) is closed here, as a new run replaces it.
      if (completing) ctes.push(sql`closed as (update ${practiceRuns} set ${sql.identifier(practiceRuns.openKey.name)} = null, ${sql.identifier(practiceRuns.updatedAt.name)} = now() where ${eq(practiceRuns.openKey, bound('openKey'))} and exists (select 1 from opened))`);
      ctes.push(sql`inserted as (${insertSelectSql(answers, { ...answer.placeholders, runId: sql`opened.id` }, sql`opened`)} on conflict do nothing returning *)`);
      return postStatement(scope, ctes, 'opened', boundCredits(credits, ledger), true);
    },
    { ...scopeValues(studentId, scope), openKey: key, questionId: prepared.questionId, ...run.values, ...answer.values, ...Object.assign({}, ...ledger.map(({ values }) => values)) },
    studentId,
  );
  if (!row?.run) return undefined;
  storedRuns.remember(studentId, body.guid);
  return finishPost(db, studentId, rowFromJson(practiceRuns, row.run), prepared, credits, row);
}

/**
 * A later answer to a run that is open, in one statement outside a transaction: the run locked,
 * the answer stored, the run's progress (and completion) and the credits written only if the
 * answer is new. Most answer posts are these (a run is one post per item). Undefined when it
 * wrote nothing (the run is completed, of another scope or unknown, or the answer is a resend):
 * then the transaction decides.
 */
async function recordInOpenRun(db: Database, studentId: number, scope: PracticeScope, body: AnswerRecordBody, prepared: PreparedAnswer | null): Promise<RecordPostResult | undefined> {
  if (!prepared || (scope.kind === 'homework' && isHomeworkExpired(scope.homework))) return undefined;
  const completing = body.is_completed === 1;
  const progress = progressOf(body);
  const planned = answerPoints(prepared);
  const credits = postCredits(studentId, body.guid, prepared, planned, completing);
  const answer = boundRecord('a_', { ...answerValues(studentId, scope, prepared), pointsCredited: planned }, getTableColumns(answers));
  const changes = boundRecord('r_', progress, getTableColumns(practiceRuns));
  const ledger = credits.map(({ input }, index) => boundRecord(`c${index}_`, ledgerRow(input), {}));
  const shape = ['answers:record-in-open-run', scope.kind, Object.keys(progress).join(','), completing ? 'completing' : '', creditsShape(credits)].join(':');
  const [row] = await runPreparedInBatch<PostStatementRow>(
    db,
    shape,
    () => {
      const ofRun = and(eq(practiceRuns.studentId, bound('studentId')), eq(practiceRuns.guid, bound('guid')), eq(practiceRuns.resourceId, bound('resourceId')), sql`${practiceRuns.topicId} is not distinct from ${bound('topicId')}`, eq(practiceRuns.isCompleted, false));
      const completion = completing ? { isCompleted: true, completedAt: sql`now()`, openKey: null } : {};
      const ctes = [
        sql`locked as (select * from ${practiceRuns} where ${ofRun} for update)`,
        sql`inserted as (${insertSelectSql(answers, { ...answer.placeholders, runId: sql`locked.id` }, sql`locked`)} on conflict do nothing returning *)`,
        // Progress and completion only with a new answer: a resend changes nothing (the transaction answers it).
        sql`run_update as (${db.update(practiceRuns).set({ ...changes.placeholders, ...completion, updatedAt: sql`now()` }).where(and(sql`${practiceRuns.id} = (select id from locked)`, sql`exists (select 1 from inserted)`)).returning().getSQL()})`,
      ];
      // The completion's credit too only with a new answer (postStatement gives the answer's that condition).
      return postStatement(scope, ctes, 'run_update', boundCredits(credits, ledger), true, sql`exists (select 1 from inserted)`);
    },
    { ...scopeValues(studentId, scope), guid: body.guid, questionId: prepared.questionId, ...answer.values, ...changes.values, ...Object.assign({}, ...ledger.map(({ values }) => values)) },
    studentId,
  );
  if (!row?.answer || !row.run) return undefined;
  return finishPost(db, studentId, rowFromJson(practiceRuns, row.run), prepared, credits, row);
}

/**
 * The writes of a post to its run (locked or just opened by this transaction): the answer, the
 * run's progress and completion, the ledger credits and the item's totals for the reply, in one
 * statement (data-modifying WITHs): round trips were what an answer post cost (README "Benchmark").
 */
async function recordInRun(tx: Transaction, studentId: number, scope: PracticeScope, run: RunRow, prepared: PreparedAnswer | null, body: AnswerRecordBody): Promise<RecordPostResult> {
  const completing = body.is_completed === 1 && !run.isCompleted;
  if (completing && !prepared) {
    const [answered] = await tx.select({ total: count() }).from(answers).where(eq(answers.runId, run.id));
    if (!answered?.total) throw badRequest(RUN_MESSAGES.nothingAnswered);
  }
  const progress = progressOf(body);
  const updatesRun = !run.isCompleted && (completing || Object.keys(progress).length > 0 || prepared !== null);
  const planned = prepared ? answerPoints(prepared) : 0;
  const credits = postCredits(studentId, run.guid, prepared, planned, completing);
  if (!prepared && !updatesRun && credits.length === 0) return { run, answer: null, replayed: false };

  const answer = prepared ? boundRecord('a_', { ...answerValues(studentId, scope, prepared), runId: run.id, pointsCredited: planned }, getTableColumns(answers)) : null;
  const changes = boundRecord('r_', progress, getTableColumns(practiceRuns));
  const ledger = credits.map(({ input }, index) => boundRecord(`c${index}_`, ledgerRow(input), {}));
  const shape = ['answers:post', scope.kind, prepared ? 'answer' : '', updatesRun ? `run(${Object.keys(progress).join(',')})` : '', completing ? 'completing' : '', creditsShape(credits)].join(':');
  const [row] = await runPrepared<PostStatementRow>(
    tx,
    shape,
    () => {
      const ctes: SQL[] = [];
      if (answer) ctes.push(sql`inserted as (${tx.insert(answers).values(answer.placeholders).onConflictDoNothing().returning().getSQL()})`);
      if (updatesRun) {
        const completion = completing ? { isCompleted: true, completedAt: sql`now()`, openKey: null } : {};
        ctes.push(sql`run_update as (${tx.update(practiceRuns).set({ ...changes.placeholders, ...completion, updatedAt: sql`now()` }).where(eq(practiceRuns.id, bound('runId'))).returning().getSQL()})`);
      }
      return postStatement(scope, ctes, updatesRun ? 'run_update' : null, boundCredits(credits, ledger), answer !== null);
    },
    { ...scopeValues(studentId, scope), runId: run.id, questionId: prepared?.questionId, ...answer?.values, ...changes.values, ...Object.assign({}, ...ledger.map(({ values }) => values)) },
  );
  return finishPost(tx, studentId, row!.run ? rowFromJson(practiceRuns, row!.run) : run, prepared, credits, row!);
}

/** What a post's statement did, as the reply needs it: the stored answer (or the equal one already there), its points and item totals. */
async function finishPost(db: Db, studentId: number, run: RunRow, prepared: PreparedAnswer | null, credits: PostCredit[], row: PostStatementRow): Promise<RecordPostResult> {
  let answer = row.answer ? rowFromJson(answers, row.answer) : null;
  // An equal answer already in this run (a resend racing its first post): that one stands.
  const replayed = prepared !== null && answer === null;
  if (replayed) answer = (await findSameAnswer(db, studentId, run.id, prepared)) ?? null;
  const credit = credits.find(({ onlyIfStored }) => onlyIfStored)?.input;
  const credited = creditedKeys(credits.map(({ input }) => input), row.credited);
  // The ledger credits an item once per run: a later attempt at it earns nothing.
  if (answer && !replayed && credit && !credited.has(credit.sourceKey)) {
    await db.update(answers).set({ pointsCredited: 0 }).where(eq(answers.id, answer.id));
    answer = { ...answer, pointsCredited: 0 };
  }
  if (!answer) return { run, answer, replayed };
  // The statement's totals are of the answers before it: this one is added here.
  const counted = !replayed && !answer.isSkipped;
  const learnCount = Number(row.learn_count) + (counted ? 1 : 0);
  const itemTotals = { learnCount, bestScore: Math.max(Number(row.best_score), counted ? answer.percentScore : 0), practiced: learnCount > 0 };
  return { run, answer, replayed, itemTotals };
}

const creditsShape = (credits: PostCredit[]) => credits.map(({ onlyIfStored }) => (onlyIfStored ? 'credit-if-stored' : 'credit')).join(',');

/** The credits as ledger rows of placeholders. */
const boundCredits = (credits: PostCredit[], ledger: { placeholders: LedgerRow }[]) => credits.map(({ onlyIfStored }, index) => ({ row: ledger[index]!.placeholders, onlyIfStored }));

/**
 * An answer post's statement after its writes (`ctes`; the stored answer in `inserted`, the run
 * as written in `runCte`): the ledger credits (the answer's only if it was stored, the others
 * only if `otherCreditsIf`), and one row of the answer, the run, the credited source keys and the
 * item's totals before this answer. The placeholders `studentId`,
 * `resourceId`, `topicId` and `questionId` are bound at each run.
 */
function postStatement(scope: PracticeScope, ctes: SQL[], runCte: 'opened' | 'run_update' | null, credits: { row: LedgerRow; onlyIfStored: boolean }[], hasAnswer: boolean, otherCreditsIf?: SQL): SQL {
  const storedOnly = sql`exists (select 1 from inserted)`;
  if (credits.length > 0) ctes.push(sql`credited as (${ledgerInsertSql(credits.map(({ row, onlyIfStored }) => ({ row, onlyIf: onlyIfStored ? storedOnly : otherCreditsIf })))})`);
  // The totals see the answers stored before this statement (a WITH's rows are not visible to the rest of it).
  const ofItem = and(boundScopeFilter(scope), eq(answers.questionId, bound('questionId')), eq(answers.isSkipped, false));
  const columns = [
    hasAnswer ? sql`(select row_to_json(inserted) from inserted) as answer` : sql`null::json as answer`,
    runCte ? sql`(select row_to_json(${sql.identifier(runCte)}) from ${sql.identifier(runCte)}) as run` : sql`null::json as run`,
    credits.length > 0 ? sql`coalesce((select array_agg(source_key) from credited), '{}') as credited` : sql`'{}'::text[] as credited`,
    hasAnswer ? sql`totals.learn_count, totals.best_score` : sql`0 as learn_count, 0 as best_score`,
  ];
  // Both totals from one pass over the item's answers.
  const totals = hasAnswer ? sql` from (select count(*)::int as learn_count, coalesce(max(${answers.percentScore}), 0)::int as best_score from ${answers} where ${ofItem}) as totals` : sql``;
  return sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(columns, sql`, `)}${totals}`;
}

/** The row of an answer post's statement (row_to_json rows, credited source keys, the item's earlier totals). */
type PostStatementRow = { answer: JsonRow | null; run: JsonRow | null; credited: string[]; learn_count: number; best_score: number };

/** The reply of an answer-record post: the run's state and the stored answer with its item's totals. */
export async function recordPostReply(db: Db, studentId: number, scope: PracticeScope, outcome: RecordPostResult) {
  const { run, answer } = outcome;
  const [tries, itemTotals] = await Promise.all([
    remainingTries(db, studentId, scope),
    answer && !outcome.itemTotals ? itemStats(db, studentId, scope, answer.questionId).then((stats) => stats.get(answer.questionId)) : Promise.resolve(outcome.itemTotals),
  ]);
  return {
    guid: run.guid,
    is_completed: run.isCompleted ? 1 : 0,
    current_index: run.currentIndex,
    has_limit: tries.hasLimit ? 1 : 0,
    limit_number: tries.remaining,
    answer: answer
      ? {
          question_id: answer.questionId,
          kind: answer.kind,
          percent_score: answer.percentScore,
          total_score: answer.totalScore ?? 0,
          server_scored: answer.serverScored ? 1 : 0,
          result: answer.result,
          is_skipped: answer.isSkipped ? 1 : 0,
          record_file: answer.soundFile,
          learn_count: itemTotals?.learnCount ?? 0,
          best_score: itemTotals?.bestScore ?? 0,
          practiced: itemTotals?.practiced ? 1 : 0,
          points: outcome.replayed ? 0 : answer.pointsCredited,
          replayed: outcome.replayed ? 1 : 0,
        }
      : null,
  };
}
