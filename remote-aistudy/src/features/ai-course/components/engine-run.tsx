import { useQuery } from '@tanstack/react-query';
import { combineQueries, QueryState } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { getResourceRun, RESOURCE_ANSWER_PATH } from '../api/get-resource-run';

type Props = {
  /** The exercise resource to play (a step's, the course test's, a recommended one). */
  resourceId: number;
  mode: 'practice' | 'test';
  /** The screen's title; the resource's own title when absent. */
  title?: (resourceTitle: string) => string;
  /** Start a new run rather than resume the open one. */
  from: 'again' | undefined;
  completedBefore: boolean;
  lastResultHref?: string;
  /** Where the finished run goes: the page that submits it to the AI course and shows its result. */
  resultHref: (guid: string) => string;
  backHref: string;
  testId: string;
};

/**
 * One run of an exercise resource in remote-exercises' engine (loaded at run time), as
 * remote-exams plays its sets: the answers still in the engine's outbox go out first, then the
 * open run is read afresh (gcTime 0) and resumed unless the student starts again.
 */
export function EngineRun({ resourceId, mode, title, from, completedBefore, lastResultHref, resultHref, backHref, testId }: Props) {
  const engine = useExerciseEngine();
  const settleOutbox = engine.data?.settleOutbox;
  const run = useQuery({
    queryKey: ['aistudy-engine-run', resourceId, from, mode],
    enabled: settleOutbox !== undefined,
    queryFn: async ({ signal }) => {
      await settleOutbox?.();
      return getResourceRun(resourceId, signal);
    },
    gcTime: 0,
  });
  return (
    <div data-testid={testId}>
      <QueryState query={combineQueries(engine, run)}>
        {([{ PracticeScreen }, resource]) => (
          <PracticeScreen
            key={`${resource.resource_id}|${from}|${mode}`}
            info={resource}
            record={resource.answer_record}
            mode={mode}
            module="aicourse"
            target={{ path: RESOURCE_ANSWER_PATH, fields: { resource_id: resource.resource_id }, completion: { path: RESOURCE_ANSWER_PATH, fields: { resource_id: resource.resource_id } } }}
            title={title ? title(resource.title) : resource.title}
            from={from}
            completedBefore={completedBefore}
            lastResultHref={lastResultHref}
            resultHref={resultHref}
            backHref={backHref}
            collection
          />
        )}
      </QueryState>
    </div>
  );
}
