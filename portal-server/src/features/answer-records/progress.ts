// A student's free-practice progress on lists of resources (textbook units, skill-up lists, Eiken
// practice directories): which resources a list holds, which the student completed, and per
// resource the runs completed, best and last score and the run to resume.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { answers, practiceRuns } from '../../db/tables/answers';
import { resources } from '../../db/tables/resources';
import { nextResourceInGroup, resourceInfo, type ResourceRow } from '../resources/service';
import { buildRecord } from './record';
import { displayItems, findOpenRun, findResultRun, type PracticeScope } from './runs';

export type ResourceStatus = 'not_started' | 'in_progress' | 'completed';

/** Resources of the groups, in order. */
export async function resourcesOfGroups(db: Database, groupKeys: string[]): Promise<ResourceRow[]> {
  if (groupKeys.length === 0) return [];
  return db.select().from(resources).where(inArray(resources.groupKey, groupKeys)).orderBy(asc(resources.groupKey), asc(resources.position), asc(resources.id));
}

/** Ids of the resources the student has completed at least once in free practice. */
export async function completedResourceIds(db: Database, studentId: number, resourceIds: number[]): Promise<Set<number>> {
  if (resourceIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ resourceId: practiceRuns.resourceId })
    .from(practiceRuns)
    .where(and(eq(practiceRuns.studentId, studentId), isNull(practiceRuns.topicId), eq(practiceRuns.isCompleted, true), inArray(practiceRuns.resourceId, resourceIds)));
  return new Set(rows.map((row) => row.resourceId));
}

/**
 * Per resource, the student's free-practice progress: runs completed, best and last score
 * (mean of the run's latest answer per item, unanswered items 0), the unfinished run to resume.
 */
async function progressOf(db: Database, studentId: number, rows: ResourceRow[]) {
  const ids = rows.map((row) => row.id);
  const runs = ids.length
    ? await db
        .select()
        .from(practiceRuns)
        .where(and(eq(practiceRuns.studentId, studentId), isNull(practiceRuns.topicId), inArray(practiceRuns.resourceId, ids)))
        .orderBy(asc(practiceRuns.id))
    : [];
  const completedRunIds = runs.filter((run) => run.isCompleted).map((run) => run.id);
  const latest = completedRunIds.length
    ? await db
        .selectDistinctOn([answers.runId, answers.questionId], { runId: answers.runId, questionId: answers.questionId, percent: answers.percentScore })
        .from(answers)
        .where(inArray(answers.runId, completedRunIds))
        .orderBy(answers.runId, answers.questionId, desc(answers.id))
    : [];
  const percentByRun = new Map<number, Map<string, number>>();
  for (const row of latest) {
    const map = percentByRun.get(row.runId) ?? new Map<string, number>();
    map.set(row.questionId, row.percent);
    percentByRun.set(row.runId, map);
  }
  return new Map(
    rows.map((row) => {
      const itemIds = displayItems(row).map((item) => item.question_id);
      const mine = runs.filter((run) => run.resourceId === row.id);
      const completed = mine.filter((run) => run.isCompleted);
      const open = mine.find((run) => !run.isCompleted && run.openKey !== null);
      const scoreOf = (runId: number) => {
        const percents = percentByRun.get(runId) ?? new Map<string, number>();
        const keys = itemIds.length > 0 ? itemIds : [...percents.keys()];
        return keys.length === 0 ? 0 : Math.round(keys.reduce((sum, id) => sum + (percents.get(id) ?? 0), 0) / keys.length);
      };
      const scores = completed.map((run) => scoreOf(run.id));
      const status: ResourceStatus = completed.length > 0 ? 'completed' : open ? 'in_progress' : 'not_started';
      return [
        row.id,
        {
          status,
          completed_times: completed.length,
          best_score: scores.length ? Math.max(...scores) : 0,
          last_score: scores.at(-1) ?? 0,
          last_guid: completed.at(-1)?.guid ?? '',
          open_guid: open?.guid ?? '',
          current_index: open?.currentIndex ?? 0,
          item_count: itemIds.length,
        },
      ] as const;
    }),
  );
}

/** The resources with the student's progress on each, in the order given. */
export async function resourceSummaries(db: Database, studentId: number, rows: ResourceRow[]) {
  const progress = await progressOf(db, studentId, rows);
  return rows.map((row) => ({ ...resourceInfo(row), ...progress.get(row.id)! }));
}

export type RunChoice = { run: 'open' } | { run: 'last' } | { guid: string };

/**
 * What a free-practice set's player and result screens read (Eiken directories, CEFR units): the
 * set's info, whether the student ever completed it, the next set of its group, and the record
 * of one run: the open one (to resume; an empty record without guid when there is none), the
 * last completed one, or a run by guid.
 */
export async function practiceSetLogs(db: Database, studentId: number, scope: PracticeScope & { kind: 'practice' }, choice: RunChoice) {
  const run = 'guid' in choice ? await findResultRun(db, studentId, scope, choice.guid) : choice.run === 'last' ? await findResultRun(db, studentId, scope) : await findOpenRun(db, studentId, scope);
  const [next, completed] = await Promise.all([nextResourceInGroup(db, scope.resource), completedResourceIds(db, studentId, [scope.resource.id])]);
  return {
    ...resourceInfo(scope.resource),
    completed_before: completed.has(scope.resource.id) ? (1 as const) : (0 as const),
    next_resource: next ? resourceInfo(next) : null,
    answer_record: await buildRecord(db, studentId, scope, run, { detail: 'guid' in choice || choice.run === 'last' }),
  };
}
