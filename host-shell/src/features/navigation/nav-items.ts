import type { IconName } from '../../lib/ui/icon';

export type NavItem = {
  to: string;
  /** Key under `nav.` in the shell texts. */
  label: string;
  icon: IconName;
  /** Shows the unfinished-homework badge. */
  homeworkBadge?: boolean;
};

/**
 * Main navigation (spec part 1, section 2): home, Eiken, CEFR, textbook list and homework list;
 * college students get the textbook and homework lists only.
 */
export function mainNavItems(college: boolean): NavItem[] {
  const bookList: NavItem = { to: '/bookList', label: 'bookList', icon: 'book' };
  const homeworkList: NavItem = { to: '/homeworkList', label: 'homeworkList', icon: 'homework', homeworkBadge: true };
  if (college) return [bookList, homeworkList];
  return [{ to: '/home', label: 'home', icon: 'home' }, { to: '/testing', label: 'eiken', icon: 'eiken' }, { to: '/cefr', label: 'cefr', icon: 'cefr' }, bookList, homeworkList];
}

/**
 * The shell's own pages under "more" for business and other students. College students have
 * the limited menu (and no collection feature), so they get none of these here; the user menu
 * still reaches their account pages.
 */
export function moreNavItems(college: boolean): NavItem[] {
  if (college) return [];
  return [
    { to: '/integral', label: 'integral', icon: 'points' },
    { to: '/rank/list', label: 'rank', icon: 'rank' },
    { to: '/news', label: 'news', icon: 'news' },
    { to: '/history/index', label: 'history', icon: 'history' },
    { to: '/live', label: 'live', icon: 'live' },
    { to: '/my_collection', label: 'collection', icon: 'collection' },
    { to: '/settings', label: 'settings', icon: 'settings' },
  ];
}
