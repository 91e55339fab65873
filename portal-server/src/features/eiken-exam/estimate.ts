// The estimate shown on /eiken/challengeResult: a CSE-like scaled score and how likely the student
// is to reach the grade's pass line, from a short mock test.
//
// How it is estimated (also in the OpenAPI description of get-history-logs):
// 1. Skills. Eiken reports one scaled score (CSE) per skill. The mock test's vocabulary,
//    conversation and reading sections are the Reading skill, its listening parts the Listening
//    skill. Writing is not in the mock test, so the scaled score and its pass line cover only the
//    skills tested (e.g. for grade 3: 2 of 3 skills, pass line 1103 x 2/3 = 735 of 1100).
// 2. Scaled score per skill. Observed proportion correct p maps piecewise linearly onto the
//    grade's CSE scale: 0 -> 0, the content's pass_ratio -> the pass score's share of one skill
//    (official first-stage pass score / number of first-stage skills), 1 -> the skill's maximum.
//    So a student exactly on the content's pass line lands exactly on the official CSE pass line.
// 3. Uncertainty. The student's true proportion on items like these is not p: with n items and
//    c right, its posterior under a uniform prior is Beta(c+1, n-c+1), with variance
//    m(1-m)/(n+3), m = (c+1)/(n+2) (never 0, even for 0 or n right). The total scaled score's
//    standard error comes from those variances through the slope of each skill's map (delta
//    method), and the pass likelihood is the normal approximation
//    P(pass) = Phi((S - line) / se(S)). It is 50 % exactly on the line, and consistent with
//    the score: above the line it is above 50 %.
// 4. The 95 % range of the true overall proportion is the Wilson score interval of all items.
// 5. TOEIC courses report listening and reading on 5..495 each (10..990 in all). The real test
//    converts raw scores with a table equated for each form, which is not published; ours
//    (TOEIC_SCALE) is a fixed piecewise-linear table through anchor points chosen so that the
//    middle of the scale sits where published score distributions put it (about 60 % right on
//    listening is about 300, reading runs about 20 points lower than listening at the same
//    share), rounded to 5 points as the real scores are. The pass line is the content's
//    pass_ratio through the same table; uncertainty as in 3, through the table's slope.
// Other levels without a table (Tokyo, college, high-school sets) use the same method on the
// raw proportion (scale 0..1 per skill, pass point pass_ratio) and have no scaled score.

/** Official Eiken CSE scales of the first stage: maximum per skill, number of skills, pass score. */
export const EIKEN_CSE: Record<string, { skillMax: number; skills: number; pass: number }> = {
  'eiken-5': { skillMax: 425, skills: 2, pass: 419 },
  'eiken-4': { skillMax: 500, skills: 2, pass: 622 },
  'eiken-3': { skillMax: 550, skills: 3, pass: 1103 },
  'eiken-pre2': { skillMax: 600, skills: 3, pass: 1322 },
  'eiken-2': { skillMax: 650, skills: 3, pass: 1520 },
};

export type Skill = 'reading' | 'listening';

/** TOEIC listening and reading: [share right, scaled score] anchors, straight lines between. */
export const TOEIC_SCALE: Record<Skill, readonly (readonly [number, number])[]> = {
  listening: [[0, 5], [0.2, 70], [0.4, 170], [0.5, 225], [0.6, 280], [0.7, 340], [0.8, 400], [0.9, 455], [0.95, 480], [1, 495]],
  reading: [[0, 5], [0.2, 55], [0.4, 150], [0.5, 200], [0.6, 255], [0.7, 315], [0.8, 375], [0.9, 435], [0.95, 470], [1, 495]],
};

const isToeic = (levelCode: string) => levelCode.startsWith('toeic-');

/** The table's value at p (0..1) and its slope there. */
function onTable(table: readonly (readonly [number, number])[], p: number): { value: number; slope: number } {
  const x = Math.min(1, Math.max(0, p));
  for (let at = 1; at < table.length; at++) {
    const [x0, y0] = table[at - 1]!;
    const [x1, y1] = table[at]!;
    if (x <= x1) {
      const slope = (y1 - y0) / (x1 - x0);
      return { value: y0 + (x - x0) * slope, slope };
    }
  }
  return { value: table[table.length - 1]![1], slope: 0 };
}

/** A TOEIC section score: the table's value rounded to 5 points (5..495). */
export const toeicScaled = (skill: Skill, p: number) => Math.round(onTable(TOEIC_SCALE[skill], p).value / 5) * 5;

/** The skill a section kind counts for (TOEIC parts 1-4 and college parts are listening; Eiken's listening section). */
export const skillOfKind = (kind: string): Skill => (kind === 'listening' || /^part[1-4]$/.test(kind) ? 'listening' : 'reading');

export type SkillCount = { skill: string; correct: number; total: number };

export type Estimate = {
  skills: { skill: string; correct: number; total: number; percent: number; scaled: number | null; scaled_max: number | null }[];
  scaled_score: number | null;
  scaled_max: number | null;
  scaled_pass: number | null;
  pass_ratio: number;
  pass_probability: number;
  proportion_low: number;
  proportion_high: number;
  verdict: 'likely' | 'borderline' | 'unlikely';
};

/** Standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Wilson score interval (95 %) of a proportion c/n. */
export function wilsonInterval(correct: number, total: number): [number, number] {
  if (total === 0) return [0, 1];
  const z = 1.959964;
  const p = correct / total;
  const denominator = 1 + (z * z) / total;
  const centre = (p + (z * z) / (2 * total)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The estimate for skills answered (skills with no items are left out), the pass ratio and the level's code. */
export function estimateResult(counts: SkillCount[], passRatio: number, levelCode: string): Estimate {
  if (isToeic(levelCode)) return toeicEstimate(counts, passRatio);
  const cse = EIKEN_CSE[levelCode];
  // Per skill: maximum M and the point P the pass ratio maps to.
  const max = cse ? cse.skillMax : 1;
  const passPoint = cse ? cse.pass / cse.skills : passRatio;
  const map = (p: number) => (p <= passRatio ? (p / passRatio) * passPoint : passPoint + ((p - passRatio) / (1 - passRatio)) * (max - passPoint));
  const slope = (p: number) => (p < passRatio ? passPoint / passRatio : (max - passPoint) / (1 - passRatio));
  const { tested, score, variance } = sumSkills(counts, (entry, p) => ({ value: map(p), slope: slope(p) }));
  const line = passPoint * tested.length;
  return assemble(counts, tested, passRatio, normalCdf((score - line) / Math.sqrt(variance)), {
    skill: (p) => (cse ? Math.round(map(p)) : null),
    skillMax: cse ? cse.skillMax : null,
    score: cse ? Math.round(score) : null,
    pass: cse ? Math.round(line) : null,
  });
}

/** TOEIC: each skill on its 5..495 table; the pass (target) line is pass_ratio through the tables. */
function toeicEstimate(counts: SkillCount[], passRatio: number): Estimate {
  const tableOf = (skill: string) => TOEIC_SCALE[skill as Skill] ?? TOEIC_SCALE.reading;
  const { tested, score, variance } = sumSkills(counts, (entry, p) => ({ value: toeicScaled(entry.skill as Skill, p), slope: onTable(tableOf(entry.skill), p).slope }));
  const line = tested.reduce((sum, entry) => sum + onTable(tableOf(entry.skill), passRatio).value, 0);
  return assemble(counts, tested, passRatio, normalCdf((score - line) / Math.sqrt(variance || 1)), {
    skill: (p, skill) => toeicScaled(skill as Skill, p),
    skillMax: 495,
    score: tested.length > 0 ? score : null,
    pass: Math.round(line / 5) * 5,
  });
}

/**
 * The tested skills' scaled scores added up, and the variance of that sum: each skill's
 * proportion has the Beta posterior's variance m(1-m)/(n+3), carried through the scale's slope.
 */
function sumSkills(counts: SkillCount[], scale: (entry: SkillCount, p: number) => { value: number; slope: number }) {
  const tested = counts.filter((entry) => entry.total > 0);
  let score = 0;
  let variance = 0;
  for (const entry of tested) {
    const p = entry.correct / entry.total;
    const mean = (entry.correct + 1) / (entry.total + 2);
    const at = scale(entry, p);
    score += at.value;
    variance += at.slope ** 2 * ((mean * (1 - mean)) / (entry.total + 3));
  }
  return { tested, score, variance };
}

/** The estimate from the pass probability and the scaled numbers (null where the level has no scale). */
function assemble(
  counts: SkillCount[],
  tested: SkillCount[],
  passRatio: number,
  passProbability: number,
  scaled: { skill: (p: number, skill: string) => number | null; skillMax: number | null; score: number | null; pass: number | null },
): Estimate {
  const probability = tested.length === 0 ? 0 : passProbability;
  const correct = tested.reduce((sum, entry) => sum + entry.correct, 0);
  const total = tested.reduce((sum, entry) => sum + entry.total, 0);
  const [low, high] = wilsonInterval(correct, total);
  return {
    skills: counts.map((entry) => ({
      skill: entry.skill,
      correct: entry.correct,
      total: entry.total,
      percent: entry.total === 0 ? 0 : Math.round((entry.correct / entry.total) * 100),
      scaled: entry.total > 0 ? scaled.skill(entry.correct / entry.total, entry.skill) : null,
      scaled_max: scaled.skillMax,
    })),
    scaled_score: scaled.score,
    scaled_max: scaled.skillMax === null ? null : scaled.skillMax * tested.length,
    scaled_pass: scaled.pass,
    pass_ratio: passRatio,
    pass_probability: round(probability, 3),
    proportion_low: round(low, 3),
    proportion_high: round(high, 3),
    verdict: probability >= 0.7 ? 'likely' : probability >= 0.3 ? 'borderline' : 'unlikely',
  };
}
