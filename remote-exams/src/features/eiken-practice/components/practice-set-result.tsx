import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Link, useNavigate } from 'shared-ui/router';
import { Button, combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import type { RunChoice } from '../api/get-exercise-logs';
import { EIKEN_PRACTICE_NS } from '../eiken-practice-texts';
import type { PracticeSetLogs } from './practice-set-player';

type Props<Logs extends PracticeSetLogs, Key extends QueryKey> = {
  resourceId: number;
  /** The run to show (else the last completed one). */
  guid: string | undefined;
  /** The set's logs call as query options, for a run choice. */
  logsQuery: (resourceId: number, choice: RunChoice) => UseQueryOptions<Logs, Error, Logs, Key>;
  backHref: string;
  againHref: string;
  nextHref: (nextResourceId: number) => string;
  /** Refuses a set of another test (a wrong id in the address) with this message. */
  refuse?: (set: Logs) => string | undefined;
};

/**
 * The engine's result view of a run of an exam family's practice set (for spoken items their
 * scores, the recognised text and the model answer), with the way back, another try and the next set.
 */
export function PracticeSetResult<Logs extends PracticeSetLogs, Key extends QueryKey>({ resourceId, guid, logsQuery, backHref, againHref, nextHref, refuse }: Props<Logs, Key>) {
  const { t } = useTranslation(EIKEN_PRACTICE_NS);
  const navigate = useNavigate();
  const engine = useExerciseEngine();
  const set = useQuery(logsQuery(resourceId, { run: 'open' }));
  return (
    <div data-testid="result-page">
      <QueryState query={combineQueries(engine, set)}>
        {([{ ResultScreen }, info]) => {
          const refused = refuse?.(info);
          if (refused) return <StatusBlock tone="error" title={refused} action={<Link to={backHref}>{t('backToList')}</Link>} testId="wrong-set" />;
          return (
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
          );
        }}
      </QueryState>
    </div>
  );
}
