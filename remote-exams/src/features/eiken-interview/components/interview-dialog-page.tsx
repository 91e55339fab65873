import { useQuery } from '@tanstack/react-query';
import { numberParam, useSearchParams, withQuery } from 'shared-ui/router';
import { combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { getInterviewLogs, INTERVIEW_ANSWER_PATH } from '../api/get-interview-logs';
import { INTERVIEW_PATHS } from '../eiken-interview-paths';
import { EIKEN_INTERVIEW_NS } from '../eiken-interview-texts';
import { InterviewCardPanel } from './interview-card-panel';

/**
 * /eiken/interview/dialog?resource_id=: the card (passage and picture) and the interview played by
 * the engine: silent reading, the passage read aloud (scored as a sentence reading), then each
 * question in the examiner's voice and the student's spoken reply (scored as a free reply against
 * the model answers). Every take is posted to /v3/eiken-interview/submit-exercise-log.
 */
export function InterviewDialogPage() {
  const { t } = useTranslation(EIKEN_INTERVIEW_NS);
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const from = params.get('from') === 'again' ? 'again' : undefined;
  const engine = useExerciseEngine();
  const settleOutbox = engine.data?.settleOutbox;
  const run = useQuery({
    queryKey: ['eiken-interview-run', resourceId, from],
    enabled: resourceId !== undefined && settleOutbox !== undefined,
    queryFn: async ({ signal }) => {
      await settleOutbox?.();
      return getInterviewLogs(resourceId ?? 0, { run: 'open' }, signal);
    },
    gcTime: 0,
  });
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <div data-testid="practice-page">
      <QueryState query={combineQueries(engine, run)}>
        {([{ PracticeScreen }, set]) => (
          <>
            <PracticeScreen
              info={set}
              record={set.answer_record}
              mode="practice"
              module="eiken"
              target={{ path: INTERVIEW_ANSWER_PATH, fields: { resource_id: set.resource_id }, completion: { path: INTERVIEW_ANSWER_PATH, fields: { resource_id: set.resource_id } } }}
              title={set.card.title}
              from={from}
              completedBefore={set.completed_before === 1}
              lastResultHref={withQuery(INTERVIEW_PATHS.result, { resource_id: set.resource_id, from: 'last' })}
              resultHref={(attempt) => withQuery(INTERVIEW_PATHS.result, { resource_id: set.resource_id, guid: attempt })}
              backHref={INTERVIEW_PATHS.index}
              collection={false}
            />
            {/* The card stays in view below the player: the questions ask about its passage and picture. */}
            <InterviewCardPanel card={set.card} />
          </>
        )}
      </QueryState>
    </div>
  );
}
