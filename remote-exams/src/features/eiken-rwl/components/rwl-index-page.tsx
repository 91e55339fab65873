import { Link, useSearchParams, withQuery } from 'shared-ui/router';
import { Card, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { useClassList, type EikenClass } from '../../eiken-practice/api/get-class-list';
import { useResourceList } from '../../eiken-practice/api/get-resource-list';
import { useReviewPaper } from '../api/get-review-paper';
import { EIKEN_RWL_PATHS } from '../eiken-rwl-paths';
import { EIKEN_RWL_NS, RWL_SKILLS, skillOfKind } from '../eiken-rwl-texts';
import styles from './eiken-rwl.module.css';

/**
 * /eiken/rwl/index?skill=: the grade's first-stage practice sets by skill (reading: vocabulary,
 * conversation and passages; listening: its parts), with progress per skill and per set, and the
 * review of wrong answers.
 */
export function RwlIndexPage() {
  const { t } = useTranslation(EIKEN_RWL_NS);
  const classes = useClassList();
  return (
    <QueryState query={classes}>
      {({ level, list }) =>
        level === null ? (
          <Page title={t('title')}>
            <StatusBlock title={t('noLevel')} detail={t('noLevelDetail')} action={<Link to="/testing">{t('chooseLevel')}</Link>} testId="no-level" />
          </Page>
        ) : (
          <Page title={t('title')} lead={t('lead', { level: level.name })} testId="rwl-index">
            <SkillSets classes={list} />
            <ReviewCard levelId={level.level_id} />
          </Page>
        )
      }
    </QueryState>
  );
}

function SkillSets({ classes }: { classes: EikenClass[] }) {
  const { t } = useTranslation(EIKEN_RWL_NS);
  const [params] = useSearchParams();
  const skill = RWL_SKILLS.find((entry) => entry === params.get('skill')) ?? 'reading';
  const engine = useExerciseEngine();
  const mine = classes.filter((entry) => skillOfKind(entry.kind) === skill);
  return (
    <>
      <nav className={styles.tabs} aria-label={t('skills')}>
        {RWL_SKILLS.map((entry) => {
          const of = classes.filter((candidate) => skillOfKind(candidate.kind) === entry);
          return (
            <Link key={entry} className={styles.tab} to={withQuery(EIKEN_RWL_PATHS.index, { skill: entry })} aria-current={entry === skill ? 'page' : undefined} replace data-testid="rwl-skill">
              <span>{t(`skill_${entry}`)}</span>
              <span className={styles.progress}>
                {t('progress', { done: of.reduce((sum, item) => sum + item.completed_count, 0), total: of.reduce((sum, item) => sum + item.resource_count, 0) })}
              </span>
            </Link>
          );
        })}
      </nav>
      <p className={styles.muted}>{t(`skillLead_${skill}`)}</p>
      {mine.length === 0 ? <StatusBlock tone="empty" title={t('empty')} /> : null}
      <QueryState query={engine}>
        {(loaded) => (
          <>
            {mine.map((entry) => (
              <ClassSets key={entry.class_id} engine={loaded} directory={entry} />
            ))}
          </>
        )}
      </QueryState>
    </>
  );
}

/** One practice directory's sets as the engine's list rows. */
function ClassSets({ engine, directory }: { engine: ExerciseEngine; directory: EikenClass }) {
  const { t } = useTranslation(EIKEN_RWL_NS);
  const sets = useResourceList(directory.class_id);
  const { ResourceRow } = engine;
  return (
    <Card title={directory.title} testId="rwl-class">
      <p className={styles.muted}>{t('progress', { done: directory.completed_count, total: directory.resource_count })}</p>
      <QueryState query={sets} isEmpty={({ list }) => list.length === 0} empty={t('empty')}>
        {({ list }) => (
          <ul className={styles.sets}>
            {list.map((resource) => (
              <ResourceRow
                key={resource.resource_id}
                resource={resource}
                practiceHref={(query) => withQuery(EIKEN_RWL_PATHS.practice, { resource_id: resource.resource_id, directory_id: directory.class_id, ...query })}
                resultHref={withQuery(EIKEN_RWL_PATHS.result, { resource_id: resource.resource_id, directory_id: directory.class_id, from: 'last' })}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

/** How many wrong answers wait for review, and the way there. */
function ReviewCard({ levelId }: { levelId: number }) {
  const { t } = useTranslation(EIKEN_RWL_NS);
  const paper = useReviewPaper(levelId);
  return (
    <Card title={t('reviewCard')} testId="rwl-review-card">
      <QueryState query={paper}>
        {({ total, open_review: open }) => (
          <>
            <p>{total > 0 ? t('reviewCount', { count: total }) : t('reviewNone')}</p>
            {open ? <p className={styles.muted}>{t('reviewOpen', { answered: open.answered, total: open.total })}</p> : null}
            {total > 0 || open ? (
              <Link className={styles.linkButton} to={EIKEN_RWL_PATHS.reviewStartup} data-testid="to-review-startup">
                {t('toReview')}
              </Link>
            ) : null}
          </>
        )}
      </QueryState>
    </Card>
  );
}
