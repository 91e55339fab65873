import { Card, Page, useTranslation } from 'shared-ui';
import { APP_BUILD, APP_VERSION } from '../../lib/app-identity';
import { SHELL_NS } from '../../lib/shell-texts';
import { LinkList } from '../../lib/ui/link-list';
import classes from './about.module.css';

const DETAIL_LINKS = [
  { type: 'protocol', label: 'terms' },
  { type: 'privacy', label: 'privacy' },
  { type: 'sdk', label: 'sdk' },
  { type: 'license', label: 'license' },
] as const;

/** About the app: what it is, its version and build, and the legal pages. */
export function AboutPage() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Page title={t('about.title')} narrow testId="about-page">
      <Card>
        <p className={classes.name}>{t('app.brand')}</p>
        <p>{t('about.lead')}</p>
        <p className={classes.meta}>
          {t('about.version')}：{t('about.versionValue', { version: APP_VERSION, build: APP_BUILD })}
        </p>
      </Card>
      <Card>
        <LinkList links={DETAIL_LINKS.map((link) => ({ to: `/about/details/${link.type}`, label: t(`about.${link.label}`), icon: 'info' }))} />
      </Card>
    </Page>
  );
}
