import { createStore } from 'zustand/vanilla';

/** Named home tabs (spec part 1, section 2): reaching one resets the route-name history. */
export const MAIN_TABS: readonly string[] = [
  'home',
  'cefrIndex',
  'bookList',
  'homeworkList',
  'eikenIndex',
  'arenaIndex',
  'EbookIndex',
  'newsDetail',
  'homeworkDetail',
  'skillupList',
  'myPracticeBook',
  'dictionaryHome',
  'phoneticHome',
  'wordsLearningHome',
  'Live',
  'integral',
  'historyIndex',
  'rankList',
  'aiStudy',
];

/** Visited route names, oldest first. */
export const routeHistoryStore = createStore<{ names: string[] }>(() => ({ names: [] }));

/**
 * Records a visit to a named route: a main tab starts the history afresh; visiting the route
 * just before the last one is a step back and drops the last one; the same name twice in a row
 * is kept once.
 */
export function recordRouteName(name: string): void {
  routeHistoryStore.setState(({ names }) => {
    if (MAIN_TABS.includes(name)) return { names: [name] };
    if (names[names.length - 1] === name) return { names };
    if (names[names.length - 2] === name) return { names: names.slice(0, -1) };
    return { names: [...names, name] };
  });
}

/** The route name to go back to (the one before the current), or null at a main tab. */
export function previousRouteName(): string | null {
  const { names } = routeHistoryStore.getState();
  return names.length >= 2 ? (names[names.length - 2] ?? null) : null;
}
