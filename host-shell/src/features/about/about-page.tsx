import { useTranslation } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { SHELL_NS } from '../../app/i18n-namespace';
import { Card, Page } from '../common/page';
import { Icon } from '../icons/icon';
import { APP_BUILD, APP_VERSION } from '../outage/outage-store';
import classes from '../settings/settings.module.css';

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
        <ul className={classes.list}>
          {DETAIL_LINKS.map((link) => (
            <li key={link.type}>
              <Link to={`/about/details/${link.type}`} className={classes.row}>
                <Icon name="info" />
                <span className={classes.rowText}>{t(`about.${link.label}`)}</span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}
