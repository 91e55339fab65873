import { Link, numberParam, useSearchParams, withQuery } from 'shared-ui/router';
import { Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { useTrainingSets } from '../api/get-training-sets';
import { useWordUnits, type WordUnit } from '../api/get-word-units';
import { WORD_LEARNING_PATHS, WORD_TRAINING_PATHS } from '../eiken-words-paths';
import { EIKEN_WORDS_NS } from '../eiken-words-texts';
import { NoLevel } from './no-level';
import styles from './eiken-words.module.css';

/**
 * /eiken/wordtraining/index?class_id=: the word units of the student's target grade as tabs, and
 * the chosen unit's training sets (word -> meaning, meaning -> word, spelling, reading aloud),
 * each a row of the engine's list.
 */
export function WordTrainingIndexPage() {
  const { t } = useTranslation(EIKEN_WORDS_NS);
  const units = useWordUnits();
  return (
    <QueryState query={units}>
      {({ level, word_list: list, list: entries }) =>
        level === null ? (
          <NoLevel title={t('trainingTitle')} />
        ) : (
          <Page
            title={t('trainingTitle')}
            lead={t('trainingLead', { level: level.name, count: list?.word_count ?? 0 })}
            actions={
              <>
                <Link to={WORD_LEARNING_PATHS.index}>{t('toLearning')}</Link> <Link to="/testing">{t('changeLevel')}</Link>
              </>
            }
          >
            <UnitTabs units={entries} />
          </Page>
        )
      }
    </QueryState>
  );
}

function UnitTabs({ units }: { units: WordUnit[] }) {
  const { t } = useTranslation(EIKEN_WORDS_NS);
  const [params] = useSearchParams();
  const chosen = units.find((unit) => unit.class_id === numberParam(params, 'class_id')) ?? units[0];
  const engine = useExerciseEngine();
  if (!chosen) return <StatusBlock tone="empty" title={t('noWords')} />;
  return (
    <>
      <nav className={styles.tabs} aria-label={t('units')}>
        {units.map((unit) => (
          <Link
            key={unit.class_id}
            className={styles.tab}
            to={withQuery(WORD_TRAINING_PATHS.index, { class_id: unit.class_id })}
            aria-current={unit.class_id === chosen.class_id ? 'page' : undefined}
            replace
            data-testid="word-unit"
          >
            <span>{unit.title}</span>
            <span className={styles.muted}>{t('unitProgress', { count: unit.word_count, done: unit.completed_count, total: unit.resource_count })}</span>
          </Link>
        ))}
      </nav>
      <QueryState query={engine}>{(loaded) => <UnitSets engine={loaded} unitId={chosen.class_id} />}</QueryState>
    </>
  );
}

function UnitSets({ engine, unitId }: { engine: ExerciseEngine; unitId: number }) {
  const { t } = useTranslation(EIKEN_WORDS_NS);
  const sets = useTrainingSets(unitId);
  const { ResourceRow } = engine;
  return (
    <section aria-label={t('sets')}>
      <QueryState query={sets} isEmpty={({ list }) => list.length === 0} empty={t('emptySets')}>
        {({ list }) => (
          <ul className={styles.list}>
            {list.map((resource) => (
              <ResourceRow
                key={resource.resource_id}
                resource={resource}
                practiceHref={(query) => withQuery(WORD_TRAINING_PATHS.practice, { resource_id: resource.resource_id, class_id: unitId, ...query })}
                resultHref={withQuery(WORD_TRAINING_PATHS.result, { resource_id: resource.resource_id, class_id: unitId, from: 'last' })}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
