import { useQuery } from '@tanstack/react-query';
import { Link } from 'shared-ui/router';
import { combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import type { RunChoice } from '../../eiken-practice/api/get-exercise-logs';
import type { RegionSetLogs } from '../api/get-region-logs';
import { ENTRANCE_NS } from '../entrance-texts';

/** A practice set's logs as both entrance tests' logs calls answer them (the Eiken one adds directory_id). */
type SetLogs = RegionSetLogs;

type Props = {
  resourceId: number;
  /** The logs call of the set's test (the Eiken practice's for the common test, region/logs for the high school). */
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
 * One entrance listening set played by the engine's PracticeScreen: the open run is resumed
 * (after the answers still in the outbox went out) unless the student starts again; the
 * recordings play as often as the set is made to (the common test's parts 1 and 2 and the
 * high-school sets twice in one file).
 */
export function PracticeSetPlayer({ resourceId, load, answerPath, from, mode, resultHref, backHref, refuse }: Props) {
  const { t } = useTranslation(ENTRANCE_NS);
  const engine = useExerciseEngine();
  const settleOutbox = engine.data?.settleOutbox;
  const run = useQuery({
    queryKey: ['entrance-practice-run', answerPath, resourceId, from, mode],
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
          if (refused) return <StatusBlock tone="error" title={refused} action={<Link to={backHref}>{t('backToList')}</Link>} />;
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
