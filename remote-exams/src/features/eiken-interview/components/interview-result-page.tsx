import { useQuery } from '@tanstack/react-query';
import { numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { interviewLogsQuery } from '../api/get-interview-logs';
import { INTERVIEW_PATHS } from '../eiken-interview-paths';
import { EIKEN_INTERVIEW_NS } from '../eiken-interview-texts';
import { InterviewCardPanel } from './interview-card-panel';

/**
 * /eiken/interview/dialog/result?resource_id=&guid=: the card and the engine's result per question
 * (the student's recording, the recognised text, the score, and the model answers with Japanese)
 * of the run `guid`, or of the last completed run.
 */
export function InterviewResultPage() {
  const { t } = useTranslation(EIKEN_INTERVIEW_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const guid = params.get('guid') ?? undefined;
  const engine = useExerciseEngine();
  const set = useQuery({ ...interviewLogsQuery(resourceId ?? 0, { run: 'open' }), enabled: resourceId !== undefined });
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <div data-testid="result-page">
      <QueryState query={combineQueries(engine, set)}>
        {([{ ResultScreen }, info]) => (
          <>
            <ResultScreen
              info={info}
              attempt={guid}
              recordQuery={{ ...interviewLogsQuery(info.resource_id, guid ? { guid } : { run: 'last' }), select: (logs) => logs.answer_record }}
              title={`${info.card.title} — ${t('result')}`}
              backHref={INTERVIEW_PATHS.index}
              onBack={() => void navigate(INTERVIEW_PATHS.index)}
              actions={() => (
                <>
                  <Button variant="secondary" onClick={() => void navigate(INTERVIEW_PATHS.index)}>
                    {t('backToList')}
                  </Button>
                  <Button onClick={() => void navigate(withQuery(INTERVIEW_PATHS.dialog, { resource_id: info.resource_id, from: 'again' }), { replace: true })} data-testid="try-again">
                    {t('tryAgain')}
                  </Button>
                </>
              )}
            />
            <InterviewCardPanel card={info.card} />
          </>
        )}
      </QueryState>
    </div>
  );
}
