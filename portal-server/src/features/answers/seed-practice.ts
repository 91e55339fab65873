// Practice history written straight into the records (seed and tests): runs and answers with
// past timestamps, each answer shaped and scored as the answer-record call would have stored
// it for that item, so history, ranking, user card and points-mission metrics read real rows.
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { answers, practiceRuns } from '../../db/tables/answers';
import { addDays, startOfTokyoDay } from '../../lib/tokyo-time';
import type { ResourceItemMeta } from '../../lib/item-meta';
import { resourceItems, type ResourceRow } from '../resources/service';

export type PracticeDay = {
  /** 0 is today (Tokyo), 1 yesterday, ... */
  daysAgo: number;
  /** Answers given that day (spread over runs of the resources, in order). */
  answers: number;
  /** Share of right answers, 0..1 (speech items score around it). */
  accuracy: number;
  /** Tokyo hour the session starts (default 19:00). */
  hour?: number;
};

type Planted = { question_id: string; answerResult: string; result: { question_id: string; answer_index: number[]; score: number }[] | null; percent: number; kind: string };

/** An answer to one item that is right or wrong as asked, in the form the item's kind stores. */
function answerFor(item: ResourceItemMeta, right: boolean, speechPercent: number): Planted {
  const base = { question_id: item.question_id, kind: item.kind };
  switch (item.kind) {
    case 'choice': {
      const result = (item.questions ?? []).map((question) => {
        const wrong = [(Math.max(...question.correct) + 1) % 4];
        return { question_id: question.question_id, answer_index: right ? [...question.correct].sort((a, b) => a - b) : wrong, score: right ? 5 : 0 };
      });
      return { ...base, answerResult: '', result, percent: right ? 100 : 0 };
    }
    case 'blanks':
      return { ...base, answerResult: JSON.stringify((item.blanks ?? []).map((accepted) => (right ? (accepted[0] ?? '') : 'dont know'))), result: null, percent: right ? 100 : 0 };
    case 'letters':
      return { ...base, answerResult: JSON.stringify(right ? [...(item.word ?? '')].filter((_, i) => item.pattern?.[i] === '_') : ['x']), result: null, percent: right ? 100 : 0 };
    case 'order':
      return { ...base, answerResult: JSON.stringify(right ? item.order : [...(item.order ?? [])].reverse()), result: null, percent: right ? 100 : 0 };
    case 'sentence':
      return { ...base, answerResult: right ? (item.accepted?.[0] ?? '') : 'I do not know.', result: null, percent: right ? 100 : 0 };
    case 'chat_bot':
      return { ...base, answerResult: item.options?.[0] ?? '1-1', result: null, percent: 100 };
    default:
      return { ...base, answerResult: '', result: null, percent: Math.max(0, Math.min(100, Math.round(speechPercent))) };
  }
}

/** A stable pseudo-random number in 0..1 from a text, so the same plan always plants the same rows. */
const unit = (seed: string) => createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;

/**
 * Plants practice for a student: for each day, complete runs through the resources (in turn)
 * until the day's answers are given. Run guids are derived from the plan, so planting the same
 * plan twice adds nothing.
 */
export async function plantPractice(db: Database, studentId: number, sources: ResourceRow[], days: PracticeDay[], now = new Date()): Promise<number> {
  const usable = sources.map((resource) => ({ resource, items: resourceItems(resource) })).filter((source) => source.items.length > 0);
  if (usable.length === 0) return 0;
  let planted = 0;
  for (const day of days) {
    const start = new Date(startOfTokyoDay(addDays(now, -day.daysAgo)).getTime() + (day.hour ?? 19) * 60 * 60 * 1000);
    let given = 0;
    for (let runNumber = 0; given < day.answers; runNumber++) {
      const source = usable[(day.daysAgo + runNumber) % usable.length]!;
      const guid = `seed-${createHash('sha256').update(`${studentId}:${source.resource.id}:${day.daysAgo}:${runNumber}`).digest('hex').slice(0, 24)}`;
      const runStart = new Date(start.getTime() + given * 45_000);
      const count = Math.min(source.items.length, day.answers - given);
      await db.transaction(async (tx) => {
        const [run] = await tx
          .insert(practiceRuns)
          .values({
            guid,
            studentId,
            resourceId: source.resource.id,
            isCompleted: count === source.items.length,
            currentIndex: count,
            startedAt: runStart,
            updatedAt: runStart,
            completedAt: count === source.items.length ? new Date(runStart.getTime() + count * 45_000) : null,
          })
          .onConflictDoNothing()
          .returning();
        if (!run) return;
        await tx.insert(answers).values(
          source.items.slice(0, count).map((item, position) => {
            const seed = `${guid}:${item.question_id}`;
            const planted = answerFor(item, unit(seed) < day.accuracy, day.accuracy * 100 + (unit(`${seed}:s`) - 0.5) * 30);
            return {
              studentId,
              runId: run.id,
              resourceId: source.resource.id,
              questionId: planted.question_id,
              kind: planted.kind,
              answerResult: planted.answerResult,
              result: planted.result,
              totalScore: planted.percent / 20,
              percentScore: planted.percent,
              serverScored: planted.kind !== 'speech' && planted.kind !== 'free',
              payloadHash: createHash('sha256').update(seed).digest('hex'),
              createdAt: new Date(runStart.getTime() + (position + 1) * 45_000),
            };
          }),
        );
        planted += count;
      });
      given += count;
    }
  }
  return planted;
}
