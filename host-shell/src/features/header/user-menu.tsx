import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { useSession } from 'shared-api';
import { showConfirm, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import { Avatar } from '../../lib/ui/avatar';
import { Icon, type IconName } from '../../lib/ui/icon';
import { logoutEverywhere } from '../session/sign-in';
import classes from './header.module.css';

type MenuEntry = { label: string; icon: IconName; to?: string; logout?: true };

const ENTRIES: MenuEntry[] = [
  { label: 'profile', icon: 'user', to: '/settings' },
  { label: 'changePassword', icon: 'lock', to: '/changePassword' },
  { label: 'joinClass', icon: 'class', to: '/joinClass' },
  { label: 'userCard', icon: 'card', to: '/usercard' },
  { label: 'contact', icon: 'mail', to: '/feedback' },
  { label: 'about', icon: 'info', to: '/about' },
  { label: 'logout', icon: 'logout', logout: true },
];

/** Asks, then logs out on the server and locally. */
export async function confirmLogout(t: (key: string) => string): Promise<void> {
  if (await showConfirm(t('userMenu.logoutConfirm'), { okText: t('userMenu.logoutOk'), danger: true })) await logoutEverywhere();
}

/**
 * The avatar button and its menu (menu button pattern): Enter/Space/↓ open it on the first
 * item, ↑/↓/Home/End move, Escape closes and returns focus to the button, Tab leaves it.
 */
export function UserMenu() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const choose = (entry: MenuEntry) => {
    setOpen(false);
    button.current?.focus();
    if (entry.logout) void confirmLogout(t);
    else if (entry.to) void navigate(entry.to);
  };

  const onMenuKey = (event: React.KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(list.length - 1);
    else if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const name = user?.nickname || user?.username || '';
  return (
    <div className={classes.userMenu}>
      <button
        ref={button}
        type="button"
        className={classes.userButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="user-menu-button"
      >
        <Avatar src={user?.avatar} name={name} />
        <span className="visually-hidden">{t('header.userMenu')}：</span>
        <span className={classes.nickname} data-testid="nickname">
          {name}
        </span>
      </button>
      {open ? (
        <ul ref={menu} id={menuId} role="menu" aria-label={t('header.userMenu')} className={classes.menu} onKeyDown={onMenuKey}>
          {ENTRIES.map((entry) => (
            <li key={entry.label} role="none">
              <button type="button" role="menuitem" tabIndex={-1} className={[classes.menuItem, entry.logout ? classes.menuDanger : ''].join(' ')} onClick={() => choose(entry)}>
                <Icon name={entry.icon} size={20} />
                {t(`userMenu.${entry.label}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
