import { useQuery } from '@tanstack/react-query';
import { Link } from 'shared-ui/router';
import { combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import type { EikenExerciseLogs, RunChoice } from '../api/get-exercise-logs';
import { EIKEN_PRACTICE_NS } from '../eiken-practice-texts';

/** A practice set's logs as the exam families' logs calls answer them (the Eiken one adds directory_id). */
export type PracticeSetLogs = Omit<EikenExerciseLogs, 'directory_id'>;

type Props<SetLogs extends PracticeSetLogs> = {
  resourceId: number;
  /** The logs call of the set's test (the Eiken practice's, or region/logs for the high school). */
  load: (choice: RunChoice, signal: AbortSignal) => Promise<SetLogs>;
  /** Where the engine posts the answers (with resource_id). */
  answerPath: string;
  /** Start again rather than resume (from=again), and practice or a test run of the set. */
  from: 'again' | undefined;
  mode: 'practice' | 'test';
  resultHref: (set: SetLogs, attempt: string | undefined) => string;
  backHref: string;
  /** Refuses a set of another test (a wrong id in the address) with this message. */
  refuse?: (set: SetLogs) => string | undefined;
};

/**
 * One practice set of an exam family (entrance listening, Tokyo) played by the engine's
 * PracticeScreen: the open run is resumed (after the answers still in the outbox went out) unless
 * the student starts again; the recordings play as often as the set is made to.
 */
export function PracticeSetPlayer<SetLogs extends PracticeSetLogs>({ resourceId, load, answerPath, from, mode, resultHref, backHref, refuse }: Props<SetLogs>) {
  const { t } = useTranslation(EIKEN_PRACTICE_NS);
  const engine = useExerciseEngine();
  const settleOutbox = engine.data?.settleOutbox;
  const run = useQuery({
    queryKey: ['practice-set-run', answerPath, resourceId, from, mode],
    enabled: settleOutbox !== undefined,
    queryFn: async ({ signal }) => {
      await settleOutbox?.();
      return load({ run: 'open' }, signal);
    },
    gcTime: 0,
  });
  return (
    <div data-testid="practice-page">
      <QueryState query={combineQueries(engine, run)}>
        {([{ PracticeScreen }, set]) => {
          const refused = refuse?.(set);
          if (refused) return <StatusBlock tone="error" title={refused} action={<Link to={backHref}>{t('backToList')}</Link>} testId="wrong-set" />;
          return (
          <PracticeScreen
            info={set}
            record={set.answer_record}
            mode={mode}
            module="eiken"
            target={{ path: answerPath, fields: { resource_id: set.resource_id }, completion: { path: answerPath, fields: { resource_id: set.resource_id } } }}
            title={mode === 'test' ? t('testTitle', { title: set.title }) : set.title}
            from={from}
            completedBefore={set.completed_before === 1}
            lastResultHref={resultHref(set, undefined)}
            resultHref={(attempt) => resultHref(set, attempt)}
            backHref={backHref}
            collection
          />
          );
        }}
      </QueryState>
    </div>
  );
}
