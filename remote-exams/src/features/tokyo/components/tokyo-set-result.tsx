import type { ComponentProps } from 'react';
import { QueryState, useTranslation } from 'shared-ui';
import { useClassList } from '../../eiken-practice/api/get-class-list';
import { exerciseLogsQuery, type EikenExerciseLogs } from '../../eiken-practice/api/get-exercise-logs';
import { PracticeSetResult } from '../../eiken-practice/components/practice-set-result';
import { TOKYO_NS } from '../tokyo-texts';

type Props = Omit<ComponentProps<typeof PracticeSetResult<EikenExerciseLogs, ReturnType<typeof exerciseLogsQuery>['queryKey']>>, 'logsQuery' | 'refuse'> & {
  /** The directory kinds whose sets this page shows. */
  kinds: readonly string[];
};

/**
 * The result of a run of a Tokyo set: for each spoken item its score with accuracy, fluency and
 * integrity, the recognised text and the model answer (listening items: the answer, the right one
 * and the explanation). A set outside this page's Tokyo directories is refused.
 */
export function TokyoSetResult({ kinds, ...props }: Props) {
  const { t } = useTranslation(TOKYO_NS);
  const classes = useClassList('tokyo');
  return (
    <QueryState query={classes}>
      {({ list }) => (
        <PracticeSetResult
          {...props}
          logsQuery={exerciseLogsQuery}
          refuse={(set) => {
            const directory = list.find((entry) => entry.class_id === set.directory_id);
            return directory && kinds.includes(directory.kind) ? undefined : t('notThisSet');
          }}
        />
      )}
    </QueryState>
  );
}
