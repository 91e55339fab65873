// Paths of this remote's pages (spec part 1, "Route list by group"; the named routes too).

import { withQuery, type QueryValues } from 'shared-ui/router';

export const PATHS = {
  bookList: '/bookList',
  unitDirectory: '/unitDirectory',
  unitList: '/unitList',
  /** Named route textbookDetails. */
  textbookDetails: '/textbook/details',
  textbookResult: '/textbook/details/result',
  grammarExample: '/textbook/grammarExample',
  /** Named route textbookGrammarBlankfill (the spec leaves its path open). */
  textbookGrammarBlankfill: '/textbook/grammarBlankfill',
  skillupList: '/skillup/list',
  skillupDetails: '/skillup/details',
  skillupResult: '/skillup/details/result',
  homeworkList: '/homeworkList',
  homeworkDetail: '/homework/detail',
  homeworkPractice: '/homework/practice',
  homeworkResult: '/homework/practice/result',
} as const;

/** Named routes (spec: textbookDetails for type choose, textbookGrammarBlankfill for type blank_filling). */
export const NAMED_ROUTES = {
  textbookDetails: PATHS.textbookDetails,
  textbookGrammarBlankfill: PATHS.textbookGrammarBlankfill,
} as const;

/** Navigates to a named route keeping the current query and adding `type` (and what else is given). */
export function namedRoute(name: keyof typeof NAMED_ROUTES, current: URLSearchParams, add: QueryValues): string {
  const query: QueryValues = Object.fromEntries(current.entries());
  return withQuery(NAMED_ROUTES[name], { ...query, ...add });
}
