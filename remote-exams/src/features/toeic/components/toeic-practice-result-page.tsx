import { useQuery } from '@tanstack/react-query';
import { Link, numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { exerciseLogsQuery } from '../../eiken-practice/api/get-exercise-logs';
import { TOEIC_PATHS } from '../toeic-paths';
import { TOEIC_NS } from '../toeic-texts';

/**
 * /toeic/practice/result?resource_id=&directory_id=|class_id=&guid=|from=last: the engine's result
 * view of a run of a TOEIC part set or business unit, the way back, another try and the next set.
 */
export function ToeicPracticeResultPage() {
  const { t } = useTranslation(TOEIC_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const source = { directory_id: numberParam(params, 'directory_id'), class_id: numberParam(params, 'class_id') };
  const guid = params.get('guid') ?? undefined;
  const mode = params.get('mode') === 'test' ? 'test' : undefined;
  const engine = useExerciseEngine();
  const set = useQuery({ ...exerciseLogsQuery(resourceId ?? 0, { run: 'open' }), enabled: resourceId !== undefined });
  const back = withQuery(TOEIC_PATHS.practice, source);
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} action={<Link to={TOEIC_PATHS.index}>{t('backToHub')}</Link>} />;
  return (
    <div data-testid="result-page">
      <QueryState query={combineQueries(engine, set)}>
        {([{ ResultScreen }, info]) => (
          <ResultScreen
            info={info}
            attempt={guid}
            recordQuery={{ ...exerciseLogsQuery(info.resource_id, guid ? { guid } : { run: 'last' }), select: (logs) => logs.answer_record }}
            title={`${info.title} — ${t('result')}`}
            backHref={back}
            onBack={() => void navigate(back)}
            actions={() => (
              <>
                <Button variant="secondary" onClick={() => void navigate(back)}>
                  {t('backToList')}
                </Button>
                <Button onClick={() => void navigate(withQuery(TOEIC_PATHS.practice, { ...source, resource_id: info.resource_id, from: 'again', mode }), { replace: true })} data-testid="try-again">
                  {t('tryAgain')}
                </Button>
                {info.next_resource ? (
                  <Button variant="secondary" onClick={() => void navigate(withQuery(TOEIC_PATHS.practice, { ...source, resource_id: info.next_resource!.resource_id }))} data-testid="next-resource">
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
