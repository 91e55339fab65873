import { useSession } from 'shared-api';
import { Card, currentLanguage, Page, setLanguage, type Language, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import { Avatar } from '../../lib/ui/avatar';
import type { IconName } from '../../lib/ui/icon';
import { LinkList } from '../../lib/ui/link-list';
import classes from './settings.module.css';

/** A row of the settings list: `label` is its key under `settings.` in the shell texts. */
type SettingsLink = { to: string; label: string; icon: IconName };

/** The settings list (spec part 1, section 2). */
export const SETTINGS_LINKS: readonly SettingsLink[] = [
  { to: '/changeName', label: 'changeName', icon: 'user' },
  { to: '/changePassword', label: 'changePassword', icon: 'lock' },
  { to: '/joinClass', label: 'joinClass', icon: 'class' },
  { to: '/feedback?from=home', label: 'feedback', icon: 'feedback' },
  { to: '/about', label: 'about', icon: 'info' },
  { to: '/usercard', label: 'userCard', icon: 'card' },
  { to: '/speech-check', label: 'speechCheck', icon: 'settings' },
];

/** Legal pages: terms of use (type protocol) and privacy policy (type privacy). */
export const LEGAL_LINKS: readonly SettingsLink[] = [
  { to: '/about/details/protocol', label: 'terms', icon: 'info' },
  { to: '/about/details/privacy', label: 'privacy', icon: 'info' },
];

function SettingsList({ links }: { links: readonly SettingsLink[] }) {
  const { t } = useTranslation(SHELL_NS);
  return <LinkList links={links.map((link) => ({ ...link, label: t(`settings.${link.label}`) }))} />;
}

/** Profile and settings: who is signed in, the settings list, legal pages and the language. */
export function SettingsPage() {
  const { t } = useTranslation(SHELL_NS);
  const user = useSession((s) => s.user);
  const name = user?.nickname || user?.username || '';
  const language = currentLanguage();
  return (
    <Page title={t('settings.title')} narrow testId="settings-page">
      <Card className={classes.profile}>
        <Avatar src={user?.avatar} name={name} size={64} />
        <div>
          <p className={classes.name}>{name}</p>
          <p className={classes.meta}>
            {user?.username}
            {user?.app_name ? ` ・ ${user.app_name}` : ''}
          </p>
        </div>
      </Card>
      <Card title={t('settings.account')}>
        <SettingsList links={SETTINGS_LINKS} />
      </Card>
      <Card title={t('settings.legal')}>
        <SettingsList links={LEGAL_LINKS} />
      </Card>
      <Card title={t('settings.language')}>
        <div className={classes.languages} role="radiogroup" aria-label={t('settings.language')}>
          {(['ja', 'en'] as Language[]).map((lng) => (
            <label key={lng} className={classes.language}>
              <input type="radio" name="language" checked={language === lng} onChange={() => void setLanguage(lng)} />
              {lng === 'ja' ? t('settings.japanese') : t('settings.english')}
            </label>
          ))}
        </div>
      </Card>
    </Page>
  );
}
