import { useQuery } from '@tanstack/react-query';
import { Link, numberParam, useSearchParams, withQuery } from 'shared-ui/router';
import { combineQueries, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine, type ResourceSummary } from '../../../lib/engine';
import { useClassList, type EikenClass } from '../../eiken-practice/api/get-class-list';
import { getExerciseLogs } from '../../eiken-practice/api/get-exercise-logs';
import { useResourceList } from '../../eiken-practice/api/get-resource-list';
import { EIKEN_ANSWER_PATH } from '../../eiken-practice/components/eiken-practice-detail-page';
import { useBizClassList } from '../api/get-biz-class-list';
import { useBizUnitList } from '../api/get-biz-unit-list';
import { isToeicPart } from '../toeic-paper';
import { TOEIC_PATHS } from '../toeic-paths';
import { TOEIC_NS } from '../toeic-texts';
import { NoToeic } from './toeic-index-page';
import { styles } from './toeic-styles';

/** Which list the page shows: a TOEIC part (directory_id) or a business TOEIC class (class_id). */
type Source = { directoryId: number } | { classId: number };

/** The query that names the list a set came from, for the links back and on. */
const sourceQuery = (source: Source) => ('classId' in source ? { class_id: source.classId } : { directory_id: source.directoryId });

/**
 * /toeic/practice/info?directory_id=[&resource_id=]: a TOEIC part's practice sets (the parts as
 * tabs) or, with class_id=, a business TOEIC class's units; with resource_id, that set played by
 * the engine in practice mode (feedback after each answer; answers to /eiken-toeic/submit-exercise-log),
 * its result on /toeic/practice/result.
 */
export function ToeicPracticePage() {
  const [params] = useSearchParams();
  const directoryId = numberParam(params, 'directory_id');
  const classId = numberParam(params, 'class_id');
  const resourceId = numberParam(params, 'resource_id');
  if ((params.has('resource_id') && !resourceId) || (params.has('directory_id') && !directoryId) || (params.has('class_id') && !classId)) return <NoToeic />;
  const source: Source = classId ? { classId } : { directoryId: directoryId ?? 0 };
  if (resourceId) return <ToeicSetPlayer resourceId={resourceId} source={source} />;
  if (classId) return <BizUnits classId={classId} />;
  return <PartSets directoryId={directoryId} />;
}

function PartSets({ directoryId }: { directoryId: number | undefined }) {
  const { t } = useTranslation(TOEIC_NS);
  const classes = useClassList('toeic');
  return (
    <Page title={t('practiceTitle')} actions={<Link to={TOEIC_PATHS.index}>{t('backToHub')}</Link>} testId="toeic-practice">
      <QueryState query={classes} isEmpty={({ list }) => !list.some((entry) => isToeicPart(entry.kind))} empty={t('noContent')}>
        {({ list }) => <PartTabs parts={list.filter((entry) => isToeicPart(entry.kind))} directoryId={directoryId} />}
      </QueryState>
    </Page>
  );
}

function PartTabs({ parts, directoryId }: { parts: EikenClass[]; directoryId: number | undefined }) {
  const { t } = useTranslation(TOEIC_NS);
  const engine = useExerciseEngine();
  const chosen = directoryId === undefined ? parts[0] : parts.find((part) => part.class_id === directoryId);
  const sets = useResourceList(chosen?.class_id);
  if (!chosen) return <StatusBlock tone="error" title={t('notFound')} action={<Link to={TOEIC_PATHS.index}>{t('backToHub')}</Link>} />;
  return (
    <>
      <nav className={styles.tabs} aria-label={t('parts')}>
        {parts.map((part) => (
          <Link
            key={part.class_id}
            className={styles.tab}
            to={withQuery(TOEIC_PATHS.practice, { directory_id: part.class_id })}
            aria-current={part.class_id === chosen.class_id ? 'page' : undefined}
            replace
            data-testid="toeic-part-tab"
          >
            <span>{t(`kind_${part.kind}`, { defaultValue: part.title })}</span>
            <span className={styles.small}>{t('progress', { done: part.completed_count, total: part.resource_count })}</span>
          </Link>
        ))}
      </nav>
      <h2>{chosen.title}</h2>
      <p className={styles.muted}>{t(`about_${chosen.kind}`, { defaultValue: chosen.description })}</p>
      <section aria-label={t('sets')}>
        <QueryState query={combineQueries(engine, sets)} isEmpty={([, { list }]) => list.length === 0} empty={t('empty')}>
          {([loaded, { list }]) => <SetRows engine={loaded} list={list} source={{ directoryId: chosen.class_id }} />}
        </QueryState>
      </section>
    </>
  );
}

function BizUnits({ classId }: { classId: number }) {
  const { t } = useTranslation(TOEIC_NS);
  const engine = useExerciseEngine();
  const units = useBizUnitList(classId);
  return (
    <QueryState query={combineQueries(engine, units)}>
      {([loaded, { class: bizClass, list }]) => (
        <Page title={`${t('bizTitle')} — ${bizClass.title}`} lead={bizClass.description} actions={<Link to={TOEIC_PATHS.index}>{t('backToHub')}</Link>} testId="toeic-biz-units">
          <section aria-label={t('units')}>
            {list.length === 0 ? <StatusBlock tone="empty" title={t('unitsEmpty')} /> : <SetRows engine={loaded} list={list} source={{ classId }} />}
          </section>
        </Page>
      )}
    </QueryState>
  );
}

/** The sets of a part or the units of a class, each a row of the engine's list (practice, test run, last result). */
function SetRows({ engine, list, source }: { engine: ExerciseEngine; list: ResourceSummary[]; source: Source }) {
  const { ResourceRow } = engine;
  return (
    <ul className={styles.sets}>
      {list.map((resource) => (
        <ResourceRow
          key={resource.resource_id}
          resource={resource}
          practiceHref={(query) => withQuery(TOEIC_PATHS.practice, { ...sourceQuery(source), resource_id: resource.resource_id, ...query })}
          resultHref={withQuery(TOEIC_PATHS.practiceResult, { ...sourceQuery(source), resource_id: resource.resource_id, from: 'last' })}
        />
      ))}
    </ul>
  );
}

/**
 * One set played by the engine's PracticeScreen: the open run is resumed (after the answers still
 * in the outbox went out) unless the student starts again; a set that is not TOEIC's (a wrong id
 * in the address) is refused.
 */
function ToeicSetPlayer({ resourceId, source }: { resourceId: number; source: Source }) {
  const { t } = useTranslation(TOEIC_NS);
  const [params] = useSearchParams();
  const from = params.get('from') === 'again' ? 'again' : undefined;
  const mode = params.get('mode') === 'test' ? 'test' : 'practice';
  const engine = useExerciseEngine();
  const parts = useClassList('toeic');
  const biz = useBizClassList();
  const settleOutbox = engine.data?.settleOutbox;
  const run = useQuery({
    queryKey: ['toeic-practice-run', resourceId, from, mode],
    enabled: settleOutbox !== undefined,
    queryFn: async ({ signal }) => {
      await settleOutbox?.();
      return getExerciseLogs(resourceId, { run: 'open' }, signal);
    },
    gcTime: 0,
  });
  const back = withQuery(TOEIC_PATHS.practice, sourceQuery(source));
  const resultHref = (attempt: string | undefined) =>
    withQuery(TOEIC_PATHS.practiceResult, { ...sourceQuery(source), resource_id: resourceId, ...(attempt ? { guid: attempt } : { from: 'last' }), mode: mode === 'test' ? mode : undefined });
  return (
    <div data-testid="practice-page">
      <QueryState query={combineQueries(engine, run, parts, biz)}>
        {([{ PracticeScreen }, set, { list: toeicParts }, { list: bizClasses }]) => {
          const known = toeicParts.some((part) => part.class_id === set.directory_id) || bizClasses.some((entry) => entry.class_id === set.directory_id);
          if (!known) return <StatusBlock tone="error" title={t('notFound')} action={<Link to={TOEIC_PATHS.index}>{t('backToHub')}</Link>} />;
          return (
            <PracticeScreen
              info={set}
              record={set.answer_record}
              mode={mode}
              module="eiken"
              target={{ path: EIKEN_ANSWER_PATH, fields: { resource_id: set.resource_id }, completion: { path: EIKEN_ANSWER_PATH, fields: { resource_id: set.resource_id } } }}
              title={mode === 'test' ? t('testTitle', { title: set.title }) : set.title}
              from={from}
              completedBefore={set.completed_before === 1}
              lastResultHref={resultHref(undefined)}
              resultHref={resultHref}
              backHref={back}
              collection
            />
          );
        }}
      </QueryState>
    </div>
  );
}
