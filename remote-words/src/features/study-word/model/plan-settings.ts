// The plan settings' rules as the server holds them (contract, "Plan settings"): the form checks
// them first so the student sees the problem next to the field, not as a refused post.

export const PLAN_RULES = {
  maxPlans: 3,
  titleMax: 40,
  dailyNewMin: 1,
  dailyNewMax: 50,
  dailyNewDefault: 10,
  /** Desired retention, in whole percent on the form (0.70–0.97 on the wire). */
  retentionMinPercent: 70,
  retentionMaxPercent: 97,
  retentionDefaultPercent: 90,
} as const;

export type PlanSettingsDraft = { title: string; dailyNew: string; retentionPercent: number };

export type PlanSettingsProblem = 'titleRequired' | 'titleTooLong' | 'dailyNewRange' | 'retentionRange';

export type PlanSettingsProblems = Partial<Record<'title' | 'dailyNew' | 'retention', PlanSettingsProblem>>;

/** Length as the student sees it (a kanji or an emoji is one character). */
const characters = (text: string) => [...text].length;

export function checkPlanSettings(draft: PlanSettingsDraft): PlanSettingsProblems {
  const problems: PlanSettingsProblems = {};
  const title = draft.title.trim();
  if (title.length === 0) problems.title = 'titleRequired';
  else if (characters(title) > PLAN_RULES.titleMax) problems.title = 'titleTooLong';
  const dailyNew = Number(draft.dailyNew);
  if (draft.dailyNew.trim() === '' || !Number.isInteger(dailyNew) || dailyNew < PLAN_RULES.dailyNewMin || dailyNew > PLAN_RULES.dailyNewMax) {
    problems.dailyNew = 'dailyNewRange';
  }
  const retention = draft.retentionPercent;
  if (!Number.isInteger(retention) || retention < PLAN_RULES.retentionMinPercent || retention > PLAN_RULES.retentionMaxPercent) {
    problems.retention = 'retentionRange';
  }
  return problems;
}

export const hasProblems = (problems: object) => Object.keys(problems).length > 0;

/** The settings as the server takes them: trimmed title, whole number, retention 0.70–0.97. */
export function settingsFields(draft: PlanSettingsDraft): { title: string; daily_new: number; desired_retention: number } {
  return { title: draft.title.trim(), daily_new: Number(draft.dailyNew), desired_retention: Math.round(draft.retentionPercent) / 100 };
}

/** A server retention (0..1) as whole percent for the form, clamped to the allowed range. */
export function retentionPercentOf(retention: number | null | undefined): number {
  if (retention === null || retention === undefined || !Number.isFinite(retention)) return PLAN_RULES.retentionDefaultPercent;
  const percent = Math.round(retention * 100);
  return Math.min(PLAN_RULES.retentionMaxPercent, Math.max(PLAN_RULES.retentionMinPercent, percent));
}

/** A probability (0..1) as a whole percent for display, or null when there is none yet. */
export function percentText(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `${Math.round(value * 100)}%`;
}

/** True when the student already has as many plans as allowed: adding is refused before the form. */
export const atPlanLimit = (planCount: number, maxPlans: number = PLAN_RULES.maxPlans) => planCount >= maxPlans;
