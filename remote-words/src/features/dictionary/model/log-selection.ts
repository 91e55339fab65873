// Which of the recent searches are ticked for deletion. Pure, so the page's checkboxes, "select
// all" and the refresh after a delete follow one set of rules.

/** Ticks or unticks one word. */
export function toggleSelected(selected: ReadonlySet<number>, wordId: number): Set<number> {
  const next = new Set(selected);
  if (next.has(wordId)) next.delete(wordId);
  else next.add(wordId);
  return next;
}

/** "Select all" ticks every shown word; when all are ticked already it unticks them. */
export function toggleAll(selected: ReadonlySet<number>, shown: readonly number[]): Set<number> {
  return allSelected(selected, shown) ? new Set() : new Set(shown);
}

export function allSelected(selected: ReadonlySet<number>, shown: readonly number[]): boolean {
  return shown.length > 0 && shown.every((id) => selected.has(id));
}

/** What stays ticked once the list is read again: only words still in it (a deleted one is gone). */
export function keepShown(selected: ReadonlySet<number>, shown: readonly number[]): Set<number> {
  const present = new Set(shown);
  const next = new Set([...selected].filter((id) => present.has(id)));
  return next.size === selected.size ? (selected as Set<number>) : next;
}

/** The ids to send to del-search-log, in the list's order (the server takes 1 to 100). */
export function idsToDelete(selected: ReadonlySet<number>, shown: readonly number[]): number[] {
  return shown.filter((id) => selected.has(id)).slice(0, MAX_DELETE);
}

export const MAX_DELETE = 100;
