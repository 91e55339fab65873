import { Card, Page, QueryState, useTranslation } from 'shared-ui';
import { useNavigate } from 'shared-ui/router';
import { ARENA_PATHS } from '../../../lib/arena-paths';
import { useLevelList } from '../../levels/api/get-level-list';
import { LevelTable } from '../../levels/components/level-table';
import { ABOUT_NS } from '../about-texts';
import { useDescription } from '../api/get-description';
import styles from './about.module.css';

/** /arena/about: the rules as the server states them, and the levels as a table. */
export function AboutPage() {
  const { t } = useTranslation(ABOUT_NS);
  const navigate = useNavigate();
  const description = useDescription();
  const levels = useLevelList();
  return (
    <Page title={description.data?.title ?? t('title')} onBack={() => void navigate(ARENA_PATHS.index)} narrow testId="arena-about">
      <QueryState query={description}>
        {(data) => (
          <Card testId="arena-rules">
            {data.sections.map((section) => (
              <section key={section.heading} className={styles.section}>
                <h2 className={styles.heading}>{section.heading}</h2>
                <p className={styles.body}>{section.body}</p>
              </section>
            ))}
          </Card>
        )}
      </QueryState>
      <Card title={t('levels')}>
        <p className={styles.body}>{t('levelsLead')}</p>
        <QueryState query={levels}>{(list) => <LevelTable levels={list} />}</QueryState>
      </Card>
    </Page>
  );
}
