import { Link, numberParam, useSearchParams, withQuery } from 'shared-ui/router';
import { Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { useEarListenClasses, type EarListenClass } from '../api/get-ear-listen-class';
import { useEarListenUnit } from '../api/get-ear-listen-unit';
import { EAR_LISTEN_PATHS } from '../ear-listen-paths';
import { EAR_LISTEN_NS } from '../ear-listen-texts';
import styles from './ear-listen.module.css';

/**
 * /eiken/earListen/?class_id=: the ear-listening topics (classes) as tabs with their progress,
 * and the chosen topic's drills (units), each a row of the engine's list with its progress.
 */
export function EarListenPage() {
  const { t } = useTranslation(EAR_LISTEN_NS);
  const classes = useEarListenClasses();
  return (
    <Page title={t('title')} lead={t('lead')} actions={<Link to="/eiken/biz">{t('toBiz')}</Link>} testId="ear-listen-page">
      <QueryState query={classes} isEmpty={({ list }) => list.length === 0} empty={t('empty')}>
        {({ list }) => <ClassTabs classes={list} />}
      </QueryState>
    </Page>
  );
}

function ClassTabs({ classes }: { classes: EarListenClass[] }) {
  const { t } = useTranslation(EAR_LISTEN_NS);
  const [params] = useSearchParams();
  const chosen = classes.find((entry) => entry.class_id === numberParam(params, 'class_id')) ?? classes[0];
  const engine = useExerciseEngine();
  if (!chosen) return <StatusBlock tone="empty" title={t('empty')} />;
  return (
    <>
      <nav className={styles.tabs} aria-label={t('classes')}>
        {classes.map((entry) => (
          <Link
            key={entry.class_id}
            className={styles.tab}
            to={withQuery(EAR_LISTEN_PATHS.index, { class_id: entry.class_id })}
            aria-current={entry.class_id === chosen.class_id ? 'page' : undefined}
            replace
            data-testid="ear-class"
          >
            <span>{entry.title}</span>
            <span className={styles.muted}>{t('classProgress', { done: entry.completed_count, total: entry.resource_count })}</span>
          </Link>
        ))}
      </nav>
      <QueryState query={engine}>{(loaded) => <ClassSets engine={loaded} classId={chosen.class_id} />}</QueryState>
    </>
  );
}

function ClassSets({ engine, classId }: { engine: ExerciseEngine; classId: number }) {
  const { t } = useTranslation(EAR_LISTEN_NS);
  const unit = useEarListenUnit(classId);
  const { ResourceRow } = engine;
  return (
    <section aria-label={t('sets')}>
      <QueryState query={unit} isEmpty={({ list }) => list.length === 0} empty={t('emptySets')}>
        {({ list }) => (
          <ul className={styles.list}>
            {list.map((resource) => (
              <ResourceRow
                key={resource.resource_id}
                resource={resource}
                practiceHref={(query) => withQuery(EAR_LISTEN_PATHS.practice, { resource_id: resource.resource_id, class_id: classId, ...query })}
                resultHref={withQuery(EAR_LISTEN_PATHS.practice, { resource_id: resource.resource_id, class_id: classId, view: 'result', from: 'last' })}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
