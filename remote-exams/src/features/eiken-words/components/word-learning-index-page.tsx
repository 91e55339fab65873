import { Link, withQuery } from 'shared-ui/router';
import { Page, QueryState, useTranslation } from 'shared-ui';
import { useWordUnits } from '../api/get-word-units';
import { WORD_LEARNING_PATHS, WORD_TRAINING_PATHS } from '../eiken-words-paths';
import { EIKEN_WORDS_NS } from '../eiken-words-texts';
import { NoLevel } from './no-level';
import styles from './eiken-words.module.css';

/** /eiken/wordlearning/index: the word units of the student's target grade, each to study with cards and a check. */
export function WordLearningIndexPage() {
  const { t } = useTranslation(EIKEN_WORDS_NS);
  const units = useWordUnits();
  return (
    <QueryState query={units}>
      {({ level, word_list: list, list: entries }) =>
        level === null ? (
          <NoLevel title={t('learningTitle')} />
        ) : (
          <Page
            title={t('learningTitle')}
            lead={t('learningLead', { level: level.name, count: list?.word_count ?? 0 })}
            actions={
              <>
                <Link to={WORD_TRAINING_PATHS.index}>{t('toTraining')}</Link> <Link to="/testing">{t('changeLevel')}</Link>
              </>
            }
          >
            <ul className={styles.list} aria-label={t('units')}>
              {entries.map((unit) => (
                <li key={unit.class_id} className={styles.unitRow} data-testid="learning-unit" data-learned={unit.learned}>
                  <span>
                    <strong>{unit.title}</strong> <span className={styles.muted}>{unit.title_en}</span>
                    <br />
                    <span className={styles.muted}>
                      {t('unitWords', { count: unit.word_count })}・{unit.learned === 1 ? t('learned') : t('notLearned')}
                    </span>
                  </span>
                  <Link to={withQuery(WORD_LEARNING_PATHS.practice, { class_id: unit.class_id })}>{t('study')}</Link>
                </li>
              ))}
            </ul>
          </Page>
        )
      }
    </QueryState>
  );
}
