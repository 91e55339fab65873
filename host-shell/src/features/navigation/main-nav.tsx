import { NavLink } from 'shared-ui/router';
import { useSession } from 'shared-api';
import { Badge, formatBadge, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import { Icon } from '../../lib/ui/icon';
import { useHomeworkCount } from '../dashboard/api/get-dashboard';
import { mainNavItems, moreNavItems, type NavItem } from './nav-items';
import classes from './main-nav.module.css';

function NavEntry({ item, homeworkCount, onNavigate }: { item: NavItem; homeworkCount: number; onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const count = item.homeworkBadge ? homeworkCount : 0;
  const label = count > 0 ? t('nav.homeworkWithCount', { value: formatBadge(count) }) : t(`nav.${item.label}`);
  return (
    <li>
      <NavLink to={item.to} className={({ isActive }) => [classes.link, isActive ? classes.active : ''].join(' ')} onClick={onNavigate}>
        <Icon name={item.icon} />
        <span className={classes.text} aria-hidden={count > 0 || undefined}>
          {t(`nav.${item.label}`)}
        </span>
        {count > 0 ? <span className="visually-hidden">{label}</span> : null}
        {count > 0 ? <Badge count={count} className={classes.badge} decorative /> : null}
      </NavLink>
    </li>
  );
}

/** The left menu: the main tabs for the student's type, then the shell's own pages. */
export function MainNav({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const college = useSession((s) => s.flags.college);
  const homeworkCount = useHomeworkCount();
  const more = moreNavItems(college);
  return (
    <nav id="main-nav" className={[classes.nav, open ? classes.open : ''].join(' ')} aria-label={t('nav.label')} data-testid="main-nav">
      <ul className={classes.list}>
        {mainNavItems(college).map((item) => (
          <NavEntry key={item.to} item={item} homeworkCount={homeworkCount} onNavigate={onNavigate} />
        ))}
      </ul>
      {more.length > 0 ? (
        <>
          <h2 className={classes.heading}>{t('nav.more')}</h2>
          <ul className={classes.list}>
            {more.map((item) => (
              <NavEntry key={item.to} item={item} homeworkCount={homeworkCount} onNavigate={onNavigate} />
            ))}
          </ul>
        </>
      ) : null}
    </nav>
  );
}
