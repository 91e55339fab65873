// The mock test pages (spec part 1: /eiken/challenge, /eiken/challengeResult).
export const EIKEN_CHALLENGE_PATHS = {
  challenge: '/eiken/challenge',
  result: '/eiken/challengeResult',
} as const;

/** The practice run of one section resource within a sitting (the server's rule: run guids are unique per student). */
export const sectionRunGuid = (examGuid: string, resourceId: number) => `${examGuid}-r${resourceId}`;
