import { Link } from 'shared-ui/router';
import { Icon, type IconName } from './icon';
import classes from './link-list.module.css';

export type LinkListItem = { to: string; label: string; icon: IconName };

/** A list of full-width rows that lead to other pages (settings, the about page's legal pages). */
export function LinkList({ links }: { links: readonly LinkListItem[] }) {
  return (
    <ul className={classes.list}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={classes.row}>
            <Icon name={link.icon} />
            <span className={classes.rowText}>{link.label}</span>
            <Icon name="chevron" size={18} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
