import { NavLink } from 'shared-ui/router';
import { useTranslation } from 'shared-ui';
import { STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import styles from './study-word.module.css';

/** The two tabs of /study_word: plans and word tests. */
export function StudyWordTabs() {
  const { t } = useTranslation(STUDY_WORD_NS);
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul className={styles.tabs}>
        <li>
          <NavLink to={STUDY_WORD_PATHS.plan} className={styles.tab} data-testid="tab-plan" end>
            {t('tabs.plan')}
          </NavLink>
        </li>
        <li>
          <NavLink to={STUDY_WORD_PATHS.test} className={styles.tab} data-testid="tab-test" end>
            {t('tabs.test')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
