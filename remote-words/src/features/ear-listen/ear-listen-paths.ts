// Ear listening (spec part 3, section 2: /eiken/earListen/ and /eiken/earListen/practice). The
// result of a drill is the practice route with view=result (the spec names no result route).
export const EAR_LISTEN_PATHS = {
  index: '/eiken/earListen/',
  practice: '/eiken/earListen/practice',
} as const;

export const EAR_LISTEN_ROUTE_NAMES = { index: 'earListen', practice: 'earListenPractice' } as const;
