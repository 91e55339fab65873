// The CEFR placement test's psychometrics, free of the database: a Rasch (1PL) model whose item
// difficulties come from the content (content-schema-cefr.ts, each level a band of one logit),
// an expected-a-posteriori ability estimate on a grid, item choice by maximum information with
// the four skills taken in turn, the stopping rule, and the level change rule.
//
// Why EAP on a grid rather than maximum likelihood: after all-right or all-wrong answers (the
// first few items of every test) the likelihood has no maximum; the posterior always has a mean
// and a standard deviation, which is also the standard error the stopping rule needs.
import { CEFR_BANDS, CEFR_LEVELS, CEFR_SKILLS, type CefrLevel, type CefrSkill } from 'shared-contract';

export type BankItem = { questionId: string; b: number; skill: CefrSkill; level: CefrLevel };
export type Answer = { b: number; correct: boolean };
export type Estimate = { theta: number; se: number; levelProbability: Record<CefrLevel, number> };

export const PLACEMENT_RULES = {
  /** No test ends before this many answers: a level from five answers is a guess. */
  minItems: 10,
  maxItems: 24,
  /** Standard error (logits) small enough to stop: levels are one logit wide. */
  targetSe: 0.45,
  /** Or stop once the posterior puts this much weight on one level. */
  confidentLevel: 0.9,
  /** The prior's spread (logits); its mean is the student's current level, or DEFAULT_PRIOR_MEAN. */
  priorSd: 1.5,
};

/** Where a first test starts: the middle of A2, the usual level of our students leaving school. */
export const DEFAULT_PRIOR_MEAN = -1;

const GRID: readonly number[] = Array.from({ length: 201 }, (_, index) => -5 + index * 0.05);

/** Probability of a right answer at ability θ to an item of difficulty b (Rasch). */
export const pCorrect = (theta: number, b: number) => 1 / (1 + Math.exp(b - theta));

/** Fisher information of a Rasch item at θ: p(1 - p), largest where b = θ. */
export const information = (theta: number, b: number) => {
  const p = pCorrect(theta, b);
  return p * (1 - p);
};

/** The middle of a level's band (pre-A1 and C2 have one open end: half a band beyond it). */
export function bandCentre(level: CefrLevel): number {
  const position = CEFR_LEVELS.indexOf(level);
  const low = CEFR_BANDS[level];
  const next = CEFR_LEVELS[position + 1];
  if (!Number.isFinite(low)) return CEFR_BANDS[next ?? 'A1'] - 0.5;
  return next ? (low + CEFR_BANDS[next]) / 2 : low + 0.5;
}

/** The level whose band holds θ. */
export function levelOf(theta: number): CefrLevel {
  let placed: CefrLevel = 'pre-A1';
  for (const level of CEFR_LEVELS) if (theta >= CEFR_BANDS[level]) placed = level;
  return placed;
}

/** Posterior mean and standard deviation of θ after the answers, with a normal prior. */
export function estimateAbility(answers: readonly Answer[], priorMean: number, priorSd = PLACEMENT_RULES.priorSd): Estimate {
  const logWeights = GRID.map((theta) => {
    let log = -((theta - priorMean) ** 2) / (2 * priorSd ** 2);
    for (const answer of answers) {
      const p = pCorrect(theta, answer.b);
      log += Math.log(answer.correct ? p : 1 - p);
    }
    return log;
  });
  const top = Math.max(...logWeights);
  const weights = logWeights.map((log) => Math.exp(log - top));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const theta = GRID.reduce((sum, point, index) => sum + point * (weights[index] ?? 0), 0) / total;
  const variance = GRID.reduce((sum, point, index) => sum + (point - theta) ** 2 * (weights[index] ?? 0), 0) / total;
  const levelProbability = Object.fromEntries(CEFR_LEVELS.map((level) => [level, 0])) as Record<CefrLevel, number>;
  GRID.forEach((point, index) => {
    levelProbability[levelOf(point)] += (weights[index] ?? 0) / total;
  });
  return { theta, se: Math.sqrt(variance), levelProbability };
}

/** The skill to ask next: the one asked least so far, in the fixed order on ties. */
export function nextSkill(asked: readonly CefrSkill[], available: ReadonlySet<CefrSkill>): CefrSkill | undefined {
  const counts = CEFR_SKILLS.filter((skill) => available.has(skill)).map((skill) => ({ skill, count: asked.filter((entry) => entry === skill).length }));
  counts.sort((a, b) => a.count - b.count);
  return counts[0]?.skill;
}

/** A small deterministic hash (FNV-1a): the same test always makes the same choices. */
function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/**
 * The next item: of the skill asked least so far, one of the three most informative at θ not
 * yet asked in this test (choosing among three, by the test's seed, keeps two students at the
 * same ability from seeing the very same paper and spreads the bank's use).
 */
export function chooseItem(bank: readonly BankItem[], askedIds: ReadonlySet<string>, askedSkills: readonly CefrSkill[], theta: number, seed: string): BankItem | undefined {
  const unused = bank.filter((item) => !askedIds.has(item.questionId));
  const skill = nextSkill(askedSkills, new Set(unused.map((item) => item.skill)));
  if (!skill) return undefined;
  const candidates = unused
    .filter((item) => item.skill === skill)
    .sort((a, b) => information(theta, b.b) - information(theta, a.b) || a.questionId.localeCompare(b.questionId))
    .slice(0, 3);
  return candidates[hash(`${seed}:${askedIds.size}`) % candidates.length];
}

/** Whether the test has measured enough: minimum length, then a small error or a clear level, or the maximum length. */
export function shouldStop(answered: number, estimate: Estimate, remaining: number): boolean {
  if (remaining === 0 || answered >= PLACEMENT_RULES.maxItems) return true;
  if (answered < PLACEMENT_RULES.minItems) return false;
  const clearest = Math.max(...Object.values(estimate.levelProbability));
  return estimate.se <= PLACEMENT_RULES.targetSe || clearest >= PLACEMENT_RULES.confidentLevel;
}

/**
 * The test score (0-100) at a level: the share of the level's bank the student is expected to
 * answer right at θ. It is what the upgrade and downgrade thresholds are compared with. The lost
 * score by skill splits the rest by each skill's share of the level's items.
 */
export function levelScore(theta: number, levelItems: readonly BankItem[]) {
  if (levelItems.length === 0) return { total: 0, lost: CEFR_SKILLS.map((skill) => ({ skill, lost: 0 })) };
  const expected = (items: readonly BankItem[]) => items.reduce((sum, item) => sum + pCorrect(theta, item.b), 0);
  const total = (100 * expected(levelItems)) / levelItems.length;
  const lost = CEFR_SKILLS.map((skill) => {
    const items = levelItems.filter((item) => item.skill === skill);
    return { skill, lost: (100 * (items.length - expected(items))) / levelItems.length };
  });
  return { total, lost };
}

export type LevelThresholds = { upgrade: number; downgrade: number };

/**
 * The student's level after a test. A first test places the student where θ falls. After that
 * the test is scored at the student's level: a score that reaches `upgrade` (score >= upgrade)
 * moves up one level, or further when θ falls higher still; a score at or below `downgrade`
 * (score <= downgrade) moves down one level, or further when θ falls lower; anything between
 * keeps the level. The path ends at pre-A1 and C2. The caller passes the score the student is shown
 * (rounded to a whole number), so the rule reads the same on the result screen.
 */
export function nextStudentLevel(current: CefrLevel | null, placed: CefrLevel, score: number, thresholds: LevelThresholds): CefrLevel {
  if (current === null) return placed;
  const position = CEFR_LEVELS.indexOf(current);
  const placedPosition = CEFR_LEVELS.indexOf(placed);
  let next = position;
  if (score >= thresholds.upgrade) next = Math.max(position + 1, placedPosition);
  else if (score <= thresholds.downgrade) next = Math.min(position - 1, placedPosition);
  return CEFR_LEVELS[Math.min(Math.max(next, 0), CEFR_LEVELS.length - 1)] ?? current;
}
