import { useSearchParams, numberParam, withQuery, Link } from 'shared-ui/router';
import { Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { useClassList, type EikenClass } from '../../eiken-practice/api/get-class-list';
import { getExerciseLogs } from '../../eiken-practice/api/get-exercise-logs';
import { useResourceList } from '../../eiken-practice/api/get-resource-list';
import { EIKEN_ANSWER_PATH } from '../../eiken-practice/components/eiken-practice-detail-page';
import { COLLEGE_PATHS } from '../entrance-paths';
import { ENTRANCE_NS, playsOfKind } from '../entrance-texts';
import { PracticeSetPlayer } from '../../eiken-practice/components/practice-set-player';
import { styles } from './entrance-styles';

/**
 * /college-entrance-test/parctice-info?directory_id=[&resource_id=]: the common test's parts as
 * tabs and the chosen part's sets with progress; with resource_id, that set played by the
 * engine (answers to the Eiken practice's call), its result on /parctice-result.
 */
export function CollegePracticePage() {
  const { t } = useTranslation(ENTRANCE_NS);
  const [params] = useSearchParams();
  const directoryId = numberParam(params, 'directory_id');
  const resourceId = numberParam(params, 'resource_id');
  const classes = useClassList('college');
  if (params.has('resource_id') && !resourceId) return <StatusBlock tone="error" title={t('missing')} action={<Link to={COLLEGE_PATHS.listening}>{t('backToHub')}</Link>} />;
  if (resourceId) {
    const back = withQuery(COLLEGE_PATHS.practice, { directory_id: directoryId });
    return (
      <QueryState query={classes}>
        {({ list }) => (
          <PracticeSetPlayer
            resourceId={resourceId}
            load={(choice, signal) => getExerciseLogs(resourceId, choice, signal)}
            answerPath={EIKEN_ANSWER_PATH}
            from={params.get('from') === 'again' ? 'again' : undefined}
            mode={params.get('mode') === 'test' ? 'test' : 'practice'}
            resultHref={(set, attempt) =>
              withQuery(COLLEGE_PATHS.practiceResult, { resource_id: set.resource_id, directory_id: directoryId, ...(attempt ? { guid: attempt } : { from: 'last' }), mode: params.get('mode') === 'test' ? 'test' : undefined })
            }
            backHref={back}
            refuse={(set) => ('directory_id' in set && list.some((part) => part.class_id === set.directory_id) ? undefined : t('notFound'))}
          />
        )}
      </QueryState>
    );
  }
  return (
    <Page title={t('practiceTitle')} onBack={undefined} actions={<Link to={COLLEGE_PATHS.listening}>{t('backToHub')}</Link>} testId="college-practice">
      <QueryState query={classes} isEmpty={({ list }) => list.length === 0} empty={t('noContent')}>
        {({ list }) => <PartSets parts={list} directoryId={directoryId} />}
      </QueryState>
    </Page>
  );
}

function PartSets({ parts, directoryId }: { parts: EikenClass[]; directoryId: number | undefined }) {
  const { t } = useTranslation(ENTRANCE_NS);
  const engine = useExerciseEngine();
  const chosen = directoryId === undefined ? parts[0] : parts.find((part) => part.class_id === directoryId);
  if (!chosen) return <StatusBlock tone="error" title={t('notFound')} action={<Link to={COLLEGE_PATHS.listening}>{t('backToHub')}</Link>} />;
  return (
    <>
      <nav className={styles.tabs} aria-label={t('parts')}>
        {parts.map((part) => (
          <Link
            key={part.class_id}
            className={styles.tab}
            to={withQuery(COLLEGE_PATHS.practice, { directory_id: part.class_id })}
            aria-current={part.class_id === chosen.class_id ? 'page' : undefined}
            replace
            data-testid="college-part-tab"
          >
            <span>{t(`kind_${part.kind}`, { defaultValue: part.title })}</span>
            <span className={styles.small}>{t('progress', { done: part.completed_count, total: part.resource_count })}</span>
          </Link>
        ))}
      </nav>
      <h2>{chosen.title}</h2>
      <div className={styles.tags}>
        <span className={styles.tag}>{t(`plays_${playsOfKind(chosen.kind)}`)}</span>
      </div>
      <p className={styles.muted}>{chosen.description}</p>
      <QueryState query={engine}>{(loaded) => <PartSetList engine={loaded} directoryId={chosen.class_id} />}</QueryState>
    </>
  );
}

function PartSetList({ engine, directoryId }: { engine: ExerciseEngine; directoryId: number }) {
  const { t } = useTranslation(ENTRANCE_NS);
  const sets = useResourceList(directoryId);
  const { ResourceRow } = engine;
  return (
    <section aria-label={t('sets')}>
      <QueryState query={sets} isEmpty={({ list }) => list.length === 0} empty={t('empty')}>
        {({ list }) => (
          <ul className={styles.sets}>
            {list.map((resource) => (
              <ResourceRow
                key={resource.resource_id}
                resource={resource}
                practiceHref={(query) => withQuery(COLLEGE_PATHS.practice, { directory_id: directoryId, resource_id: resource.resource_id, ...query })}
                resultHref={withQuery(COLLEGE_PATHS.practiceResult, { resource_id: resource.resource_id, directory_id: directoryId, from: 'last' })}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
