import { Link, useSearchParams, numberParam, withQuery } from 'shared-ui/router';
import { Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { useClassList, type EikenClass } from '../api/get-class-list';
import { useResourceList } from '../api/get-resource-list';
import { EIKEN_PRACTICE_PATHS } from '../eiken-practice-paths';
import { EIKEN_PRACTICE_NS } from '../eiken-practice-texts';
import styles from './eiken-practice-page.module.css';

/**
 * /eiken/practice?directory_id=: the practice directories (sections) of the student's target
 * grade as tabs, and the chosen section's practice sets with progress. Without a target grade the
 * page says so and links to the grade picker (/testing).
 */
export function EikenPracticePage() {
  const { t } = useTranslation(EIKEN_PRACTICE_NS);
  const classes = useClassList();
  return (
    <QueryState query={classes}>
      {({ level, list }) =>
        level === null ? (
          <Page title={t('title')}>
            <StatusBlock title={t('noLevel')} detail={t('noLevelDetail')} action={<Link to="/testing">{t('chooseLevel')}</Link>} testId="no-level" />
          </Page>
        ) : (
          <Page title={t('title')} lead={t('lead', { level: level.name })} actions={<Link to="/testing">{t('changeLevel')}</Link>}>
            <PracticeSections sections={list} />
          </Page>
        )
      }
    </QueryState>
  );
}

function PracticeSections({ sections }: { sections: EikenClass[] }) {
  const { t } = useTranslation(EIKEN_PRACTICE_NS);
  const [params] = useSearchParams();
  const chosen = sections.find((section) => section.class_id === numberParam(params, 'directory_id')) ?? sections[0];
  const engine = useExerciseEngine();
  if (!chosen) return <StatusBlock tone="empty" title={t('empty')} />;
  return (
    <>
      <nav className={styles.tabs} aria-label={t('classes')}>
        {sections.map((section) => (
          <Link
            key={section.class_id}
            className={styles.tab}
            to={withQuery(EIKEN_PRACTICE_PATHS.list, { directory_id: section.class_id })}
            aria-current={section.class_id === chosen.class_id ? 'page' : undefined}
            replace
            data-testid="eiken-class"
          >
            <span>{section.title}</span>
            <span className={styles.progress}>{t('progress', { done: section.completed_count, total: section.resource_count })}</span>
          </Link>
        ))}
      </nav>
      <p className={styles.description}>{chosen.description}</p>
      <QueryState query={engine}>{(loaded) => <SectionSets engine={loaded} directoryId={chosen.class_id} />}</QueryState>
    </>
  );
}

/** A section's practice sets, each a row of the engine's list (practice, last result). */
function SectionSets({ engine, directoryId }: { engine: ExerciseEngine; directoryId: number }) {
  const { t } = useTranslation(EIKEN_PRACTICE_NS);
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
                practiceHref={(query) => withQuery(EIKEN_PRACTICE_PATHS.detail, { resource_id: resource.resource_id, directory_id: directoryId, ...query })}
                resultHref={withQuery(EIKEN_PRACTICE_PATHS.result, { resource_id: resource.resource_id, directory_id: directoryId, from: 'last' })}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
