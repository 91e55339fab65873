import { Card, Page, useTranslation } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { DICTIONARY_PATHS } from '../dictionary-paths';
import { DICTIONARY_NS } from '../dictionary-texts';
import { SearchBox } from './search-box';
import { SearchLogs } from './search-logs';
import styles from './dictionary.module.css';

/** /dictionary/index (the home tab dictionaryHome): the search box, the recent searches and the way to the about page. */
export function DictionaryHomePage() {
  const { t } = useTranslation(DICTIONARY_NS);
  return (
    <Page title={t('title')} lead={t('lead')} narrow testId="dictionary-home">
      <SearchBox />
      <Card>
        <SearchLogs />
      </Card>
      <p className={styles.footerLinks}>
        <Link to={DICTIONARY_PATHS.about} className={styles.chip} data-testid="to-about">
          {t('toAbout')}
        </Link>
      </p>
    </Page>
  );
}
