import { useQuery } from '@tanstack/react-query';
import { Link } from 'shared-ui/router';
import { combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { useClassList } from '../../eiken-practice/api/get-class-list';
import { getExerciseLogs, type EikenExerciseLogs } from '../../eiken-practice/api/get-exercise-logs';
import { EIKEN_ANSWER_PATH } from '../../eiken-practice/components/eiken-practice-detail-page';
import { TOKYO_NS } from '../tokyo-texts';

type Props = {
  resourceId: number;
  /** The directory kinds whose sets this page plays (the tasks, unit, listening). */
  kinds: readonly string[];
  /** Start again rather than resume (from=again), and practice or a test run of the set. */
  from: 'again' | undefined;
  mode: 'practice' | 'test';
  resultHref: (set: EikenExerciseLogs, attempt: string | undefined) => string;
  backHref: string;
};

/**
 * One Tokyo set played by the engine's PracticeScreen, logged through the Eiken practice calls
 * (/eiken-toeic/get-exercise-logs and submit-exercise-log, as eiken-practice does): the spoken
 * items are recorded and scored by the speech server inside the engine's players. The open run
 * is resumed (after the answers still in the outbox went out) unless the student starts again.
 * A set that is not one of this page's Tokyo directories (a wrong id in the address) is refused.
 */
export function TokyoSetPlayer({ resourceId, kinds, from, mode, resultHref, backHref }: Props) {
  const { t } = useTranslation(TOKYO_NS);
  const engine = useExerciseEngine();
  const classes = useClassList('tokyo');
  const settleOutbox = engine.data?.settleOutbox;
  const run = useQuery({
    queryKey: ['tokyo-practice-run', resourceId, from, mode],
    enabled: settleOutbox !== undefined,
    queryFn: async ({ signal }) => {
      await settleOutbox?.();
      return getExerciseLogs(resourceId, { run: 'open' }, signal);
    },
    gcTime: 0,
  });
  return (
    <div data-testid="practice-page">
      <QueryState query={combineQueries(engine, classes, run)}>
        {([{ PracticeScreen }, { list }, set]) => {
          const directory = list.find((entry) => entry.class_id === set.directory_id);
          if (!directory || !kinds.includes(directory.kind)) {
            return <StatusBlock tone="error" title={t('notThisSet')} action={<Link to={backHref}>{t('backToList')}</Link>} testId="wrong-set" />;
          }
          return (
            <PracticeScreen
              info={set}
              record={set.answer_record}
              mode={mode}
              module="eiken"
              target={{ path: EIKEN_ANSWER_PATH, fields: { resource_id: set.resource_id }, completion: { path: EIKEN_ANSWER_PATH, fields: { resource_id: set.resource_id } } }}
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
