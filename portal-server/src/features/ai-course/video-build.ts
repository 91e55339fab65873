// The AI course's lesson videos, made at content build (spec part 3, "AI course" video step):
// each lesson's slides are drawn as SVG, turned into PNG by rsvg-convert, narrated with the
// build's synthesised speech (TtsCache) and encoded by ffmpeg into an H.264 + AAC MP4 with
// Japanese and English WebVTT captions. A lesson lives in
// DATA_DIR/resources/ai-lesson-<course>-<n>/<hash>/, the hash being of its content and of this
// recipe, so an unchanged lesson is never encoded twice; the manifest
// DATA_DIR/ai-course/videos.json tells the AI course calls where each lesson's files are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { SeedContext } from '../../cli/seed-steps';
import { inPool } from '../../lib/in-pool';
import { sha, writeAtomic } from '../textbook/content-package';
import type { AudioLine } from '../textbook/content-schema';
import { buildSpeech, runPipe, ttsCacheDir } from '../textbook/speech-for-build';
import { TtsCache } from '../textbook/tts-cache';
import { readAiCourseContent, type AiCourseContent, type CourseEntry, type LessonContent } from './content-schema';

/** A lesson's built video as the manifest lists it; paths are relative to /resources/. */
export type LessonVideo = {
  video: string;
  captions: { ja: string; en: string };
  poster: string;
  duration_seconds: number;
};

const resourcePath = z.string().regex(/^ai-lesson-[a-z0-9-]+-\d+\/[0-9a-f]+\/[a-z0-9.]+$/);
const lessonVideo = z
  .object({
    video: resourcePath,
    captions: z.object({ ja: resourcePath, en: resourcePath }).strict(),
    poster: resourcePath,
    duration_seconds: z.number().positive(),
  })
  .strict();
const videoManifest = z.record(z.string().regex(/^[a-z0-9-]+\/\d+$/), lessonVideo);

/** The manifest file: DATA_DIR/ai-course/videos.json. */
export const videoManifestPath = (dataDir: string) => path.join(dataDir, 'ai-course', 'videos.json');

/** The manifest key of a lesson: "<course code>/<lesson number, 1-based>". */
export const lessonVideoKey = (courseCode: string, lessonNumber: number) => `${courseCode}/${lessonNumber}`;

/**
 * The built lesson videos by lesson key ("<course>/<n>"); empty before the first build. A file
 * that is not a manifest throws: the build writes it atomically, so that is damage to report.
 */
export function readVideoManifest(dataDir: string): Record<string, LessonVideo> {
  const file = videoManifestPath(dataDir);
  if (!fs.existsSync(file)) return {};
  const parsed = videoManifest.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a lesson video manifest: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** Writes the manifest in one step, so the server never reads half of it. */
export function writeVideoManifest(dataDir: string, manifest: Record<string, LessonVideo>): void {
  writeAtomic(videoManifestPath(dataDir), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The recipe's version: part of every lesson's hash, so changing how videos are made (layout,
 * pauses, voice, encoder settings) rebuilds them all once. Raise it with any such change.
 */
export const VIDEO_RECIPE_VERSION = 1;

/** The narrator: one voice for every lesson, a little slower than the items' default for learners. */
const NARRATOR = { voice: 'en-us-f', speed: 42 } as const satisfies Omit<AudioLine, 'text'>;

/** Silence, in seconds: before the first cue, between cues, and after a slide's last cue (the slide stays up). */
export const NARRATION_PAUSES = { leadIn: 0.5, betweenCues: 0.6, afterSlide: 1.2 } as const;

const WIDTH = 1280;
const HEIGHT = 720;
/** A still slide needs few frames: 2 per second puts each slide change within 0.25 s of its place, inside the pause after the slide. */
const FRAME_RATE = 2;
/** Decoded narration: mono PCM, 16-bit little-endian, at this rate (AAC's usual one). */
const SAMPLE_RATE = 44_100;
const BYTES_PER_SAMPLE = 2;
/** Lessons encoded at once: ffmpeg with one thread each, so two use the machine's two cores. */
const DEFAULT_CONCURRENCY = 2;
/** Cues of one lesson synthesised at once (the graded readers' build asks 4 at a time too). */
const SYNTHESIS_CONCURRENCY = 4;

const VIDEO_FILES = { video: 'lesson.mp4', ja: 'captions.ja.vtt', en: 'captions.en.vtt', poster: 'poster.png', info: 'video.json' } as const;

// ---------------------------------------------------------------------------------------------
// Timing: cue durations -> when each cue is spoken and how long each slide stays up.

export type CueTiming = { slide: number; start: number; end: number; en: string; ja: string };
export type NarrationPlan = { cues: CueTiming[]; slides: { start: number; end: number }[]; duration: number };

/**
 * Lays the cues out on the timeline: a short lead-in, each cue for its synthesised length with a
 * pause between cues, and a longer pause at the end of a slide so the learner can read it.
 * `cueSeconds[s][c]` is the length of cue c of slide s.
 */
export function planNarration(slides: LessonContent['video']['slides'], cueSeconds: number[][]): NarrationPlan {
  if (cueSeconds.length !== slides.length) throw new Error(`narration timing: ${cueSeconds.length} slides timed, ${slides.length} in the lesson`);
  const cues: CueTiming[] = [];
  const slideSpans: NarrationPlan['slides'] = [];
  let clock = 0;
  for (const [index, slide] of slides.entries()) {
    const lengths = cueSeconds[index]!;
    if (lengths.length !== slide.narration.length) throw new Error(`narration timing: slide ${index + 1} has ${slide.narration.length} cues, ${lengths.length} timed`);
    const start = clock;
    clock += index === 0 ? NARRATION_PAUSES.leadIn : 0;
    for (const [cueIndex, cue] of slide.narration.entries()) {
      const length = lengths[cueIndex]!;
      if (!(length > 0)) throw new Error(`narration timing: cue ${cueIndex + 1} of slide ${index + 1} has no sound`);
      if (cueIndex > 0) clock += NARRATION_PAUSES.betweenCues;
      cues.push({ slide: index, start: clock, end: clock + length, en: cue.en, ja: cue.ja });
      clock += length;
    }
    clock += NARRATION_PAUSES.afterSlide;
    slideSpans.push({ start, end: clock });
  }
  return { cues, slides: slideSpans, duration: clock };
}

// ---------------------------------------------------------------------------------------------
// Captions.

/** 83.4 -> "00:01:23.400" (WebVTT timestamps always carry hours here, which the format allows). */
export function vttTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/** Cue text as WebVTT wants it: no "-->" or blank lines inside, &, < and > escaped. */
const vttText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/-->/g, '--&gt;').replace(/\s*\n\s*/g, ' ');

/** A WebVTT file with one numbered cue per narration cue, in the given language. */
export function captionsVtt(cues: readonly CueTiming[], language: 'en' | 'ja'): string {
  const blocks = cues.map((cue, index) => `${index + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${vttText(cue[language])}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Slides.

const FONT = "'Noto Sans CJK JP', 'Noto Sans JP', 'Noto Sans', sans-serif";
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The width of text in em, estimated per character (Noto Sans CJK: Latin is proportional, kana and kanji are 1 em). */
function textWidthEm(text: string): number {
  let width = 0;
  for (const char of text) {
    if (CJK.test(char)) width += 1;
    else if (char === ' ') width += 0.25;
    else if (/[A-Z0-9]/.test(char)) width += 0.62;
    else if (/[a-z]/.test(char)) width += 0.53;
    else width += 0.36;
  }
  return width;
}

/** Breaks text into lines no wider than `maxWidth` pixels at `fontSize` (between words; CJK between characters). */
export function wrapText(text: string, maxWidth: number, fontSize: number): string[] {
  const limit = maxWidth / fontSize;
  const tokens = text.match(/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|\s+|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+/g) ?? [];
  const lines: string[] = [];
  let current = '';
  for (const token of tokens) {
    if (current && textWidthEm(current + token) > limit && !/^\s+$/.test(token)) {
      lines.push(current.trimEnd());
      current = token.trimStart();
    } else {
      current += token;
    }
  }
  if (current.trim()) lines.push(current.trimEnd());
  return lines;
}

export type SlideFrame = {
  courseTitle: string;
  lessonNumber: number;
  lessonTitle: string;
  slide: LessonContent['video']['slides'][number];
  slideNumber: number;
  slideCount: number;
};

/**
 * One slide as a 1280x720 SVG: a title bar naming the course and lesson, the English heading
 * with its Japanese below it, and the slide's lines as large as fits above the captions' band (at
 * least 26 px, so they stay readable on a phone). Whitespace is kept: the content aligns notes with spaces.
 */
export function renderSlideSvg(frame: SlideFrame): string {
  const margin = 72;
  const textWidth = WIDTH - margin * 2;
  const headingSize = Math.max(34, Math.min(54, Math.floor(textWidth / textWidthEm(frame.slide.heading))));
  const headingJaSize = 30;
  const listTop = 262;
  // The bottom band stays clear: the player draws the captions there.
  const listBottom = HEIGHT - 110;
  // The largest size at which every line, wrapped, fits between listTop and listBottom.
  let lineSize = 42;
  let wrapped = frame.slide.lines.map((line) => wrapText(line, textWidth - 36, lineSize));
  const height = (size: number, blocks: string[][]) => blocks.reduce((sum, block) => sum + block.length * size * 1.3 + size * 0.45, 0);
  while (lineSize > 26 && height(lineSize, wrapped) > listBottom - listTop) {
    lineSize -= 2;
    wrapped = frame.slide.lines.map((line) => wrapText(line, textWidth - 36, lineSize));
  }
  const parts: string[] = [];
  let y = listTop;
  for (const block of wrapped) {
    parts.push(`<rect x="${margin}" y="${Math.round(y + lineSize * 0.12)}" width="8" height="${Math.round(block.length * lineSize * 1.3 - lineSize * 0.3)}" rx="4" fill="#3b82c4"/>`);
    for (const line of block) {
      y += lineSize * 1.3;
      parts.push(`<text x="${margin + 30}" y="${Math.round(y - lineSize * 0.3)}" font-size="${lineSize}" fill="#1d2733" xml:space="preserve">${xml(line)}</text>`);
    }
    y += lineSize * 0.45;
  }
  const titleBar = `${frame.courseTitle} ・ レッスン ${frame.lessonNumber}：${frame.lessonTitle}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${xml(FONT)}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f6f8fb"/>`,
    `<rect width="${WIDTH}" height="76" fill="#1f3a5f"/>`,
    `<text x="${margin - 24}" y="49" font-size="28" fill="#ffffff">${xml(titleBar)}</text>`,
    `<text x="${WIDTH - margin + 24}" y="49" font-size="26" fill="#c9d6e6" text-anchor="end">${frame.slideNumber} / ${frame.slideCount}</text>`,
    `<text x="${margin}" y="${76 + 40 + headingSize}" font-size="${headingSize}" font-weight="bold" fill="#1f3a5f" xml:space="preserve">${xml(frame.slide.heading)}</text>`,
    `<text x="${margin}" y="${76 + 40 + headingSize + 16 + headingJaSize}" font-size="${headingJaSize}" fill="#4a5d75">${xml(frame.slide.heading_ja)}</text>`,
    `<rect x="${margin}" y="${listTop - 26}" width="${textWidth}" height="3" fill="#d5dde8"/>`,
    ...parts,
    '</svg>',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Building.

/**
 * The lesson's content hash: everything that shows or is heard in its video, and the recipe.
 * The same lesson content always gives the same folder, so a rebuild finds it done.
 */
export function lessonVideoHash(course: CourseEntry, lessonNumber: number, lesson: LessonContent): string {
  const entry = course.lessons[lessonNumber - 1];
  const recipe = { version: VIDEO_RECIPE_VERSION, narrator: NARRATOR, pauses: NARRATION_PAUSES, frameRate: FRAME_RATE };
  const shown = { course: course.code, course_title: course.title_ja, lesson: lessonNumber, title_ja: entry?.title_ja, title_en: lesson.title_en, slides: lesson.video.slides };
  return sha(JSON.stringify({ recipe, shown })).slice(0, 16);
}

/** The folder name of a lesson's video under /resources/: ai-lesson-<course>-<n>. */
export const lessonVideoCode = (courseCode: string, lessonNumber: number) => `ai-lesson-${courseCode}-${lessonNumber}`;

/**
 * Where built videos are kept between checkouts and DATA_DIRs (CONTENT_VIDEO_CACHE, else beside
 * the TTS cache): a fresh DATA_DIR (every test portal, a new clone) then copies a lesson instead
 * of encoding it again. Keys are content hashes, so one cache serves every checkout.
 */
export function videoCacheDir(repoRoot: string): string {
  if (process.env.CONTENT_VIDEO_CACHE) return process.env.CONTENT_VIDEO_CACHE;
  return path.join(path.dirname(ttsCacheDir(repoRoot)), 'ai-lesson-videos');
}

type BuiltInfo = { recipe: number; duration_seconds: number };
const builtInfo = z.object({ recipe: z.number().int(), duration_seconds: z.number().positive() }).strict();

/** The info of a complete build in `folder` (its video.json is written last), or null. */
function completeBuild(folder: string): BuiltInfo | null {
  const info = path.join(folder, VIDEO_FILES.info);
  if (!fs.existsSync(info)) return null;
  let parsed;
  try {
    parsed = builtInfo.safeParse(JSON.parse(fs.readFileSync(info, 'utf8')));
  } catch {
    return null; // unreadable: built again, like a folder a stopped build left behind
  }
  if (!parsed.success) return null;
  return Object.values(VIDEO_FILES).every((file) => fs.existsSync(path.join(folder, file))) ? parsed.data : null;
}

/**
 * Puts a finished folder in place in one step: files go into a sibling staging folder first,
 * which is renamed, so neither the server nor the next build ever sees half a lesson.
 * Hard links when the source is on the same disk (the files never change), else copies.
 */
function installFolder(source: string, target: string, files: readonly string[]): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = `${target}.${process.pid}.staging`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging);
  for (const file of files) {
    try {
      fs.linkSync(path.join(source, file), path.join(staging, file));
    } catch {
      fs.copyFileSync(path.join(source, file), path.join(staging, file));
    }
  }
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    // Another build (a second seed, a test portal) installed the same lesson meanwhile: same hash, same files.
    fs.rmSync(staging, { recursive: true, force: true });
    if (!completeBuild(target)) throw error;
  }
}

const FFMPEG_MISSING = 'ffmpeg が見つかりません。レッスン動画の作成に必要です: bash scripts/setup.sh を実行してください（Debian: apt-get install ffmpeg librsvg2-bin fonts-noto-cjk）';

async function run(command: string, args: string[], input: Buffer | null = null): Promise<Buffer> {
  try {
    return await runPipe(command, args, input);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(command === 'rsvg-convert' ? FFMPEG_MISSING.replace('ffmpeg', 'rsvg-convert') : FFMPEG_MISSING);
    throw error;
  }
}

/**
 * The cues' MP3s decoded to the narration's PCM format (mono, 16-bit, SAMPLE_RATE) by one
 * ffmpeg with an output per input: a lesson has some 20 cues, and a process each is slow.
 */
async function decodeToPcm(folder: string, mp3s: readonly Buffer[]): Promise<Buffer[]> {
  const args = ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y'];
  for (const [index, mp3] of mp3s.entries()) {
    fs.writeFileSync(path.join(folder, `cue-${index}.mp3`), mp3);
    args.push('-i', path.join(folder, `cue-${index}.mp3`));
  }
  for (const index of mp3s.keys()) args.push('-map', `${index}:a`, '-f', 's16le', '-acodec', 'pcm_s16le', '-ac', '1', '-ar', String(SAMPLE_RATE), path.join(folder, `cue-${index}.pcm`));
  await run('ffmpeg', args);
  return mp3s.map((_, index) => {
    const pcm = fs.readFileSync(path.join(folder, `cue-${index}.pcm`));
    if (pcm.length < BYTES_PER_SAMPLE * 100) throw new Error(`narration: cue ${index + 1} decoded to no sound`);
    return pcm;
  });
}

const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * SAMPLE_RATE) * BYTES_PER_SAMPLE);
const samplesToSeconds = (bytes: number) => bytes / BYTES_PER_SAMPLE / SAMPLE_RATE;

/** Encodes one lesson into `folder` (a work folder of its own); returns its length in seconds. */
async function encodeLesson(folder: string, course: CourseEntry, lessonNumber: number, lesson: LessonContent, tts: TtsCache): Promise<number> {
  const slides = lesson.video.slides;
  // Each cue's narration, decoded: its length in samples is the caption's exact length.
  // Several cues asked at once: speech-server queues what its workers cannot take yet.
  const mp3s = await inPool(slides.flatMap((slide) => slide.narration), SYNTHESIS_CONCURRENCY, (cue) => tts.line({ ...NARRATOR, text: cue.en }));
  const decoded = await decodeToPcm(folder, mp3s);
  const cuePcm = slides.map((slide) => decoded.splice(0, slide.narration.length));
  const plan = planNarration(
    slides,
    cuePcm.map((cues) => cues.map((pcm) => samplesToSeconds(pcm.length))),
  );
  // The soundtrack follows the plan's order of silences and cues, so it lines up sample for sample.
  const track: Buffer[] = [];
  for (const [index, cues] of cuePcm.entries()) {
    if (index === 0) track.push(silence(NARRATION_PAUSES.leadIn));
    for (const [cueIndex, pcm] of cues.entries()) {
      if (cueIndex > 0) track.push(silence(NARRATION_PAUSES.betweenCues));
      track.push(pcm);
    }
    track.push(silence(NARRATION_PAUSES.afterSlide));
  }
  const narration = path.join(folder, 'narration.pcm');
  fs.writeFileSync(narration, Buffer.concat(track));

  const entry = course.lessons[lessonNumber - 1]!;
  const inputs: string[] = [];
  const filters: string[] = [];
  let shownFrames = 0;
  for (const [index, slide] of slides.entries()) {
    const svg = path.join(folder, `slide-${index + 1}.svg`);
    const png = path.join(folder, `slide-${index + 1}.png`);
    fs.writeFileSync(svg, renderSlideSvg({ courseTitle: course.title_ja, lessonNumber, lessonTitle: entry.title_ja, slide, slideNumber: index + 1, slideCount: slides.length }));
    await run('rsvg-convert', ['--width', String(WIDTH), '--height', String(HEIGHT), '--format', 'png', '--output', png, svg]);
    // Frame counts from the slide's end on the whole timeline, so rounding never adds up.
    const frames = Math.max(1, Math.round(plan.slides[index]!.end * FRAME_RATE) - shownFrames);
    shownFrames += frames;
    inputs.push('-i', png);
    // The picture is decoded once and its frame repeated (an input looped with -loop 1 decodes the PNG for every frame, 4 times slower).
    filters.push(`[${index}:v]format=yuv420p,loop=loop=${frames - 1}:size=1:start=0,setpts=N/${FRAME_RATE}/TB[slide${index}]`);
  }
  const concat = `${filters.join(';')};${slides.map((_, index) => `[slide${index}]`).join('')}concat=n=${slides.length}:v=1:a=0[video]`;
  await run('ffmpeg', [
    '-nostdin', '-hide_banner', '-loglevel', 'error', '-y',
    ...inputs,
    '-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', narration,
    '-filter_complex', concat,
    '-map', '[video]', '-map', `${slides.length}:a`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '23', '-r', String(FRAME_RATE),
    // A key frame every 10 s: a still slide costs next to nothing between key frames, and the
    // browser decodes from the one before a seek (resume, the scrubber) in no time.
    '-g', String(FRAME_RATE * 10), '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-threads', '1',
    '-c:a', 'aac', '-b:a', '64k',
    '-movflags', '+faststart',
    path.join(folder, VIDEO_FILES.video),
  ]);
  fs.copyFileSync(path.join(folder, 'slide-1.png'), path.join(folder, VIDEO_FILES.poster));
  fs.writeFileSync(path.join(folder, VIDEO_FILES.en), captionsVtt(plan.cues, 'en'));
  fs.writeFileSync(path.join(folder, VIDEO_FILES.ja), captionsVtt(plan.cues, 'ja'));
  const duration = Math.round(plan.duration * 10) / 10;
  fs.writeFileSync(path.join(folder, VIDEO_FILES.info), `${JSON.stringify({ recipe: VIDEO_RECIPE_VERSION, duration_seconds: duration } satisfies BuiltInfo)}\n`);
  return duration;
}

/** How long a build waits for another process's build of the same lesson before giving up. */
const LOCK_WAIT_MS = 15 * 60_000;

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Runs `work` holding `lockFile` (created exclusively, holding this process's id). While another
 * live process holds it, waits, and returns early once `ready()` says that process's result is
 * there; a lock whose process is gone (a build that was stopped) is taken over.
 */
async function withCacheLock(lockFile: string, ready: () => boolean, work: () => Promise<void>): Promise<void> {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holderText: string;
    let age: number;
    try {
      holderText = fs.readFileSync(lockFile, 'utf8');
      age = Date.now() - fs.statSync(lockFile).mtimeMs;
    } catch {
      continue; // released meanwhile: try to take it
    }
    const holder = Number(holderText);
    // An empty lock is being written (created, pid not yet in it) unless it has been empty for long.
    const stale = holderText === '' ? age > 10_000 : !Number.isInteger(holder) || holder <= 0 || !processAlive(holder);
    if (stale) {
      fs.rmSync(lockFile, { force: true });
      continue;
    }
    if (ready()) return work();
    if (Date.now() > deadline) throw new Error(`ai-course: ${lockFile} is held by process ${holder} for more than ${LOCK_WAIT_MS / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  try {
    await work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

export type VideoBuildReport = { manifest: Record<string, LessonVideo>; encoded: number; copied: number; unchanged: number };

/**
 * Builds every lesson's video (see the top of this file) and writes the manifest. A lesson
 * already in DATA_DIR with the same hash is left alone; one in the video cache is copied; only
 * the rest are synthesised and encoded.
 */
export async function buildLessonVideos(options: {
  dataDir: string;
  content: AiCourseContent;
  tts: TtsCache;
  /** Built lessons kept across DATA_DIRs (videoCacheDir); none when absent. */
  cacheDir?: string;
  concurrency?: number;
  log?: (line: string) => void;
}): Promise<VideoBuildReport> {
  const lessons = options.content.flatMap(({ course, lessons: list }) => list.map((lesson, index) => ({ course, lesson, number: index + 1 })));
  const report: VideoBuildReport = { manifest: {}, encoded: 0, copied: 0, unchanged: 0 };
  const files = Object.values(VIDEO_FILES);
  const entries = await inPool(lessons, options.concurrency ?? DEFAULT_CONCURRENCY, async ({ course, lesson, number }) => {
    const code = lessonVideoCode(course.code, number);
    const hash = lessonVideoHash(course, number, lesson);
    const target = path.join(options.dataDir, 'resources', code, hash);
    const cached = options.cacheDir ? path.join(options.cacheDir, `${code}-${hash}`) : null;
    const encode = async () => {
      const work = fs.mkdtempSync(path.join(os.tmpdir(), `${code}-`));
      try {
        const started = Date.now();
        await encodeLesson(work, course, number, lesson, options.tts);
        fs.rmSync(target, { recursive: true, force: true });
        installFolder(work, target, files);
        if (cached && !completeBuild(cached)) installFolder(work, cached, files);
        report.encoded++;
        options.log?.(`ai-course: ${code} video built in ${Date.now() - started} ms`);
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    };
    const copyFromCache = (folder: string) => {
      fs.rmSync(target, { recursive: true, force: true });
      installFolder(folder, target, files);
      report.copied++;
    };
    if (completeBuild(target)) {
      report.unchanged++;
    } else if (!cached) {
      await encode();
    } else {
      // One encoder per lesson on the machine: seeds started together (npm test's test portals
      // beside the e2e portal) wait for the first and copy its result instead of encoding again.
      await withCacheLock(`${cached}.lock`, () => completeBuild(cached) !== null, async () => {
        if (completeBuild(cached)) copyFromCache(cached);
        else await encode();
      });
    }
    const info = completeBuild(target);
    if (!info) throw new Error(`ai-course: ${code}/${hash} is incomplete after its build`);
    const relative = (file: string) => `${code}/${hash}/${file}`;
    const video: LessonVideo = {
      video: relative(VIDEO_FILES.video),
      captions: { ja: relative(VIDEO_FILES.ja), en: relative(VIDEO_FILES.en) },
      poster: relative(VIDEO_FILES.poster),
      duration_seconds: info.duration_seconds,
    };
    return [lessonVideoKey(course.code, number), video] as const;
  });
  report.manifest = Object.fromEntries(entries);
  writeVideoManifest(options.dataDir, report.manifest);
  return report;
}

/**
 * Whether the seed builds the lesson videos: CONTENT_AI_LESSON_VIDEOS "all" (the default) or "none",
 * for a portal that never shows an AI course lesson (the e2e specs' own portals: on a machine whose
 * video cache is empty, the encoding is about 40 s of ffmpeg per portal).
 */
export function lessonVideosFromEnv(value = process.env.CONTENT_AI_LESSON_VIDEOS): boolean {
  if (value === undefined || value === '' || value === 'all') return true;
  if (value === 'none') return false;
  throw new Error(`CONTENT_AI_LESSON_VIDEOS must be "all" or "none", not ${value}`);
}

/** Seed step (every start): the lesson videos of content/ai-course/, built or taken from the cache. */
export async function seedAiLessonVideos(ctx: SeedContext): Promise<void> {
  if (!lessonVideosFromEnv()) {
    ctx.log('ai-course: lesson videos left out (CONTENT_AI_LESSON_VIDEOS=none)');
    return;
  }
  const speech = buildSpeech({ speechUrl: ctx.config.speechUrl, repoRoot: ctx.config.repoRoot, dataDir: ctx.config.dataDir, log: ctx.log });
  try {
    const tts = new TtsCache(ttsCacheDir(ctx.config.repoRoot), speech.synthesize, speech.engine);
    const report = await buildLessonVideos({ dataDir: ctx.config.dataDir, content: readAiCourseContent(), tts, cacheDir: videoCacheDir(ctx.config.repoRoot), log: ctx.log });
    if (report.encoded > 0) ctx.log(`ai-course: ${report.encoded} lesson videos encoded, ${report.copied} copied from the cache, ${report.unchanged} unchanged`);
  } finally {
    await speech.close();
  }
}
