// Moving through the suggestions under the search box with the keyboard (the combobox pattern):
// -1 means the typed text itself is active, nothing in the list.

export type NavKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/** The next active suggestion after `key`, wrapping round through "none" (-1) at either end. */
export function moveActive(active: number, count: number, key: NavKey): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active >= count - 1 ? -1 : active + 1;
    case 'ArrowUp':
      return active === -1 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}
