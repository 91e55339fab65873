import { withQuery } from 'shared-ui/router';
import { PATHS } from '../../practice/paths';
import type { ResourceFlow } from './resource-flow';

/** Textbook practice: back to the unit (or the book list when opened without one). */
export const TEXTBOOK_FLOW: ResourceFlow = {
  module: 'textbook',
  detailsPath: PATHS.textbookDetails,
  resultPath: PATHS.textbookResult,
  backHref: (params) => (params.get('unit_id') ? withQuery(PATHS.unitList, { unit_id: params.get('unit_id') }) : PATHS.bookList),
  keep: (params) => ({ unit_id: params.get('unit_id') }),
};
