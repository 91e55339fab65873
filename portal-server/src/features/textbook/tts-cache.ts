// Item audio for the content build: each spoken line is synthesised once by speech-server's
// text-to-speech (GET /speech/tts, speech-server/PROTOCOL.md) and kept in a cache folder, so a
// rebuild (every `npm start` seeds) asks speech-server only for lines it has never heard.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AudioLine } from './content-schema';

export type Synthesizer = (line: AudioLine) => Promise<Buffer>;

const MP3_FRAME_SYNC = (bytes: Buffer) => bytes.length > 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0;
const ID3 = (bytes: Buffer) => bytes.subarray(0, 3).toString('latin1') === 'ID3';

/** True when the bytes look like an MP3 file (an ID3 tag or an MPEG frame first). */
export function looksLikeMp3(bytes: Buffer): boolean {
  return bytes.length > 128 && (ID3(bytes) || MP3_FRAME_SYNC(bytes));
}

/** Cache key of a line; `engine` keeps audio of the espeak-ng fallback apart from speech-server's. */
export function lineKey(line: AudioLine, engine = 'speech-server'): string {
  const parts = engine === 'speech-server' ? [line.voice, line.speed, line.text] : [engine, line.voice, line.speed, line.text];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

/** Asks speech-server for one line; retries while it says it is busy (503 / 10002). */
export function speechServerSynthesizer(speechUrl: string, options: { attempts?: number; fetchImpl?: typeof fetch } = {}): Synthesizer {
  const fetchImpl = options.fetchImpl ?? fetch;
  const attempts = options.attempts ?? 6;
  return async (line) => {
    const url = new URL('/speech/tts', speechUrl);
    url.searchParams.set('text', line.text);
    url.searchParams.set('voice', line.voice);
    url.searchParams.set('speed', String(line.speed));
    let lastError = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let response: Response;
      try {
        response = await fetchImpl(url, { signal: AbortSignal.timeout(60_000) });
      } catch (error) {
        // A loaded machine (a seed beside builds and tests) can drop a connection now and then:
        // try again like a busy answer; only a speech-server that stays away fails the build.
        lastError = (error as Error).message;
        if (attempt === attempts) throw new Error(`speech-server (${speechUrl}) に接続できません: ${lastError}`);
        await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
        continue;
      }
      if (response.status === 503) {
        lastError = 'busy';
        await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
        continue;
      }
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`speech-server の音声合成に失敗しました（HTTP ${response.status}）: ${body.toString('utf8').slice(0, 200)} / "${line.text}"`);
      if (!looksLikeMp3(body)) throw new Error(`speech-server から MP3 ではない応答がありました: "${line.text}"`);
      return body;
    }
    throw new Error(`speech-server が混み合っていて音声を作れませんでした（${lastError}）: "${line.text}"`);
  };
}

export type TtsStats = { synthesised: number; cached: number };

/** Lines from the cache folder, synthesising (and keeping) the ones not there yet. */
export class TtsCache {
  readonly stats: TtsStats = { synthesised: 0, cached: 0 };
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly folder: string,
    private readonly synthesize: Synthesizer,
    /**
     * Picks the engine that makes missing lines (starting speech-server if need be): audio of a
     * fallback engine is cached under its own keys, so speech-server's audio replaces it later.
     */
    private readonly engine: () => Promise<string> = async () => 'speech-server',
  ) {
    fs.mkdirSync(folder, { recursive: true });
  }

  async line(line: AudioLine): Promise<Buffer> {
    const cached = path.join(this.folder, `${lineKey(line)}.mp3`);
    if (fs.existsSync(cached)) {
      this.stats.cached++;
      return fs.readFileSync(cached);
    }
    const engine = await this.engine();
    const file = path.join(this.folder, `${lineKey(line, engine)}.mp3`);
    if (engine !== 'speech-server' && fs.existsSync(file)) {
      this.stats.cached++;
      return fs.readFileSync(file);
    }
    const key = lineKey(line, engine);
    let job = this.pending.get(key);
    if (!job) {
      job = this.synthesize(line).then((bytes) => {
        // Write then rename: a build stopped halfway never leaves half a file in the cache.
        const temporary = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(temporary, bytes);
        fs.renameSync(temporary, file);
        this.stats.synthesised++;
        return bytes;
      });
      this.pending.set(key, job);
    }
    try {
      return await job;
    } finally {
      this.pending.delete(key);
    }
  }

  /**
   * The lines of a dialogue joined into one MP3. MP3 is a stream of frames, so files of the
   * same format (speech-server: 22.05 kHz mono, 128 kbit/s) play one after the other when
   * their frames are concatenated; ID3 tags between them are left out.
   */
  async lines(lines: readonly AudioLine[]): Promise<Buffer> {
    const parts: Buffer[] = [];
    for (const line of lines) parts.push(stripId3(await this.line(line)));
    return Buffer.concat(parts);
  }
}

/** The audio without a leading ID3v2 tag. */
export function stripId3(bytes: Buffer): Buffer {
  if (!ID3(bytes) || bytes.length < 10) return bytes;
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const footer = (bytes[5]! & 0x10) !== 0 ? 10 : 0;
  return bytes.subarray(10 + size + footer);
}
