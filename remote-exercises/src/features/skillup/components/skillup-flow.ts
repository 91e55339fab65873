import { withQuery } from 'shared-ui/router';
import { PATHS } from '../../practice/paths';
import type { ResourceFlow } from '../../textbook/components/resource-flow';

export const SKILLUP_TABS = ['listening', 'reading', 'speaking', 'writing', 'grammar'] as const;

/** Skill-up practice: back to the list of the type it came from. */
export const SKILLUP_FLOW: ResourceFlow = {
  module: 'skillup',
  detailsPath: PATHS.skillupDetails,
  resultPath: PATHS.skillupResult,
  backHref: (params) => withQuery(`${PATHS.skillupList}/${params.get('list') ?? 'listening'}`),
  keep: (params) => ({ list: params.get('list') }),
};
