// The offline writing evaluator's benchmark: `pnpm --filter portal-server bench:writing`.
//
// Prints, on this machine:
//   test set    precision and recall of the marks on evaluator/test-set.yaml (a mark is right
//               when it overlaps an expected error), the false marks on its correct sentences
//   readers     false marks per 1000 words on the portal's graded readers (correct English)
//   cold        a 300-word learner essay evaluated in a fresh process: harper's WebAssembly
//               set-up and the first evaluation (median of BENCH_COLD_RUNS processes, default 5)
//   warm        the same essay again in a running process (median and max of BENCH_WARM_RUNS,
//               default 20)                                                    target < 2000 ms
// Exits 1 when the warm median misses the target (issue 16: 300 words answered within 2 s).
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { evaluateWriting } from '../src/features/writing/evaluator/evaluate';
import { loadTestSet, measureCorrectProse, measureTestSet } from '../src/features/writing/evaluator/test-set';

const WARM_TARGET_MS = 2000;
const ESSAY_WORDS = 300;
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS ?? 20);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * A learner essay of ESSAY_WORDS words: the test set's correct and wrong sentences taken in
 * turn (about one error in two sentences, as in a weak learner's essay), paragraphs of five.
 */
function learnerEssay(): string {
  const testSet = loadTestSet();
  const correct = testSet.filter((sentence) => sentence.errors.length === 0);
  const wrong = testSet.filter((sentence) => sentence.errors.length > 0);
  const alternating = correct.flatMap((sentence, index) => (wrong[index] ? [sentence, wrong[index]] : [sentence]));
  const sentences: string[] = [];
  let words = 0;
  for (const sentence of alternating) {
    const count = sentence.text.split(/\s+/).length;
    if (words + count > ESSAY_WORDS) break;
    sentences.push(sentence.text);
    words += count;
  }
  // Filled up to exactly ESSAY_WORDS with a plain sentence cut to the words still missing.
  const filler = 'I also like to walk in the park with my family on Sundays because it is quiet'.split(' ');
  while (words < ESSAY_WORDS) {
    sentences.push(`${filler.slice(0, Math.min(filler.length, ESSAY_WORDS - words)).join(' ')}.`);
    words += Math.min(filler.length, ESSAY_WORDS - words);
  }
  const paragraphs: string[] = [];
  for (let index = 0; index < sentences.length; index += 5) paragraphs.push(sentences.slice(index, index + 5).join(' '));
  return paragraphs.join('\n');
}

async function timedEvaluation(text: string): Promise<number> {
  const started = performance.now();
  await evaluateWriting(text);
  return performance.now() - started;
}

// A child run: evaluate the essay once in this fresh process and print the milliseconds.
if (process.argv.includes('--cold-once')) {
  console.info(String(await timedEvaluation(learnerEssay())));
  process.exit(0);
}

const colds: number[] = [];
for (let run = 0; run < COLD_RUNS; run++) {
  const output = execFileSync(process.execPath, [...process.execArgv, import.meta.filename, '--cold-once'], { encoding: 'utf8' });
  colds.push(Number(output.trim().split('\n').at(-1)));
}

const essay = learnerEssay();
await timedEvaluation(essay);
const warms: number[] = [];
for (let run = 0; run < WARM_RUNS; run++) warms.push(await timedEvaluation(essay));
const essayEvaluation = await evaluateWriting(essay);

const testSet = await measureTestSet();
const readers = await measureCorrectProse();

const warmMedian = median(warms);
console.info(`writing evaluator bench (harper.js + learner rules, offline)
test set     ${testSet.sentences} sentences (${testSet.correctSentences} correct), ${testSet.expectedErrors} known errors, ${testSet.marks} marks
  precision  ${testSet.precision.toFixed(3)}  (${testSet.rightMarks}/${testSet.marks} marks on a known error)
  recall     ${testSet.recall.toFixed(3)}  (${testSet.foundErrors}/${testSet.expectedErrors} known errors marked)
  false marks on the ${testSet.correctSentences} correct sentences: ${testSet.falseMarksOnCorrect}
readers      ${readers.books} graded readers, ${readers.words} words of correct English: ${readers.falseMarks} false marks = ${readers.perThousandWords.toFixed(2)} per 1000 words ${JSON.stringify(readers.byKind)}
essay        ${essayEvaluation.word_count} words, ${essayEvaluation.sentence_count} sentences, ${essayEvaluation.marks.length} marks
  cold       median ${median(colds).toFixed(0)} ms over ${COLD_RUNS} fresh processes (WASM set-up + first evaluation) [${colds.map((value) => value.toFixed(0)).join(', ')}]
  warm       median ${warmMedian.toFixed(1)} ms, max ${Math.max(...warms).toFixed(1)} ms over ${WARM_RUNS} runs   target < ${WARM_TARGET_MS} ms ${warmMedian < WARM_TARGET_MS ? 'ok' : 'MISSED'}`);
if (testSet.missed.length > 0) console.info(`missed: ${testSet.missed.map((item) => `"${item.wrong}" in "${item.text}"`).join('; ')}`);
if (testSet.wrongMarks.length > 0) console.info(`false marks: ${testSet.wrongMarks.map((item) => `"${item.marked}" in "${item.text}"`).join('; ')}`);
process.exit(warmMedian < WARM_TARGET_MS ? 0 : 1);
