import type { ComponentProps } from 'react';
import { QueryState, useTranslation } from 'shared-ui';
import { useClassList } from '../../eiken-practice/api/get-class-list';
import { getExerciseLogs, type EikenExerciseLogs } from '../../eiken-practice/api/get-exercise-logs';
import { EIKEN_ANSWER_PATH } from '../../eiken-practice/components/eiken-practice-detail-page';
import { PracticeSetPlayer } from '../../eiken-practice/components/practice-set-player';
import { TOKYO_NS } from '../tokyo-texts';

type Props = Omit<ComponentProps<typeof PracticeSetPlayer<EikenExerciseLogs>>, 'load' | 'answerPath' | 'refuse'> & {
  /** The directory kinds whose sets this page plays (the tasks, unit, listening). */
  kinds: readonly string[];
};

/**
 * One Tokyo set, logged through the Eiken practice calls (/eiken-toeic/get-exercise-logs and
 * submit-exercise-log): the spoken items are recorded and scored by the speech server inside the
 * engine's players. A set that is not one of this page's Tokyo directories (a wrong id in the
 * address) is refused.
 */
export function TokyoSetPlayer({ kinds, ...props }: Props) {
  const { t } = useTranslation(TOKYO_NS);
  const classes = useClassList('tokyo');
  return (
    <QueryState query={classes}>
      {({ list }) => (
        <PracticeSetPlayer<EikenExerciseLogs>
          {...props}
          load={(choice, signal) => getExerciseLogs(props.resourceId, choice, signal)}
          answerPath={EIKEN_ANSWER_PATH}
          refuse={(set) => {
            const directory = list.find((entry) => entry.class_id === set.directory_id);
            return directory && kinds.includes(directory.kind) ? undefined : t('notThisSet');
          }}
        />
      )}
    </QueryState>
  );
}
