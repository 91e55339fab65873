import { Link, numberParam, useSearchParams, withQuery } from 'shared-ui/router';
import { StatusBlock, useTranslation } from 'shared-ui';
import { TOKYO_PATHS, TOKYO_TASKS } from '../tokyo-paths';
import { TOKYO_NS } from '../tokyo-texts';
import { TokyoSetResult } from './tokyo-set-result';

/** Which of the three groups of sets a result page belongs to: its pages and the directory kinds it shows. */
type ResultGroup = { kinds: readonly string[]; list: string; play: string };

const GROUPS = {
  training: { kinds: TOKYO_TASKS, list: TOKYO_PATHS.training, play: TOKYO_PATHS.training },
  practice: { kinds: ['unit'], list: TOKYO_PATHS.practice, play: TOKYO_PATHS.practice },
  listening: { kinds: ['listening'], list: TOKYO_PATHS.listening, play: TOKYO_PATHS.listeningPractice },
} satisfies Record<string, ResultGroup>;

/**
 * A result page of a Tokyo set (?resource_id=&dir_id=&guid= or from=last): the engine's result
 * view, back to the set's list, another try, the next set of the directory.
 */
function TokyoResultPage({ group }: { group: ResultGroup }) {
  const { t } = useTranslation(TOKYO_NS);
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const dirId = numberParam(params, 'dir_id');
  const mode = params.get('mode') === 'test' ? 'test' : undefined;
  // The training and unit lists need dir_id; the listening list opens without one.
  const back = dirId ? withQuery(group.list, { dir_id: dirId }) : group.list === TOKYO_PATHS.listening ? group.list : TOKYO_PATHS.index;
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} action={<Link to={TOKYO_PATHS.index}>{t('backToHub')}</Link>} />;
  return (
    <TokyoSetResult
      key={`${resourceId}-${params.get('guid') ?? ''}`}
      resourceId={resourceId}
      guid={params.get('guid') ?? undefined}
      kinds={group.kinds}
      backHref={back}
      againHref={withQuery(group.play, { dir_id: dirId, resource_id: resourceId, from: 'again', mode })}
      nextHref={(next) => withQuery(group.play, { dir_id: dirId, resource_id: next })}
    />
  );
}

/** /tokyo/training/result: the result of a run of a task's set. */
export const TokyoTrainingResultPage = () => <TokyoResultPage group={GROUPS.training} />;

/** /tokyo/practice/result: the result of a run of a unit's set. */
export const TokyoPracticeResultPage = () => <TokyoResultPage group={GROUPS.practice} />;

/** /tokyo/listening/parctice/result: the result of a run of a listening set. */
export const TokyoListeningResultPage = () => <TokyoResultPage group={GROUPS.listening} />;
