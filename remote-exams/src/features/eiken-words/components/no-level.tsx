import { Link } from 'shared-ui/router';
import { Page, StatusBlock, useTranslation } from 'shared-ui';
import { EIKEN_WORDS_NS } from '../eiken-words-texts';

/** What the word pages show before the student has chosen a target grade: the way to /testing. */
export function NoLevel({ title }: { title: string }) {
  const { t } = useTranslation(EIKEN_WORDS_NS);
  return (
    <Page title={title}>
      <StatusBlock title={t('noLevel')} detail={t('noLevelDetail')} action={<Link to="/testing">{t('chooseLevel')}</Link>} testId="no-level" />
    </Page>
  );
}
