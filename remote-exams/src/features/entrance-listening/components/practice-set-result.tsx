import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate } from 'shared-ui/router';
import { Button, combineQueries, QueryState, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import type { RunChoice } from '../../eiken-practice/api/get-exercise-logs';
import type { RegionSetLogs } from '../api/get-region-logs';
import { ENTRANCE_NS } from '../entrance-texts';

type Props<Logs extends RegionSetLogs, Key extends QueryKey> = {
  resourceId: number;
  /** The run to show (else the last completed one). */
  guid: string | undefined;
  /** The set's logs call as query options, for a run choice. */
  logsQuery: (resourceId: number, choice: RunChoice) => UseQueryOptions<Logs, Error, Logs, Key>;
  backHref: string;
  againHref: string;
  nextHref: (nextResourceId: number) => string;
};

/** The engine's result view of a run of an entrance listening set, with the way back, another try and the next set. */
export function PracticeSetResult<Logs extends RegionSetLogs, Key extends QueryKey>({ resourceId, guid, logsQuery, backHref, againHref, nextHref }: Props<Logs, Key>) {
  const { t } = useTranslation(ENTRANCE_NS);
  const navigate = useNavigate();
  const engine = useExerciseEngine();
  const set = useQuery(logsQuery(resourceId, { run: 'open' }));
  return (
    <div data-testid="result-page">
      <QueryState query={combineQueries(engine, set)}>
        {([{ ResultScreen }, info]) => (
          <ResultScreen
            info={info}
            attempt={guid}
            recordQuery={{ ...logsQuery(info.resource_id, guid ? { guid } : { run: 'last' }), select: (logs: Logs) => logs.answer_record }}
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
        )}
      </QueryState>
    </div>
  );
}
