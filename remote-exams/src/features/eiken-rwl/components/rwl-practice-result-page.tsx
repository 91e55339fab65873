import { useQuery } from '@tanstack/react-query';
import { numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, Card, combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { exerciseLogsQuery } from '../../eiken-practice/api/get-exercise-logs';
import { EIKEN_RWL_PATHS } from '../eiken-rwl-paths';
import { EIKEN_RWL_NS } from '../eiken-rwl-texts';
import { NextSetList } from './next-set-list';
import styles from './eiken-rwl.module.css';

/**
 * /eiken/rwl/practice/result?resource_id=&guid=&directory_id=: the engine's result view of a run
 * (the run guid, or the last completed one), another try, and what to practise next.
 */
export function RwlPracticeResultPage() {
  const { t } = useTranslation(EIKEN_RWL_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const directoryId = numberParam(params, 'directory_id');
  const guid = params.get('guid') ?? undefined;
  const engine = useExerciseEngine();
  const set = useQuery({ ...exerciseLogsQuery(resourceId ?? 0, { run: 'open' }), enabled: resourceId !== undefined });
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <div data-testid="rwl-result-page">
      <QueryState query={combineQueries(engine, set)}>
        {([{ ResultScreen }, info]) => (
          <ResultScreen
            info={info}
            attempt={guid}
            recordQuery={{ ...exerciseLogsQuery(info.resource_id, guid ? { guid } : { run: 'last' }), select: (logs) => logs.answer_record }}
            title={`${info.title} — ${t('result')}`}
            backHref={EIKEN_RWL_PATHS.index}
            onBack={() => void navigate(EIKEN_RWL_PATHS.index)}
            actions={() => (
              <>
                <Button variant="secondary" onClick={() => void navigate(EIKEN_RWL_PATHS.index)}>
                  {t('backToList')}
                </Button>
                <Button
                  onClick={() => void navigate(withQuery(EIKEN_RWL_PATHS.practice, { resource_id: info.resource_id, directory_id: directoryId, from: 'again' }), { replace: true })}
                  data-testid="try-again"
                >
                  {t('tryAgain')}
                </Button>
              </>
            )}
          />
        )}
      </QueryState>
      <div className={styles.below}>
        <Card title={t('nextTitle')}>
          <NextSetList resourceId={resourceId} tag="practice" />
        </Card>
      </div>
    </div>
  );
}
