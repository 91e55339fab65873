// Textbook and skill-up practice share these pages: the practice run of one resource
// (/textbook/details, /skillup/details, the named routes) and its result screen.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams, numberParam, withQuery, type QueryValues as Query } from 'shared-ui/router';
import { Button, QueryState, useTranslation } from 'shared-ui';
import { isExerciseMode, showTryAgain, type ArrivedFrom, type ExerciseMode } from '../../engine/modes/mode-rules';
import { PracticeScreen } from '../../practice/components/practice-screen';
import { MissingTarget } from '../../practice/components/missing-target';
import { ResultScreen } from '../../practice/components/result-screen';
import { settleOutbox } from '../../practice/hooks/settle-outbox';
import { answerResultQuery, getAnswerResult } from '../api/get-answer-result';
import { getNextResourceInfo, nextResourceInfoQuery } from '../api/get-next-resource-info';

export type ResourceFlow = {
  module: 'textbook' | 'skillup';
  detailsPath: string;
  resultPath: string;
  /** The list to go back to, from the page's query. */
  backHref: (params: URLSearchParams) => string;
  /** Query kept from page to page (unit_id, skill-up type). */
  keep: (params: URLSearchParams) => Query;
};

const arrivedFrom = (params: URLSearchParams): ArrivedFrom => {
  const from = params.get('from');
  return from === 'again' || from === 'last' || from === 'list' ? from : undefined;
};

/** Practice (default), or another mode the page was opened in (?mode=test for an exam run). */
const modeOf = (params: URLSearchParams): ExerciseMode => {
  const mode = params.get('mode');
  return isExerciseMode(mode) && mode !== 'homework' ? mode : 'practice';
};

export function ResourcePracticePage({ flow }: { flow: ResourceFlow }) {
  const { t } = useTranslation('exercises');
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const from = arrivedFrom(params);
  const mode = modeOf(params);
  // Waiting answers go out first, so the open run is read after the last one given; read afresh
  // on every visit (gcTime 0), as the run decides where the practice resumes.
  const run = useQuery({
    queryKey: ['textbook-practice-run', resourceId, from, mode],
    enabled: resourceId !== undefined,
    queryFn: async ({ signal }) => {
      if (!resourceId) throw new Error('resource_id');
      await settleOutbox();
      const [info, last] = await Promise.all([getNextResourceInfo(resourceId, signal), getAnswerResult(resourceId, undefined, signal)]);
      return { info, completedBefore: last?.is_completed === 1 };
    },
    gcTime: 0,
  });
  if (!resourceId) return <MissingTarget />;
  return (
    <div data-testid="practice-page">
      <QueryState query={run}>
        {({ info, completedBefore }) => (
          <PracticeScreen
            key={`${info.resource_id}|${from}|${mode}`}
            info={info}
            record={info.answer_record}
            mode={mode}
            module={flow.module}
            target={{
              path: '/textbook/answer-record',
              fields: { resource_id: info.resource_id },
              completion: { path: '/textbook/answer-record', fields: { resource_id: info.resource_id } },
            }}
            title={mode === 'test' ? `${info.title}（${t('textbook.testMode')}）` : info.title}
            from={from}
            completedBefore={completedBefore}
            lastResultHref={withQuery(flow.resultPath, { resource_id: info.resource_id, from: 'last', ...flow.keep(params) })}
            resultHref={(attempt) => withQuery(flow.resultPath, { resource_id: info.resource_id, guid: attempt, mode: mode === 'practice' ? undefined : mode, ...flow.keep(params) })}
            backHref={flow.backHref(params)}
            collection
          />
        )}
      </QueryState>
    </div>
  );
}

export function ResourceResultPage({ flow }: { flow: ResourceFlow }) {
  const { t } = useTranslation('exercises');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const guid = params.get('guid') ?? undefined;
  const from = arrivedFrom(params);
  const mode = modeOf(params);
  const resource = useQuery({ ...nextResourceInfoQuery(resourceId ?? 0), enabled: resourceId !== undefined });
  const back = flow.backHref(params);
  if (!resourceId) return <MissingTarget />;
  return (
    <div data-testid="result-page">
      <QueryState query={resource}>
        {(info) => (
          <ResultScreen
            info={info}
            attempt={guid}
            recordQuery={answerResultQuery(info.resource_id, guid)}
            title={`${info.title} — ${t('result.title')}`}
            backHref={back}
            onBack={() => void navigate(back)}
            actions={() => (
              <>
                <Button variant="secondary" onClick={() => void navigate(back)}>
                  {t('result.backToList')}
                </Button>
                {showTryAgain({ mode, from }) ? (
                  <Button onClick={() => void navigate(withQuery(flow.detailsPath, { resource_id: info.resource_id, from: 'again', mode: mode === 'practice' ? undefined : mode, ...flow.keep(params) }), { replace: true })} data-testid="try-again">
                    {t('result.tryAgain')}
                  </Button>
                ) : null}
                {info.next_resource ? (
                  <Button
                    variant="secondary"
                    onClick={() => void navigate(withQuery(info.next_resource!.type === 'grammar_index' ? '/textbook/grammarExample' : flow.detailsPath, { resource_id: info.next_resource!.resource_id, ...flow.keep(params) }))}
                    data-testid="next-resource"
                  >
                    {t('result.next')}
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
