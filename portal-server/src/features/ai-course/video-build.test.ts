// The lesson video build: the narration timeline and its WebVTT captions (one cue per narration
// cue, in order, never overlapping), the content hash, the slides' SVG, and one real build of a
// two-slide lesson with ffmpeg, checked with ffprobe (H.264 + AAC, 1280x720, the planned length),
// then rebuilt (unchanged), copied from the cache into a fresh DATA_DIR, and rebuilt after an edit.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TtsCache, type Synthesizer } from '../textbook/tts-cache';
import type { CourseEntry, LessonContent } from './content-schema';
import {
  buildLessonVideos,
  captionsVtt,
  lessonVideoHash,
  NARRATION_PAUSES,
  planNarration,
  readVideoManifest,
  renderSlideSvg,
  videoManifestPath,
  vttTimestamp,
  wrapText,
} from './video-build';

const course: CourseEntry = {
  code: 'fixture-course',
  title_ja: 'テスト用コース',
  title_en: 'Fixture course',
  cefr: 'A2',
  description_ja: 'ビルドのテストに使うコースです。',
  test: 'aic-fixture-course-test',
  lessons: [{ title_ja: 'あいさつ', title_en: 'Greetings' }],
};

const lesson: LessonContent = {
  course: 'fixture-course',
  lesson: 1,
  title_en: 'Greetings',
  skills: ['speaking'],
  video: {
    slides: [
      {
        heading: 'Saying hello & goodbye',
        heading_ja: 'あいさつの表現',
        lines: ['Hello, nice to meet you.', 'Good morning  (before noon)'],
        narration: [
          { en: 'Hello, and welcome.', ja: 'こんにちは、ようこそ。' },
          { en: 'We say <hello> when we meet.', ja: '会ったときは <hello> と言います。' },
        ],
      },
      {
        heading: 'Saying goodbye',
        heading_ja: '別れのあいさつ',
        lines: ['See you tomorrow.'],
        narration: [{ en: 'See you tomorrow, everyone.', ja: 'みなさん、また明日。' }],
      },
    ],
  },
  explanation: { intro_ja: '説明', sections: [], key_phrases: [] },
  review: 'aic-fixture-course-1-review',
  consolidation: 'aic-fixture-course-1-consolidation',
};

/** A cue's synthesised length in this test: 0.05 s per character, so every length is known. */
const secondsOf = (text: string) => Math.round(text.length * 0.05 * 100) / 100;

/** Stands in for speech-server: a tone as long as secondsOf(text), encoded as the MP3 speech-server sends. */
const toneSynthesizer: Synthesizer = async (line) =>
  execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${secondsOf(line.text)}:sample_rate=22050`, '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3', 'pipe:1']);

const cueSeconds = (content: LessonContent) => content.video.slides.map((slide) => slide.narration.map((cue) => secondsOf(cue.en)));

/** The timestamps of a WebVTT file's cues, checked to be well formed. */
function vttCues(text: string): { start: number; end: number; text: string }[] {
  expect(text.startsWith('WEBVTT\n\n')).toBe(true);
  const seconds = (stamp: string) => {
    const [h, m, s] = stamp.split(':');
    return Number(h) * 3600 + Number(m) * 60 + Number(s);
  };
  return text
    .slice('WEBVTT\n\n'.length)
    .trimEnd()
    .split('\n\n')
    .map((block, index) => {
      const [number, timing, cueText, ...rest] = block.split('\n');
      expect(number).toBe(String(index + 1));
      expect(timing).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}$/);
      expect(rest).toEqual([]);
      const [start, end] = timing!.split(' --> ');
      return { start: seconds(start!), end: seconds(end!), text: cueText! };
    });
}

function probe(file: string) {
  const output = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height,pix_fmt:format=duration', '-of', 'json', file], { encoding: 'utf8' });
  return JSON.parse(output) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[]; format: { duration: string } };
}

describe('narration timeline and captions', () => {
  it('speaks every cue in order with the pauses between, and shows each slide until its narration ends', () => {
    const plan = planNarration(lesson.video.slides, cueSeconds(lesson));
    expect(plan.cues.map((cue) => cue.en)).toEqual(lesson.video.slides.flatMap((slide) => slide.narration.map((cue) => cue.en)));
    expect(plan.cues[0]!.start).toBe(NARRATION_PAUSES.leadIn);
    expect(plan.cues[1]!.start).toBeCloseTo(plan.cues[0]!.end + NARRATION_PAUSES.betweenCues, 6);
    expect(plan.slides[0]).toEqual({ start: 0, end: plan.cues[1]!.end + NARRATION_PAUSES.afterSlide });
    expect(plan.cues[2]!.start).toBeCloseTo(plan.slides[1]!.start, 6);
    expect(plan.duration).toBeCloseTo(plan.slides[1]!.end, 6);
    const total = NARRATION_PAUSES.leadIn + NARRATION_PAUSES.betweenCues + 2 * NARRATION_PAUSES.afterSlide + cueSeconds(lesson).flat().reduce((sum, value) => sum + value, 0);
    expect(plan.duration).toBeCloseTo(total, 6);
  });

  it('refuses timings that do not match the lesson, or a cue without sound', () => {
    expect(() => planNarration(lesson.video.slides, [[1, 1]])).toThrow(/1 slides timed, 2 in the lesson/);
    expect(() => planNarration(lesson.video.slides, [[1], [1]])).toThrow(/slide 1 has 2 cues, 1 timed/);
    expect(() => planNarration(lesson.video.slides, [[1, 0], [1]])).toThrow(/cue 2 of slide 1 has no sound/);
  });

  it('writes valid WebVTT: one cue per narration cue, increasing and never overlapping, the same times in both languages', () => {
    const plan = planNarration(lesson.video.slides, cueSeconds(lesson));
    const english = vttCues(captionsVtt(plan.cues, 'en'));
    const japanese = vttCues(captionsVtt(plan.cues, 'ja'));
    expect(english).toHaveLength(3);
    for (const [index, cue] of english.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(english[index - 1]!.end);
      expect(japanese[index]!.start).toBe(cue.start);
      expect(japanese[index]!.end).toBe(cue.end);
    }
    // Markup characters are escaped, so a caption never becomes a tag.
    expect(english[1]!.text).toBe('We say &lt;hello&gt; when we meet.');
    expect(japanese.map((cue) => cue.text)).toEqual(['こんにちは、ようこそ。', '会ったときは &lt;hello&gt; と言います。', 'みなさん、また明日。']);
  });

  it('formats timestamps with hours and milliseconds', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(83.4)).toBe('00:01:23.400');
    expect(vttTimestamp(3725.0555)).toBe('01:02:05.056');
  });
});

describe('content hash', () => {
  const edited = (change: (copy: LessonContent) => void) => {
    const copy = structuredClone(lesson);
    change(copy);
    return lessonVideoHash(course, 1, copy);
  };

  it('is the same for the same lesson and changes with anything seen or heard in the video', () => {
    const hash = lessonVideoHash(course, 1, lesson);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(lessonVideoHash(course, 1, structuredClone(lesson))).toBe(hash);
    const changes = [
      edited((copy) => (copy.video.slides[0]!.narration[0]!.en = 'Hi, and welcome.')),
      edited((copy) => (copy.video.slides[0]!.narration[0]!.ja = 'やあ、ようこそ。')),
      edited((copy) => (copy.video.slides[1]!.heading = 'Saying bye')),
      edited((copy) => copy.video.slides[1]!.lines.push('Bye!')),
      lessonVideoHash({ ...course, title_ja: '別のコース' }, 1, lesson),
    ];
    expect(new Set([hash, ...changes]).size).toBe(changes.length + 1);
  });

  it('ignores what is not in the video (the explanation, the exercise codes)', () => {
    expect(edited((copy) => (copy.review = 'aic-other-review'))).toBe(lessonVideoHash(course, 1, lesson));
  });
});

describe('slides', () => {
  it('wraps long lines within the width, keeping every word', () => {
    const text = 'Could you tell me the way to the nearest station from here, please?';
    const lines = wrapText(text, 500, 40);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    expect(wrapText('短い文です', 1000, 40)).toEqual(['短い文です']);
  });

  it('draws the course, lesson, heading, Japanese heading and lines, escaped', () => {
    const svg = renderSlideSvg({ courseTitle: course.title_ja, lessonNumber: 1, lessonTitle: 'あいさつ', slide: lesson.video.slides[0]!, slideNumber: 1, slideCount: 2 });
    expect(svg).toContain('width="1280" height="720"');
    expect(svg).toContain('テスト用コース ・ レッスン 1：あいさつ');
    expect(svg).toContain('Saying hello &amp; goodbye');
    expect(svg).toContain('あいさつの表現');
    expect(svg).toContain('>Good morning  (before noon)</text>');
    expect(svg).toContain('1 / 2');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });
});

describe('building with ffmpeg', () => {
  let root: string;
  let tts: TtsCache;
  const content = () => [{ course, lessons: [lesson] }];

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-video-test-'));
    tts = new TtsCache(path.join(root, 'tts'), toneSynthesizer);
  });

  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('encodes H.264 + AAC 1280x720 of the planned length, with captions, a poster and the manifest', async () => {
    const dataDir = path.join(root, 'data-1');
    expect(readVideoManifest(dataDir)).toEqual({});
    const report = await buildLessonVideos({ dataDir, content: content(), tts, cacheDir: path.join(root, 'videos') });
    expect(report).toMatchObject({ encoded: 1, copied: 0, unchanged: 0 });

    const hash = lessonVideoHash(course, 1, lesson);
    const folder = `ai-lesson-fixture-course-1/${hash}`;
    const entry = report.manifest['fixture-course/1']!;
    expect(report.manifest).toEqual({
      'fixture-course/1': {
        video: `${folder}/lesson.mp4`,
        captions: { ja: `${folder}/captions.ja.vtt`, en: `${folder}/captions.en.vtt` },
        poster: `${folder}/poster.png`,
        duration_seconds: entry.duration_seconds,
      },
    });
    expect(readVideoManifest(dataDir)).toEqual(report.manifest);

    // The captions follow the decoded narration: each cue as long as its tone (MP3 adds a few
    // hundredths of padding per cue), the pauses of the plan between them.
    const resources = path.join(dataDir, 'resources');
    const english = vttCues(fs.readFileSync(path.join(resources, folder, 'captions.en.vtt'), 'utf8'));
    const nominal = planNarration(lesson.video.slides, cueSeconds(lesson));
    expect(english.map((cue) => cue.text)).toEqual(nominal.cues.map((cue) => cue.en.replace('<', '&lt;').replace('>', '&gt;')));
    for (const [index, cue] of english.entries()) {
      const planned = nominal.cues[index]!;
      expect(cue.end - cue.start).toBeGreaterThanOrEqual(planned.end - planned.start - 0.001);
      expect(cue.end - cue.start).toBeLessThan(planned.end - planned.start + 0.1);
    }
    expect(english[1]!.start - english[0]!.end).toBeCloseTo(NARRATION_PAUSES.betweenCues, 2);
    expect(english[2]!.start - english[1]!.end).toBeCloseTo(NARRATION_PAUSES.afterSlide, 2);
    expect(entry.duration_seconds).toBeCloseTo(english[2]!.end + NARRATION_PAUSES.afterSlide, 1);
    expect(fs.readFileSync(path.join(resources, folder, 'captions.ja.vtt'), 'utf8')).toContain('みなさん、また明日。');

    const info = probe(path.join(resources, folder, 'lesson.mp4'));
    const video = info.streams.find((stream) => stream.codec_type === 'video');
    const audio = info.streams.find((stream) => stream.codec_type === 'audio');
    expect(video).toMatchObject({ codec_name: 'h264', width: 1280, height: 720, pix_fmt: 'yuv420p' });
    expect(audio).toMatchObject({ codec_name: 'aac' });
    // The container is as long as the manifest says (within half a frame at 2 fps and AAC's padding).
    expect(Math.abs(Number(info.format.duration) - entry.duration_seconds)).toBeLessThan(0.3);

    // The soundtrack's cues sit where the captions say: the tone sounds inside a cue and not in the pause after it.
    const meanVolume = (from: number, to: number) => {
      const result = spawnSync('ffmpeg', ['-nostdin', '-hide_banner', '-ss', from.toFixed(3), '-t', (to - from).toFixed(3), '-i', path.join(resources, folder, 'lesson.mp4'), '-map', '0:a', '-af', 'volumedetect', '-f', 'null', '-'], { encoding: 'utf8' });
      return Number(/mean_volume: (-?[\d.]+) dB/.exec(result.stderr)?.[1] ?? Number.NaN);
    };
    for (const [index, cue] of english.entries()) {
      expect(meanVolume(cue.start + 0.1, cue.end - 0.1)).toBeGreaterThan(-30);
      const nextStart = english[index + 1]?.start ?? entry.duration_seconds;
      expect(meanVolume(cue.end + 0.15, nextStart - 0.15)).toBeLessThan(-60);
    }

    const poster = probe(path.join(resources, folder, 'poster.png')).streams[0]!;
    expect(poster).toMatchObject({ codec_name: 'png', width: 1280, height: 720 });
  });

  it('leaves an unchanged lesson alone, copies it from the cache into a fresh DATA_DIR, and rebuilds it after an edit', async () => {
    const dataDir = path.join(root, 'data-1');
    const manifestBefore = fs.readFileSync(videoManifestPath(dataDir), 'utf8');
    expect(await buildLessonVideos({ dataDir, content: content(), tts, cacheDir: path.join(root, 'videos') })).toMatchObject({ encoded: 0, copied: 0, unchanged: 1 });
    expect(fs.readFileSync(videoManifestPath(dataDir), 'utf8')).toBe(manifestBefore);

    const fresh = path.join(root, 'data-2');
    const copied = await buildLessonVideos({ dataDir: fresh, content: content(), tts, cacheDir: path.join(root, 'videos') });
    expect(copied).toMatchObject({ encoded: 0, copied: 1, unchanged: 0 });
    const file = readVideoManifest(fresh)['fixture-course/1']!.video;
    expect(fs.readFileSync(path.join(fresh, 'resources', file)).equals(fs.readFileSync(path.join(dataDir, 'resources', file)))).toBe(true);

    // A damaged lesson folder (its video.json unreadable) is put back from the cache, not served half broken.
    const info = path.join(fresh, 'resources', path.dirname(file), 'video.json');
    fs.rmSync(info); // the files are hard links into the cache: replace, never write through
    fs.writeFileSync(info, '{');
    expect(await buildLessonVideos({ dataDir: fresh, content: content(), tts, cacheDir: path.join(root, 'videos') })).toMatchObject({ encoded: 0, copied: 1, unchanged: 0 });
    expect(JSON.parse(fs.readFileSync(info, 'utf8'))).toEqual({ recipe: 1, duration_seconds: readVideoManifest(fresh)['fixture-course/1']!.duration_seconds });

    const edited = structuredClone(lesson);
    edited.video.slides[1]!.narration.push({ en: 'Goodbye for now.', ja: 'それでは、また。' });
    const rebuilt = await buildLessonVideos({ dataDir, content: [{ course, lessons: [edited] }], tts, cacheDir: path.join(root, 'videos') });
    expect(rebuilt).toMatchObject({ encoded: 1, copied: 0, unchanged: 0 });
    const entry = rebuilt.manifest['fixture-course/1']!;
    expect(entry.video).toBe(`ai-lesson-fixture-course-1/${lessonVideoHash(course, 1, edited)}/lesson.mp4`);
    expect(entry.duration_seconds).toBeGreaterThan(readVideoManifest(fresh)['fixture-course/1']!.duration_seconds);
    expect(vttCues(fs.readFileSync(path.join(dataDir, 'resources', entry.captions.en), 'utf8'))).toHaveLength(4);
  });

  it('waits for another process building the same lesson and copies its result; takes over the lock of a stopped build', async () => {
    const hash = lessonVideoHash(course, 1, lesson);
    const built = path.join(root, 'data-1', 'resources', 'ai-lesson-fixture-course-1', hash);
    const cacheDir = path.join(root, 'videos-locked');
    const lockFile = path.join(cacheDir, `ai-lesson-fixture-course-1-${hash}.lock`);
    fs.mkdirSync(cacheDir, { recursive: true });

    // A live process holds the lesson: the build waits until that process's result is in the cache.
    const holder = spawn('sleep', ['60']);
    try {
      fs.writeFileSync(lockFile, String(holder.pid));
      const started = Date.now();
      const waiting = buildLessonVideos({ dataDir: path.join(root, 'data-4'), content: content(), tts, cacheDir });
      await new Promise((resolve) => setTimeout(resolve, 1200));
      fs.cpSync(built, path.join(cacheDir, `ai-lesson-fixture-course-1-${hash}`), { recursive: true });
      expect(await waiting).toMatchObject({ encoded: 0, copied: 1, unchanged: 0 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(holder.pid)); // still the holder's
    } finally {
      holder.kill();
    }

    // The lock of a process that is gone is taken over (and released).
    const gone = spawnSync('true').pid;
    fs.writeFileSync(lockFile, String(gone));
    expect(await buildLessonVideos({ dataDir: path.join(root, 'data-5'), content: content(), tts, cacheDir })).toMatchObject({ encoded: 0, copied: 1 });
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('refuses a damaged manifest rather than serving no videos', () => {
    const dataDir = path.join(root, 'data-3');
    fs.mkdirSync(path.dirname(videoManifestPath(dataDir)), { recursive: true });
    fs.writeFileSync(videoManifestPath(dataDir), JSON.stringify({ 'fixture-course/1': { video: '../../etc/passwd' } }));
    expect(() => readVideoManifest(dataDir)).toThrow(/not a lesson video manifest/);
  });
});
