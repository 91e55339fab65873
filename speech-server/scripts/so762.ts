/**
 * The speechocean762 calibration corpus as scripts/calibrate.ts uses it: the labelled rows of
 * ../shared/speech/so762-calibration.jsonl, their audio (read from a local clone of the public
 * repository into .cache/so762/, never committed), and the three ways an utterance is decoded:
 * against its own text, against another sentence of similar length (a real mismatch for the
 * unrelated rule), and with one word cut out of the audio (a real omission).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { wordEditDistance } from 'shared-contract';
import { packageRoot } from '../src/lib/config';
import type { SpeechServices } from '../src/app/services';
import { parseAlignment, type Alignment } from '../src/features/evaluation/alignment';
import type { DecoderOutput, EndResult } from '../src/features/engine/helper-process';
import { prepareEvaluation, type PronouncedText } from '../src/features/evaluation/task';
import { parseWav } from '../src/features/audio/decode-audio';

export interface HumanWord {
  text: string;
  phones: string[];
  phones_accuracy: number[];
}

export interface Row {
  utt: string;
  /** `table`: ../shared/speech (sentence, word and phone scores); `sentences`: sentence scores only. */
  source: 'table' | 'sentences';
  speaker: string;
  text: string;
  accuracy: number;
  fluency: number;
  total: number;
  completeness: number;
  words: HumanWord[];
  split: 'train' | 'test';
}

/** One utterance's audio decoded against a text, as a live read_sentence evaluation decodes it. */
export interface Decoded {
  alignment: Alignment;
  reference: PronouncedText;
  phoneLoop: DecoderOutput | undefined;
  pcm: Buffer;
}

const dataPath = path.resolve(packageRoot, '../../shared/speech/so762-calibration.jsonl');
/**
 * Sentence scores of more speechocean762 utterances (CC BY 4.0, Junbo Zhang et al. 2021): the
 * same raters' `scores.json`, sentence fields only, for utterances of many more speakers. The
 * 114-row table holds 7 speakers; held-out correlations over 7 speakers depend on a few of them,
 * so the score models are fitted and judged on these as well (README.md "Calibration").
 */
const sentenceLabelsPath = path.join(packageRoot, 'scripts/so762-sentence-labels.jsonl');
const repo = process.env.SO762_REPO ?? '/work/.mirror/jimbozhang+speechocean762/repo';
const cacheDir = path.join(packageRoot, '.cache/so762');
const decodedDir = path.join(packageRoot, '.cache/so762-decoded');
/**
 * The engine's inputs besides grammar and audio, by content: a changed helper or model decodes
 * afresh, a rebuild that writes the same files keeps the cache.
 */
const engineStamp = ['native/build/ps-helper', 'native/build/model-ci/mdef', 'native/build/model-ci/sendump']
  .reduce((hash, file) => hash.update(readFileSync(path.join(packageRoot, file))), createHash('sha1'))
  .digest('hex');

export function loadRows(): Row[] {
  const table = readJsonLines(process.env.SO762_TABLE ?? dataPath).map((row) => ({ ...(row as Omit<Row, 'source'>), source: 'table' as const }));
  if (process.env.SO762_TABLE_ONLY === '1') return table;
  const known = new Set(table.map((row) => row.utt));
  const testUtterances = new Set(corpusFile('test/text').toString('utf8').split('\n').map((line) => line.split(/\s/)[0] ?? ''));
  const extra = readJsonLines(sentenceLabelsPath)
    .map((line, index) => sentenceRow(line, index, testUtterances))
    // Only complete readings: the rejection and omission checks treat every row as one.
    .filter((row) => !known.has(row.utt) && row.completeness >= 10);
  return [...table, ...extra];
}

function readJsonLines(file: string): unknown[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line, index) => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        throw new Error(`${file}:${index + 1} is not JSON`);
      }
    });
}

const isScore = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 10;

/** A line of the sentence-label file, checked: a malformed line stops the calibration. */
function sentenceRow(value: unknown, index: number, testUtterances: ReadonlySet<string>): Row {
  const line = value as Record<string, unknown>;
  const { utt, text } = line;
  const scoreKeys = ['accuracy', 'completeness', 'fluency', 'prosodic', 'total'];
  if (typeof utt !== 'string' || !/^\d{9}$/.test(utt) || typeof text !== 'string' || !text.trim() || !scoreKeys.every((key) => isScore(line[key]))) {
    throw new Error(`${sentenceLabelsPath}:${index + 1} is not {utt, text, accuracy, completeness, fluency, prosodic, total}`);
  }
  const score = (key: string): number => line[key] as number;
  // The corpus's speaker id is digits 2-5 of the utterance id (its utt2spk).
  return {
    utt,
    source: 'sentences',
    speaker: `SPEAKER${utt.slice(1, 5)}`,
    text,
    accuracy: score('accuracy'),
    completeness: score('completeness'),
    fluency: score('fluency'),
    total: score('total'),
    words: [],
    split: testUtterances.has(utt) ? 'test' : 'train',
  };
}

/** A file of the local speechocean762 clone (cloned bare when missing). */
function corpusFile(file: string): Buffer {
  if (!existsSync(repo)) {
    console.info(`calibrate: cloning speechocean762 into ${repo}`);
    execFileSync('git', ['clone', '--bare', 'https://github.com/jimbozhang/speechocean762', repo], { stdio: 'inherit' });
  }
  return execFileSync('git', ['-C', repo, 'show', `HEAD:${file}`], { maxBuffer: 64 * 1024 * 1024 });
}

export function audioFor(row: Row): Buffer {
  const file = path.join(cacheDir, `${row.utt}.wav`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(file, corpusFile(`WAVE/${row.speaker}/${row.utt}.WAV`));
  }
  const wav = parseWav(readFileSync(file));
  if (!wav || wav.sampleRate !== 16000 || wav.channels !== 1 || wav.bitsPerSample !== 16) throw new Error(`${file} is not 16 kHz mono 16-bit`);
  return wav.data;
}

const wordsOf = (text: string): string[] => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Another sentence of the corpus for `row` to be scored against: of the texts that share at most
 * a third of their words with it (word edit distance), the closest in length; ties go round the
 * corpus by the row's position so not every row gets the same sentence. Deterministic.
 */
export function mismatchText(row: Row, rows: readonly Row[]): string {
  const own = wordsOf(row.text);
  const texts = [...new Set(rows.map((other) => other.text))].filter((text) => {
    const words = wordsOf(text);
    return wordEditDistance(own, words) / Math.max(own.length, words.length) >= 2 / 3;
  });
  const lengthGap = (text: string): number => Math.abs(wordsOf(text).length - own.length);
  const best = Math.min(...texts.map(lengthGap));
  const candidates = texts.filter((text) => lengthGap(text) === best);
  return candidates[rows.indexOf(row) % candidates.length] as string;
}

/**
 * `work` over `items`, at most `limit` at a time, results in order. The corpus is decoded three
 * ways per utterance; started all at once, thousands of decodes would overrun the pool's waiting
 * line (and its longest wait) on a fresh cache.
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Streams `pcm` through a helper slot against `text` in 200 ms frames, as the live path does. */
export async function decodeReading(services: SpeechServices, text: string, pcm: Buffer, options: { fresh?: boolean; primeMs: number }): Promise<Decoded> {
  const task = await prepareEvaluation({ status: 0, category: 'read_sentence', text }, services.lexicon);
  const reference = task.reference;
  if (!reference) throw new Error('no reference');
  // Decoding is deterministic (README.md "Determinism"), so a decode of the same grammar, audio
  // and engine build is kept: refitting after a change to the analysis alone takes seconds.
  const key = createHash('sha1').update(task.grammar).update(pcm).update(`${engineStamp};${options.primeMs}`).digest('hex');
  const file = path.join(decodedDir, `${key}.json`);
  let end: EndResult;
  if (!options.fresh && existsSync(file)) {
    end = JSON.parse(readFileSync(file, 'utf8')) as EndResult;
  } else {
    const lease = await services.pool.acquire({ recogniser: false });
    try {
      await lease.start(task.decoders, task.grammar);
      for (let offset = 0; offset < pcm.length; offset += 6400) await lease.audio(pcm.subarray(offset, offset + 6400));
      end = await lease.end();
    } finally {
      lease.release();
    }
    mkdirSync(decodedDir, { recursive: true });
    writeFileSync(file, JSON.stringify(end));
  }
  return { alignment: parseAlignment(end.align, reference.phones), reference, phoneLoop: end.phone, pcm };
}

/**
 * The word to cut out of a complete reading: an aligned word of three phones or more in every
 * pronunciation (shorter words merge with their neighbours, README.md "Omissions"), not the
 * first or the last (cutting those only shortens the utterance), nearest the middle. Its frames
 * come from the reading's own alignment. Undefined when the reading has no such word.
 */
export function wordToCut(decoded: Decoded): { refIndex: number; startFrame: number; endFrame: number } | undefined {
  const count = decoded.reference.words.length;
  const middle = (count - 1) / 2;
  const candidates = decoded.alignment.words
    .filter((word) => word.refIndex > 0 && word.refIndex < count - 1 && Math.min(...(decoded.reference.phones[word.refIndex] ?? [[]]).map((variant) => variant.length)) >= 3)
    .sort((a, b) => Math.abs(a.refIndex - middle) - Math.abs(b.refIndex - middle) || a.refIndex - b.refIndex);
  const chosen = candidates[0];
  return chosen ? { refIndex: chosen.refIndex, startFrame: chosen.startFrame, endFrame: chosen.endFrame } : undefined;
}

/** The audio without frames start..end (10 ms frames of 16-bit 16 kHz samples). */
export function cutFrames(pcm: Buffer, startFrame: number, endFrame: number): Buffer {
  return Buffer.concat([pcm.subarray(0, startFrame * 320), pcm.subarray((endFrame + 1) * 320)]);
}
