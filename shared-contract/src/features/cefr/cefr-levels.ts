// The CEFR path the portal places students on, shared by the server (placement test, content
// checks) and the front end (the path on /cefr/index, the map).

/** The path a student moves along (spec: pre-A1 to C2), lowest first. */
export const CEFR_LEVELS = ['pre-A1', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** Levels with can-do units and placement items; pre-A1 and C2 are the path's ends. */
export const CEFR_CONTENT_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;

/**
 * Lower logit bound of each level on the placement test's ability scale (the next level's bound
 * is its upper one). A student is placed at the highest level whose bound their ability reaches;
 * items of a level have their Rasch difficulty inside its band.
 */
export const CEFR_BANDS: Record<CefrLevel, number> = { 'pre-A1': -Infinity, A1: -2.5, A2: -1.5, B1: -0.5, B2: 0.5, C1: 1.5, C2: 2.5 };

export const CEFR_SKILLS = ['grammar', 'vocabulary', 'reading', 'listening'] as const;
export type CefrSkill = (typeof CEFR_SKILLS)[number];

export const isCefrLevel = (value: unknown): value is CefrLevel => typeof value === 'string' && (CEFR_LEVELS as readonly string[]).includes(value);
