/** Why word study could not take a word (the `skipped` reasons of add-plan and add-words). */
export type SkipReason = 'apostrophe' | 'number' | 'known' | 'unknown';

export type PlanOutcome = { kind: 'added' } | { kind: 'skipped'; reason: SkipReason };

/** What happened to the one word the dictionary sent: added, or skipped and why. */
export function planOutcome(result: { added: readonly string[]; skipped: readonly { reason: SkipReason }[] }): PlanOutcome {
  if (result.added.length > 0) return { kind: 'added' };
  return { kind: 'skipped', reason: result.skipped[0]?.reason ?? 'unknown' };
}

export const PLAN_TITLE_MAX = 40;

/** The new plan's name as the server checks it (1 to 40 characters once trimmed). */
export function checkPlanTitle(title: string): 'empty' | 'long' | null {
  const trimmed = title.trim();
  if (!trimmed) return 'empty';
  if (trimmed.length > PLAN_TITLE_MAX) return 'long';
  return null;
}
