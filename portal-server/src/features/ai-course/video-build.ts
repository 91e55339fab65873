// The AI course's lesson videos, made at content build (spec part 3, "AI course" video step):
// each lesson's slides are drawn as SVG, turned into PNG by rsvg-convert, narrated with the
// build's synthesised speech (TtsCache) and encoded by ffmpeg into an H.264 + AAC MP4 with
// Japanese and English WebVTT captions. A lesson lives in
// DATA_DIR/resources/ai-lesson-<course>-<n>/<hash>/, the hash being of its content and of this
// recipe, so an unchanged lesson is never encoded twice; the manifest
// DATA_DIR/ai-course/videos.json tells the AI course calls where each lesson's files are.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writeAtomic } from '../textbook/content-package';

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
