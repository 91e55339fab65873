import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runProcess } from '../../lib/run-process';
import { ErrorCode, SpeechError } from '../../lib/speech-error';

/** PROTOCOL.md "GET /speech/tts": the voices and what they are in espeak-ng. */
export const VOICES: Record<string, string> = {
  'en-us': 'en-us',
  'en-us-f': 'en-us+f3',
  'en-gb': 'en-gb',
  'en-gb-f': 'en-gb+f3',
};

export interface TtsRequest {
  text: string;
  voice: string;
  speed: number;
  pitch: number;
  volume: number;
}

const MAX_TEXT = 2000;
/** Bump when synthesis changes, so cached files are not reused. */
const CACHE_VERSION = 1;

function percentField(value: unknown, name: string): number {
  if (value === undefined || value === null || value === '') return 50;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || number < 0 || number > 100) throw new SpeechError(ErrorCode.invalidFrame, `"${name}" must be a number from 0 to 100`);
  return Math.round(number);
}

/** Validates query or JSON fields (40001 with the field named). */
export function parseTtsRequest(fields: Record<string, unknown>): TtsRequest {
  const text = typeof fields.text === 'string' ? fields.text.trim() : '';
  if (!text) throw new SpeechError(ErrorCode.invalidFrame, '"text" is required');
  if (text.length > MAX_TEXT) throw new SpeechError(ErrorCode.invalidFrame, `"text" is longer than ${MAX_TEXT} characters`);
  if (!/[\p{L}\p{N}]/u.test(text)) throw new SpeechError(ErrorCode.invalidFrame, '"text" has no letter or digit to speak');
  const voice = fields.voice === undefined || fields.voice === '' ? 'en-us' : String(fields.voice);
  if (!(voice in VOICES)) throw new SpeechError(ErrorCode.invalidFrame, `"voice" must be one of ${Object.keys(VOICES).join(', ')}`);
  return { text, voice, speed: percentField(fields.speed, 'speed'), pitch: percentField(fields.pitch, 'pitch'), volume: percentField(fields.volume, 'volume') };
}

/** speed 0..100 to espeak-ng words per minute: 0 -> 60, 50 -> 150, 100 -> 240. */
export function wordsPerMinute(speed: number): number {
  return Math.round(60 + speed * 1.8);
}

export interface SynthesisResult {
  file: string;
  etag: string;
}

/**
 * espeak-ng to WAV to lame MP3 (128 kbit/s mono), cached on disk by every parameter. At most
 * `concurrency` syntheses run at once; more wait in a bounded line (10002 beyond it).
 */
export class TextToSpeech {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly inFlight = new Map<string, Promise<SynthesisResult>>();

  constructor(
    private readonly cacheDir: string,
    private readonly concurrency: number,
    private readonly queueLimit: number,
  ) {}

  async synthesize(request: TtsRequest): Promise<SynthesisResult> {
    const key = createHash('sha256')
      .update(JSON.stringify([CACHE_VERSION, request.text, request.voice, request.speed, request.pitch, request.volume]))
      .digest('hex');
    const file = path.join(this.cacheDir, key.slice(0, 2), `${key}.mp3`);
    const etag = `"${key.slice(0, 32)}"`;
    if (await exists(file)) return { file, etag };
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = this.withSlot(() => this.render(request, file)).then(() => ({ file, etag }));
    this.inFlight.set(key, job);
    try {
      return await job;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async render(request: TtsRequest, file: string): Promise<void> {
    const args = ['-v', VOICES[request.voice] as string, '-s', String(wordsPerMinute(request.speed)), '-p', String(Math.min(99, request.pitch)), '-a', String(request.volume * 2), '--stdout', '--stdin'];
    const wav = await runProcess('espeak-ng', args, { input: request.text, timeoutMs: 30_000 });
    const mp3 = await runProcess('lame', ['--quiet', '-b', '128', '-m', 'm', '-', '-'], { input: wav, timeoutMs: 30_000 });
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, mp3);
    await rename(temporary, file);
  }

  private async withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) throw new SpeechError(ErrorCode.busyQueueFull, 'too many speech syntheses are waiting; try again shortly');
      // A finishing synthesis hands its slot straight to the first in line.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}
