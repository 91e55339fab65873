import { Link } from 'shared-ui/router';
import { useSession } from 'shared-api';
import { Badge, formatBadge, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import { Icon } from '../../lib/ui/icon';
import { useUnreadNewsCount } from '../dashboard/api/get-dashboard';
import { FullscreenButton } from './fullscreen-button';
import { UserMenu } from './user-menu';
import classes from './header.module.css';

/**
 * The header: menu toggle (narrow screens), logo and app name, full-screen toggle, news with
 * its unread badge and the feedback button (both not for college students), and the user menu.
 */
export function Header({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const user = useSession((s) => s.user);
  const college = useSession((s) => s.flags.college);
  const unread = useUnreadNewsCount();
  const logo = user?.logo?.logo_url;
  const newsLabel = unread > 0 ? t('header.newsWithCount', { value: formatBadge(unread) }) : t('header.news');
  return (
    <header className={classes.header} data-testid="app-header">
      <button type="button" className={[classes.iconButton, classes.menuToggle].join(' ')} onClick={onToggleMenu} aria-expanded={menuOpen} aria-controls="main-nav" aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}>
        <Icon name={menuOpen ? 'close' : 'menu'} />
      </button>
      <Link to="/" className={classes.brandLink}>
        {logo ? <img src={logo} alt="" className={classes.logo} /> : null}
        <span className={classes.brand} data-brand>
          {t('app.brand')}
        </span>
        {user?.app_name ? <span className={classes.appName}>{user.app_name}</span> : null}
      </Link>
      <div className={classes.tools}>
        <FullscreenButton />
        {college ? null : (
          <>
            <Link to="/news" className={classes.iconButton} title={t('header.news')} data-testid="header-news">
              <Icon name="news" />
              <span className="visually-hidden">{newsLabel}</span>
              <Badge count={unread} className={classes.iconBadge} decorative />
            </Link>
            <Link to="/feedback?from=home" className={classes.iconButton} title={t('header.feedback')} data-testid="header-feedback">
              <Icon name="feedback" />
              <span className="visually-hidden">{t('header.feedback')}</span>
            </Link>
          </>
        )}
        <UserMenu />
      </div>
    </header>
  );
}
