// The CEFR placement test simulation: `pnpm --filter portal-server bench:cefr`.
//
// Simulated students of known ability take the adaptive test on the real item bank (the items
// and difficulties of content/exercises/cefr/), answering each item right with the Rasch
// probability at their ability, through the same choice, estimate and stopping code the server
// runs (src/features/cefr/placement.ts). Reported: the mean test length and how often the placed
// level equals the true level (and is within one level), per true level and overall.
// Deterministic (seeded); SIM_STUDENTS per level (default 400) changes the sample.
import { CEFR_BANDS, CEFR_LEVELS, type CefrLevel } from 'shared-contract';
import { readExerciseContent } from '../src/features/textbook/content-build';
import { bandCentre, chooseItem, DEFAULT_PRIOR_MEAN, estimateAbility, levelOf, pCorrect, PLACEMENT_RULES, shouldStop, type BankItem } from '../src/features/cefr/placement';
import { random } from './random';

const perLevel = Number(process.env.SIM_STUDENTS ?? 400);

const content = readExerciseContent();
const bank: BankItem[] = content.cefr.flatMap((file) =>
  file.units.flatMap((unit) => unit.sets.flatMap((set) => set.resource.items.map((item, index) => ({ questionId: item.id, b: set.difficulty[index]!, skill: set.skill, level: file.level as CefrLevel })))),
);

function takeTest(theta: number, priorMean: number, seed: string, next: () => number) {
  const asked = new Set<string>();
  const skills: BankItem['skill'][] = [];
  const answers: { b: number; correct: boolean }[] = [];
  for (;;) {
    const estimate = estimateAbility(answers, priorMean);
    if (shouldStop(answers.length, estimate, bank.length - asked.size)) return { placed: levelOf(estimate.theta), length: answers.length, se: estimate.se };
    const item = chooseItem(bank, asked, skills, estimate.theta, seed);
    if (!item) return { placed: levelOf(estimate.theta), length: answers.length, se: estimate.se };
    asked.add(item.questionId);
    skills.push(item.skill);
    answers.push({ b: item.b, correct: next() < pCorrect(theta, item.b) });
  }
}

type Row = { level: CefrLevel; students: number; meanLength: number; exact: number; withinOne: number; meanSe: number };
function simulate(): Row[] {
const rows: Row[] = [];
const next = random(20261124);
// A1 to C1: the levels the bank measures (pre-A1 and C2 are the open ends of the scale).
for (const level of CEFR_LEVELS.slice(1, 6)) {
  const low = CEFR_BANDS[level];
  const high = CEFR_BANDS[CEFR_LEVELS[CEFR_LEVELS.indexOf(level) + 1]!];
  let length = 0;
  let exact = 0;
  let withinOne = 0;
  let se = 0;
  for (let student = 0; student < perLevel; student += 1) {
    const theta = low + next() * (high - low);
    // Half take a first test (prior: the default), half a later one at their true level.
    const prior = student % 2 === 0 ? DEFAULT_PRIOR_MEAN : bandCentre(level);
    const outcome = takeTest(theta, prior, `${level}-${student}`, next);
    length += outcome.length;
    se += outcome.se;
    if (outcome.placed === level) exact += 1;
    if (Math.abs(CEFR_LEVELS.indexOf(outcome.placed) - CEFR_LEVELS.indexOf(level)) <= 1) withinOne += 1;
  }
  rows.push({ level, students: perLevel, meanLength: length / perLevel, exact: exact / perLevel, withinOne: withinOne / perLevel, meanSe: se / perLevel });
}
return rows;
}

function report(title: string, rows: Row[]) {

const total = rows.reduce((sum, row) => sum + row.students, 0);
const mean = (pick: (row: Row) => number) => rows.reduce((sum, row) => sum + pick(row) * row.students, 0) / total;
console.info(`\n${title}: ${bank.length} bank items, ${total} simulated students (true ability uniform in each level band)`);
console.info('| true level | students | mean length | placed = true | within one level | mean SE |');
console.info('|---|---:|---:|---:|---:|---:|');
for (const row of rows) console.info(`| ${row.level} | ${row.students} | ${row.meanLength.toFixed(1)} | ${(row.exact * 100).toFixed(1)} % | ${(row.withinOne * 100).toFixed(1)} % | ${row.meanSe.toFixed(2)} |`);
console.info(`| all | ${total} | ${mean((row) => row.meanLength).toFixed(1)} | ${(mean((row) => row.exact) * 100).toFixed(1)} % | ${(mean((row) => row.withinOne) * 100).toFixed(1)} % | ${mean((row) => row.meanSe).toFixed(2)} |`);
}

report(`CEFR placement simulation, the server's rule (SE <= ${PLACEMENT_RULES.targetSe} or level probability >= ${PLACEMENT_RULES.confidentLevel}, ${PLACEMENT_RULES.minItems}-${PLACEMENT_RULES.maxItems} items)`, simulate());
// What a longer test would buy: the same students under stricter stopping rules.
for (const [targetSe, maxItems] of [[0.4, 28], [0.35, 36]] as const) {
  Object.assign(PLACEMENT_RULES, { targetSe, maxItems, confidentLevel: 0.95 });
  report(`For comparison: SE <= ${targetSe} or level probability >= 0.95, at most ${maxItems} items`, simulate());
}
