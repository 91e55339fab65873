import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'shared-ui/router';
import { Button, combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { useClassList } from '../../eiken-practice/api/get-class-list';
import { exerciseLogsQuery } from '../../eiken-practice/api/get-exercise-logs';
import { TOKYO_NS } from '../tokyo-texts';

type Props = {
  resourceId: number;
  /** The run to show (else the last completed one). */
  guid: string | undefined;
  /** The directory kinds whose sets this page shows. */
  kinds: readonly string[];
  backHref: string;
  againHref: string;
  /** The next set of the same directory, when there is one. */
  nextHref: (nextResourceId: number) => string;
};

/**
 * The engine's result view of a run of a Tokyo set: for each spoken item its score with accuracy,
 * fluency and integrity, the recognised text and the model answer (listening items: the answer,
 * the right one and the explanation); the way back, another try and the next set.
 */
export function TokyoSetResult({ resourceId, guid, kinds, backHref, againHref, nextHref }: Props) {
  const { t } = useTranslation(TOKYO_NS);
  const navigate = useNavigate();
  const engine = useExerciseEngine();
  const classes = useClassList('tokyo');
  const set = useQuery(exerciseLogsQuery(resourceId, { run: 'open' }));
  return (
    <div data-testid="result-page">
      <QueryState query={combineQueries(engine, classes, set)}>
        {([{ ResultScreen }, { list }, info]) => {
          const directory = list.find((entry) => entry.class_id === info.directory_id);
          if (!directory || !kinds.includes(directory.kind)) {
            return <StatusBlock tone="error" title={t('notThisSet')} action={<Link to={backHref}>{t('backToList')}</Link>} testId="wrong-set" />;
          }
          return (
            <ResultScreen
              info={info}
              attempt={guid}
              recordQuery={{ ...exerciseLogsQuery(info.resource_id, guid ? { guid } : { run: 'last' }), select: (logs) => logs.answer_record }}
              title={`${info.title} — ${t('result')}`}
              backHref={backHref}
              onBack={() => void navigate(backHref)}
              actions={() => (
                <>
                  <Button variant="secondary" onClick={() => void navigate(backHref)}>
                    {t('backToList')}
                  </Button>
                  <Button onClick={() => void navigate(againHref, { replace: true })} data-testid="try-again">
                    {t('tryAgain')}
                  </Button>
                  {info.next_resource ? (
                    <Button variant="secondary" onClick={() => void navigate(nextHref(info.next_resource!.resource_id))} data-testid="next-resource">
                      {t('next')}
                    </Button>
                  ) : null}
                </>
              )}
            />
          );
        }}
      </QueryState>
    </div>
  );
}
