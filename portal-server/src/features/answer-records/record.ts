import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { favoriteSentences } from '../../db/tables/favorites';
import { displayItems, itemStats, latestAnswersOfRun, remainingTries, runScore, type AnswerRow, type PracticeScope, type RunRow } from './runs';

type Db = Database | Transaction;

/** One item of an answer record (part 2 section 3); `detail` adds what result screens show. */
function recordItem(
  item: { question_id: string; index: number; text?: string | undefined; text_jp?: string | undefined },
  answer: AnswerRow | undefined,
  stats: { learnCount: number; bestScore: number; practiced: boolean } | undefined,
  isCollected: boolean,
  detail: boolean,
) {
  const base = {
    question_id: item.question_id,
    index: item.index,
    answer_result: answer ? (answer.result ? JSON.stringify(answer.result) : answer.answerResult) : '',
    percent_score: answer?.percentScore ?? 0,
    total_score: answer?.totalScore ?? 0,
    best_score: stats?.bestScore ?? 0,
    learn_count: stats?.learnCount ?? 0,
    practiced: stats?.practiced ? 1 : 0,
    record_file: answer?.soundFile ?? '',
    is_skipped: answer?.isSkipped ? 1 : 0,
    is_collected: isCollected ? 1 : 0,
  };
  if (!detail) return base;
  return {
    ...base,
    text: item.text ?? '',
    text_jp: item.text_jp ?? '',
    result: answer?.result ?? null,
    accuracy_score: answer?.accuracyScore ?? null,
    fluency_score: answer?.fluencyScore ?? null,
    integrity_score: answer?.integrityScore ?? null,
    evaluate_result: answer?.evaluateResult ?? '',
    evaluate_html: answer?.evaluateHtml ?? '',
    poorly_words: answer?.poorlyWords ?? '',
    study_report: answer?.studyReport ?? '',
    record_duration: answer?.recordDuration ?? null,
    recognize_text: answer?.recognizeText ?? '',
    practice_type: answer?.practiceType ?? null,
    word_id: answer?.wordId ?? '',
    answered_at: answer?.createdAt.toISOString() ?? null,
  };
}

export type AnswerRecord = Awaited<ReturnType<typeof buildRecord>>;

/**
 * The answer record of a run as the players and result screens read it. Without a run (nothing
 * done yet) it lists the items unpractised, with the tries left for limited homework.
 */
export async function buildRecord(db: Db, studentId: number, scope: PracticeScope, run: RunRow | undefined, options: { detail: boolean }) {
  const items = displayItems(scope.resource);
  const [latest, stats, tries, collected] = await Promise.all([
    run ? latestAnswersOfRun(db, run.id) : Promise.resolve(new Map<string, AnswerRow>()),
    itemStats(db, studentId, scope),
    remainingTries(db, studentId, scope),
    collectedIndexes(db, studentId, scope.resource.id),
  ]);
  const shown = items.length > 0 ? items : [...latest.keys()].map((id, position) => ({ question_id: id, index: position + 1 }));
  return {
    guid: run?.guid ?? '',
    is_completed: run?.isCompleted ? 1 : 0,
    current_index: run?.currentIndex ?? 0,
    engine_result: run?.engineResult ?? '',
    engine_pic: run?.enginePic ?? '',
    correct_notes: run?.correctNotes ?? [],
    has_limit: tries.hasLimit ? 1 : 0,
    limit_number: tries.remaining,
    score: runScore(items, latest),
    started_at: run?.startedAt.toISOString() ?? null,
    completed_at: run?.completedAt?.toISOString() ?? null,
    items: shown.map((item) => recordItem(item, latest.get(item.question_id), stats.get(item.question_id), collected.has(item.index), options.detail)),
  };
}

/** Item indexes of the resource the student keeps as favourite sentences (item is_collected). */
async function collectedIndexes(db: Db, studentId: number, resourceId: number): Promise<Set<number>> {
  const rows = await db
    .select({ index: favoriteSentences.questionIndex })
    .from(favoriteSentences)
    .where(and(eq(favoriteSentences.studentId, studentId), eq(favoriteSentences.resourceId, resourceId)));
  return new Set(rows.flatMap((row) => (row.index === null ? [] : [row.index])));
}
