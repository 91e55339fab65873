import { Link, numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useClassList } from '../../eiken-practice/api/get-class-list';
import { isTokyoTask, TOKYO_PATHS, TOKYO_TASKS } from '../tokyo-paths';
import { TOKYO_NS } from '../tokyo-texts';
import { TokyoSetList } from './tokyo-set-list';
import { TokyoSetPlayer } from './tokyo-set-player';
import { styles } from './tokyo-styles';

/**
 * /tokyo/training?dir_id=[&resource_id=]: training by task. Without resource_id: the four tasks as
 * tabs, what the chosen task asks of the student, and its sets with progress. With resource_id:
 * the set played by the engine (answers to /eiken-toeic/submit-exercise-log), ending on
 * /tokyo/training/result.
 */
export function TokyoTrainingPage() {
  const { t } = useTranslation(TOKYO_NS);
  const [params] = useSearchParams();
  const dirId = numberParam(params, 'dir_id');
  const resourceId = numberParam(params, 'resource_id');
  const back = <Link to={TOKYO_PATHS.index}>{t('backToHub')}</Link>;
  if (resourceId) {
    const list = withQuery(TOKYO_PATHS.training, { dir_id: dirId });
    return (
      <TokyoSetPlayer
        key={`${resourceId}-${params.get('from') ?? ''}-${params.get('mode') ?? ''}`}
        resourceId={resourceId}
        kinds={TOKYO_TASKS}
        from={params.get('from') === 'again' ? 'again' : undefined}
        mode={params.get('mode') === 'test' ? 'test' : 'practice'}
        resultHref={(set, attempt) =>
          withQuery(TOKYO_PATHS.trainingResult, { dir_id: set.directory_id ?? dirId, resource_id: set.resource_id, ...(attempt ? { guid: attempt } : { from: 'last' }), mode: params.get('mode') === 'test' ? 'test' : undefined })
        }
        backHref={dirId ? list : TOKYO_PATHS.index}
      />
    );
  }
  if (!dirId) return <StatusBlock tone="error" title={t('missing')} action={back} />;
  return <TrainingList dirId={dirId} />;
}

function TrainingList({ dirId }: { dirId: number }) {
  const { t } = useTranslation(TOKYO_NS);
  const navigate = useNavigate();
  const classes = useClassList('tokyo');
  return (
    <QueryState query={classes}>
      {({ list }) => {
        const tasks = list.filter((entry) => isTokyoTask(entry.kind)).sort((a, b) => a.kind.localeCompare(b.kind));
        const task = tasks.find((entry) => entry.class_id === dirId);
        if (!task) return <StatusBlock tone="error" title={t('notThisTask')} action={<Link to={TOKYO_PATHS.index}>{t('backToHub')}</Link>} testId="wrong-task" />;
        return (
          <Page title={t('trainingTitle')} lead={t('trainingLead')} onBack={() => void navigate(TOKYO_PATHS.index)} actions={<Link to={TOKYO_PATHS.help}>{t('helpLink')}</Link>} testId="tokyo-training">
            <nav className={styles.tabs} aria-label={t('tasks')}>
              {tasks.map((entry) => (
                <Link
                  key={entry.class_id}
                  className={styles.tab}
                  to={withQuery(TOKYO_PATHS.training, { dir_id: entry.class_id })}
                  aria-current={entry.class_id === task.class_id ? 'page' : undefined}
                  replace
                  data-testid="task-tab"
                >
                  <span>{t(`taskName_${entry.kind}`)}</span>
                  <span className={styles.small}>{t('progress', { done: entry.completed_count, total: entry.resource_count })}</span>
                </Link>
              ))}
            </nav>
            <div className={styles.notice} data-testid="task-about">
              <h2 className={styles.noticeTitle}>{task.title}</h2>
              <p>{task.description}</p>
              <p className={styles.muted}>{t(`taskHow_${task.kind}`)}</p>
            </div>
            <TokyoSetList
              dirId={task.class_id}
              playHref={(resource, query) => withQuery(TOKYO_PATHS.training, { dir_id: task.class_id, resource_id: resource.resource_id, ...query })}
              resultHref={(resource) => withQuery(TOKYO_PATHS.trainingResult, { dir_id: task.class_id, resource_id: resource.resource_id, from: 'last' })}
            />
          </Page>
        );
      }}
    </QueryState>
  );
}
