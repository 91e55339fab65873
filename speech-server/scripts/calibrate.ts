/**
 * Calibration: fits the score models in src/features/evaluation/calibration.json to human scores.
 *
 *   pnpm --filter speech-server calibrate          # fit on train, report Pearson r on test, write the file
 *   pnpm --filter speech-server calibrate --check  # report only, leave calibration.json alone
 *
 * Data: ../shared/speech/so762-calibration.jsonl (speechocean762 human scores, 86 train and 28 test
 * utterances, sentence scores 0-10) and the matching WAV audio from the public speechocean762
 * repository (github.com/jimbozhang/speechocean762, CC BY 4.0). The audio is read from a local
 * clone (SO762_REPO, default /work/.mirror/jimbozhang+speechocean762/repo, cloned there with
 * `git clone --bare` when missing) into speech-server/.cache/so762/ (git-ignored); nothing from that
 * repository is committed, only the numbers fitted here.
 *
 * Every utterance goes through the same engine path as a live read_sentence evaluation (grammar,
 * streaming into ps-helper, alignment). Then, on the train split only:
 *   1. each phone's mean per-frame aligned score (normalises GOP per phone);
 *   2. the phone-score curve: logistic regression of "human phone score >= 1.5 of 2" on GOP;
 *   3. ridge regressions (penalty chosen by leave-one-out on train) for accuracy, fluency and
 *      total from the utterance features (scoring.ts);
 * and finally the Pearson correlation of the resulting 0..100 scores with the human scores x 10
 * on the test split.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, packageRoot } from '../src/lib/config';
import { createServices } from '../src/app/services';
import { parseAlignment, type Alignment } from '../src/features/evaluation/alignment';
import { analyseReading } from '../src/features/evaluation/reading-analysis';
import type { DecoderOutput } from '../src/features/engine/helper-process';
import { phoneGop, scoreReading, type Calibration, type LinearModel, type ReadingFeatures } from '../src/features/evaluation/scoring';
import { prepareEvaluation, type PronouncedText } from '../src/features/evaluation/task';
import { parseWav } from '../src/features/audio/decode-audio';

interface HumanWord {
  text: string;
  phones: string[];
  phones_accuracy: number[];
}
interface Row {
  utt: string;
  speaker: string;
  text: string;
  accuracy: number;
  fluency: number;
  total: number;
  completeness: number;
  words: HumanWord[];
  split: 'train' | 'test';
}

const checkOnly = process.argv.includes('--check');
/** Leave-one-out Pearson r on train of each fitted model, by its terms. */
const leaveOneOut = new Map<string, number>();
const calibrationPath = path.join(packageRoot, 'src/features/evaluation/calibration.json');
const dataPath = path.resolve(packageRoot, '../../shared/speech/so762-calibration.jsonl');
const repo = process.env.SO762_REPO ?? '/work/.mirror/jimbozhang+speechocean762/repo';
const cacheDir = path.join(packageRoot, '.cache/so762');

const rows: Row[] = readFileSync(process.env.SO762_TABLE ?? dataPath, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Row);

function audioFor(row: Row): Buffer {
  const file = path.join(cacheDir, `${row.utt}.wav`);
  if (!existsSync(file)) {
    if (!existsSync(repo)) {
      console.info(`calibrate: cloning speechocean762 into ${repo}`);
      execFileSync('git', ['clone', '--bare', 'https://github.com/jimbozhang/speechocean762', repo], { stdio: 'inherit' });
    }
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(file, execFileSync('git', ['-C', repo, 'show', `HEAD:WAVE/${row.speaker}/${row.utt}.WAV`], { maxBuffer: 64 * 1024 * 1024 }));
  }
  const wav = parseWav(readFileSync(file));
  if (!wav || wav.sampleRate !== 16000 || wav.channels !== 1 || wav.bitsPerSample !== 16) throw new Error(`${file} is not 16 kHz mono 16-bit`);
  return wav.data;
}

// ---------- 1. align every utterance through the live engine path ----------
const config = loadConfig({ ...process.env, SPEECH_PORT: '0', SPEECH_QUEUE_LIMIT: '1000', SPEECH_QUEUE_WAIT_MS: '600000' });
const services = await createServices(config);
const aligned: Array<{ row: Row; alignment: Alignment; reference: PronouncedText; phoneLoop: DecoderOutput | undefined; pcm: Buffer }> = [];
await Promise.all(
  rows.map(async (row) => {
    const pcm = audioFor(row);
    const task = await prepareEvaluation({ status: 0, category: 'read_sentence', text: row.text }, services.lexicon);
    const lease = await services.pool.acquire({ recogniser: false });
    try {
      await lease.start(task.decoders, task.grammar);
      for (let offset = 0; offset < pcm.length; offset += 6400) await lease.audio(pcm.subarray(offset, offset + 6400));
      const end = await lease.end();
      const reference = task.reference;
      if (!reference) throw new Error('no reference');
      aligned.push({ row, alignment: parseAlignment(end.align, reference.phones), reference, phoneLoop: end.phone, pcm });
    } finally {
      lease.release();
    }
  }),
);
services.pool.stop();
aligned.sort((a, b) => rows.indexOf(a.row) - rows.indexOf(b.row));
const train = aligned.filter((item) => item.row.split === 'train');
const test = aligned.filter((item) => item.row.split === 'test');

// ---------- 2. phone means (train) ----------
// Only phones the raters marked right (2 of 2) count: a learner's usual error on a phone (TH said
// as S, say) must stay an error, not become that phone's norm.
const perPhone = new Map<string, number[]>();
for (const { row, alignment } of train) {
  for (const word of alignment.words) {
    const human = row.words[word.refIndex];
    if (!human || human.phones.length !== word.phones.length) continue;
    word.phones.forEach((phone, i) => {
      if ((human.phones_accuracy[i] ?? 0) < 2) return;
      const list = perPhone.get(phone.phone) ?? [];
      list.push(phone.ascr / (phone.endFrame - phone.startFrame + 1));
      perPhone.set(phone.phone, list);
    });
  }
}
const allValues = [...perPhone.values()].flat();
const defaultPhoneMean = mean(allValues);
const phoneMeans: Record<string, number> = {};
for (const [phone, values] of [...perPhone.entries()].sort()) {
  // Shrink rare phones towards the overall mean (10 pseudo-observations).
  phoneMeans[phone] = round((values.reduce((a, b) => a + b, 0) + 10 * defaultPhoneMean) / (values.length + 10), 2);
}
const base: Calibration = {
  version: 1,
  phoneMeans,
  defaultPhoneMean: round(defaultPhoneMean, 2),
  phoneScore: { center: -12, scale: 5 },
  accuracy: { intercept: 0, terms: {} },
  fluency: { intercept: 0, terms: {} },
  total: { intercept: 0, terms: {} },
  fit: {},
};

// ---------- 3. phone-score curve (train) ----------
// 50 points where the phones the raters marked wrong (below 1.5 of 2) sit on average, slope a
// third of the GOP spread of all labelled phones: a phone as bad as a typical wrong phone is on
// the mispronunciation line, a typical right one scores about 90. (Matching the raters' 4 %
// error rate instead would pass a learner's usual substitutions, TH said as T, as fine.)
const labelled: Array<{ gop: number; right: boolean }> = [];
for (const { row, alignment } of train) {
  for (const word of alignment.words) {
    const human = row.words[word.refIndex];
    if (!human || human.phones.length !== word.phones.length) continue;
    word.phones.forEach((phone, i) => {
      const score = human.phones_accuracy[i] ?? 2;
      if (score >= 2 || score < 1.5) labelled.push({ gop: phoneGop(phone, base), right: score >= 2 });
    });
  }
}
const rightGops = labelled.filter((item) => item.right).map((item) => item.gop);
const wrongGops = labelled.filter((item) => !item.right).map((item) => item.gop);
const badShare = wrongGops.length / Math.max(1, labelled.length);
const allGops = labelled.map((item) => item.gop);
const spread = Math.sqrt(sumSquares(allGops) / Math.max(1, allGops.length));
base.phoneScore = { center: round(mean(wrongGops), 3), scale: round(spread / 3, 3) };

// ---------- 4. utterance models (train), ridge with leave-one-out penalty ----------
// The same analysis a live evaluation runs (omissions versus garbled words, insertions).
const featuresOf = (item: (typeof aligned)[number]): ReadingFeatures =>
  analyseReading({ reference: item.reference, alignment: item.alignment, phoneLoop: item.phoneLoop, pcm: item.pcm, heardSpeech: true, dictionary: services.lexicon.dictionary, model: base }).features;
const trainFeatures = train.map(featuresOf);
const testFeatures = test.map(featuresOf);
const ACCURACY_TERMS = ['gopMean', 'gopLow'];
const FLUENCY_TERMS = ['gopMean', 'articulationRate', 'pauseRatio', 'longPausesPerWord', 'fillerRatio'];
base.accuracy = fitRidge(trainFeatures.map(asRecord), train.map((item) => item.row.accuracy), ACCURACY_TERMS);
base.fluency = fitRidge(trainFeatures.map(asRecord), train.map((item) => item.row.fluency), FLUENCY_TERMS);
// The total model sees the accuracy and fluency scores it will be given at run time (0..100).
const interim = (features: ReadingFeatures): Record<string, number> => {
  const scores = scoreReading(features, 100, { ...base, total: { intercept: 0, terms: {} } });
  return { accuracy: scores.accuracy, fluency: scores.fluency };
};
base.total = fitRidge(trainFeatures.map(interim), train.map((item) => item.row.total), ['accuracy', 'fluency']);

// ---------- 5. report on test ----------
const evaluate = (items: typeof aligned, features: ReadingFeatures[]): Record<string, number> => {
  const scores = items.map((_, i) => scoreReading(features[i] as ReadingFeatures, (features[i] as ReadingFeatures).foundRatio * 100, base));
  return {
    accuracy: round(pearson(scores.map((s) => s.accuracy), items.map((item) => item.row.accuracy * 10)), 3),
    fluency: round(pearson(scores.map((s) => s.fluency), items.map((item) => item.row.fluency * 10)), 3),
    total: round(pearson(scores.map((s) => s.total), items.map((item) => item.row.total * 10)), 3),
    total_before_completeness: round(pearson(scores.map((s, i) => s.total / Math.max(0.01, (features[i] as ReadingFeatures).foundRatio)), items.map((item) => item.row.total * 10)), 3),
  };
};
console.info('calibrate: feature correlations with human accuracy / fluency / total (train | test)');
for (const term of [...new Set([...ACCURACY_TERMS, ...FLUENCY_TERMS])]) {
  const cell = (items: typeof aligned, features: ReadingFeatures[], key: 'accuracy' | 'fluency' | 'total'): string =>
    pearson(features.map((f) => asRecord(f)[term] ?? 0), items.map((item) => item.row[key])).toFixed(2).padStart(6);
  console.info(`  ${term.padEnd(18)}${(['accuracy', 'fluency', 'total'] as const).map((k) => cell(train, trainFeatures, k)).join('')} |${(['accuracy', 'fluency', 'total'] as const).map((k) => cell(test, testFeatures, k)).join('')}`);
}
const trainR = evaluate(train, trainFeatures);
const testR = evaluate(test, testFeatures);
base.fit = {
  data: 'speechocean762 subset, ../shared/speech/so762-calibration.jsonl',
  train_utterances: train.length,
  test_utterances: test.length,
  labelled_train_phones: labelled.length,
  phone_error_share: round(badShare, 4),
  pearson_train: trainR,
  pearson_train_leave_one_out: { accuracy: leaveOneOut.get(ACCURACY_TERMS.join(',')), fluency: leaveOneOut.get(FLUENCY_TERMS.join(',')) },
  pearson_test: testR,
  command: 'pnpm --filter speech-server calibrate',
};
console.info(`calibrate: ${train.length} train / ${test.length} test utterances, ${labelled.length} labelled train phones`);
console.info(`calibrate: ${labelled.length} labelled train phones, ${round(badShare * 100, 1)}% wrong; mean GOP right ${round(mean(rightGops), 2)}, wrong ${round(mean(wrongGops), 2)}; phone score centre ${base.phoneScore.center}, scale ${base.phoneScore.scale}`);
console.info(`calibrate: mean share of words found: train ${round(mean(trainFeatures.map((f) => f.foundRatio)), 3)}, test ${round(mean(testFeatures.map((f) => f.foundRatio)), 3)}`);
console.info(`calibrate: Pearson r on train ${JSON.stringify(trainR)}`);
console.info(`calibrate: leave-one-out r on train (model on the human 0-10 scale): accuracy ${leaveOneOut.get(ACCURACY_TERMS.join(','))}, fluency ${leaveOneOut.get(FLUENCY_TERMS.join(','))}`);
console.info(`calibrate: Pearson r on test  ${JSON.stringify(testR)}`);
if (!checkOnly) {
  writeFileSync(calibrationPath, `${JSON.stringify(base, null, 2)}\n`);
  console.info(`calibrate: wrote ${path.relative(process.cwd(), calibrationPath)}`);
}
process.exit(0);

// ---------- numerics ----------

function asRecord(features: ReadingFeatures): Record<string, number> {
  return features as unknown as Record<string, number>;
}

function sumSquares(values: readonly number[]): number {
  const m = mean(values);
  return values.reduce((sum, value) => sum + (value - m) ** 2, 0);
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  x.forEach((xi, i) => {
    const dx = xi - mx;
    const dy = (y[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  });
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

/** Ridge regression on standardised features; the penalty minimises leave-one-out error on train. */
function fitRidge(samples: Array<Record<string, number>>, targets: readonly number[], terms: readonly string[]): LinearModel {
  const stats = terms.map((term) => {
    const values = samples.map((sample) => sample[term] ?? 0);
    const m = mean(values);
    const sd = Math.sqrt(mean(values.map((v) => (v - m) ** 2))) || 1;
    return { term, mean: m, sd };
  });
  const X = samples.map((sample) => stats.map(({ term, mean: m, sd }) => ((sample[term] ?? 0) - m) / sd));
  const solve = (rows: number[][], ys: readonly number[], lambda: number): { intercept: number; weights: number[] } => {
    const intercept = mean(ys);
    const k = terms.length;
    const A = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => rows.reduce((sum, row) => sum + (row[i] as number) * (row[j] as number), 0) + (i === j ? lambda : 0)));
    const b = Array.from({ length: k }, (_, i) => rows.reduce((sum, row, n) => sum + (row[i] as number) * ((ys[n] as number) - intercept), 0));
    return { intercept, weights: gaussianSolve(A, b) };
  };
  let best = { lambda: 1, error: Infinity };
  for (const lambda of [0.01, 0.1, 0.3, 1, 3, 10, 30, 100]) {
    let error = 0;
    for (let held = 0; held < X.length; held++) {
      const { intercept, weights } = solve(X.filter((_, i) => i !== held), targets.filter((_, i) => i !== held), lambda);
      const prediction = intercept + weights.reduce((sum, w, j) => sum + w * ((X[held] as number[])[j] as number), 0);
      error += (prediction - (targets[held] as number)) ** 2;
    }
    if (error < best.error) best = { lambda, error };
  }
  const { intercept, weights } = solve(X, targets, best.lambda);
  // Leave-one-out predictions at the chosen penalty: an honest train-set estimate.
  const heldOut = X.map((row, held) => {
    const fit = solve(X.filter((_, i) => i !== held), targets.filter((_, i) => i !== held), best.lambda);
    return fit.intercept + fit.weights.reduce((sum, w, j) => sum + w * (row[j] as number), 0);
  });
  leaveOneOut.set(terms.join(','), round(pearson(heldOut, targets), 3));
  const model: LinearModel = { intercept: round(intercept, 4), terms: {} };
  stats.forEach(({ term, mean: m, sd }, j) => (model.terms[term] = [round(weights[j] as number, 4), round(m, 4), round(sd, 4)]));
  console.info(`calibrate: ridge penalty ${best.lambda} for ${terms.join(', ')}`);
  return model;
}

function gaussianSolve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs((M[r] as number[])[col] as number) > Math.abs((M[pivot] as number[])[col] as number)) pivot = r;
    [M[col], M[pivot]] = [M[pivot] as number[], M[col] as number[]];
    const p = (M[col] as number[])[col] as number;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = ((M[r] as number[])[col] as number) / p;
      for (let c = col; c <= n; c++) (M[r] as number[])[c] = ((M[r] as number[])[c] as number) - factor * ((M[col] as number[])[c] as number);
    }
  }
  return M.map((row, i) => (row[n] as number) / (row[i] as number));
}
