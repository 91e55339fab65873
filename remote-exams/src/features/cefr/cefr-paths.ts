// The CEFR pages (spec part 1: /cefr redirects to /cefr/index; children index, map, test,
// details, details/result, testResult, testTips, about).
export const CEFR_PATHS = {
  root: '/cefr',
  index: '/cefr/index',
  map: '/cefr/map',
  test: '/cefr/test',
  details: '/cefr/details',
  detailsResult: '/cefr/details/result',
  testResult: '/cefr/testResult',
  testTips: '/cefr/testTips',
  about: '/cefr/about',
} as const;
