// The add-plan form's rules (the word-plans core's: title 1–40 characters, daily new words 1–50,
// at least one unit), checked on the page before the server checks them again.
export const PLAN_TITLE_MAX = 40;
export const DAILY_MIN = 1;
export const DAILY_MAX = 50;
export const DAILY_DEFAULT = 10;

export type PlanForm = { title: string; unitIds: number[]; daily: string };
export type PlanFormProblem = 'nameRequired' | 'nameTooLong' | 'unitsRequired' | 'dailyRange';
export type PlanFormProblems = Partial<Record<'title' | 'units' | 'daily', PlanFormProblem>>;

/** The problems of a form (empty when it can be sent); `editing` leaves the units out (a plan keeps its words). */
export function checkPlanForm(form: PlanForm, editing = false): PlanFormProblems {
  const problems: PlanFormProblems = {};
  const title = form.title.trim();
  if (title === '') problems.title = 'nameRequired';
  else if ([...title].length > PLAN_TITLE_MAX) problems.title = 'nameTooLong';
  if (!editing && form.unitIds.length === 0) problems.units = 'unitsRequired';
  const daily = Number(form.daily);
  if (form.daily.trim() === '' || !Number.isInteger(daily) || daily < DAILY_MIN || daily > DAILY_MAX) problems.daily = 'dailyRange';
  return problems;
}
