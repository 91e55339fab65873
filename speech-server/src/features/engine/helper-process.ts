import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { EventEmitter } from 'node:events';
import readline from 'node:readline';

/** Decoders a helper slot holds (native/ps-helper.c). */
export type DecoderName = 'align' | 'phone' | 'lm';

/** One word (or phone, or filler) of a decoder's best path; frames are 10 ms. */
export interface Segment {
  word: string;
  startFrame: number;
  endFrame: number;
  /** Acoustic score in the decoder's log base, shifted as PocketSphinx reports it. */
  ascr: number;
  lscr: number;
  /** Posterior probability 0..1 (lattice decoders only; 1 otherwise). */
  posterior: number;
}

export interface DecoderOutput {
  hyp: string;
  score: number;
  frames: number;
  segments: Segment[];
}

export type EndResult = Partial<Record<DecoderName, DecoderOutput>>;

export interface PartialResult {
  align?: string;
  lm?: string;
  frames: number;
}

interface Pending {
  resolve: (reply: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

export interface HelperOptions {
  binary: string;
  ciModelDir: string;
  modelDir: string;
  recognizerDict: string;
  slots: number;
  recognisers: number;
  /** Audio held back at the start of each utterance to estimate its cepstral mean. */
  primeMs: number;
}

/**
 * One running ps-helper. Commands are answered strictly in order, one JSON line each, so a FIFO
 * of promises matches replies to requests. Emits 'exit' when the process dies; every pending
 * and later command then fails.
 */
export class HelperProcess extends EventEmitter {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending: Pending[] = [];
  private alive = true;
  private stderrTail = '';
  readonly ready: Promise<void>;

  constructor(readonly options: HelperOptions) {
    super();
    this.child = spawn(
      options.binary,
      [
        '--ci-model', options.ciModelDir,
        '--model', options.modelDir,
        '--recognizer-dict', options.recognizerDict,
        '--slots', String(options.slots),
        '--recognisers', String(options.recognisers),
        '--prime-ms', String(options.primeMs),
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString()).slice(-2000);
    });
    this.child.stdin.on('error', () => {
      // The exit handler reports the failure; a write after death must not crash the server.
    });
    let markReady: () => void;
    let failReady: (error: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failReady = reject;
    });
    this.ready.catch(() => undefined);
    let started = false;
    readline.createInterface({ input: this.child.stdout }).on('line', (line) => {
      if (!started) {
        started = true;
        markReady();
        return;
      }
      this.settle(line);
    });
    this.child.on('exit', (code, signal) => {
      this.alive = false;
      const error = new Error(`ps-helper exited (${signal ?? code}): ${this.stderrTail.trim() || 'no message'}`);
      if (!started) failReady(error);
      for (const waiter of this.pending.splice(0)) waiter.reject(error);
      this.emit('exit', error);
    });
    this.child.on('error', (error) => {
      this.alive = false;
      if (!started) failReady(error);
    });
  }

  get isAlive(): boolean {
    return this.alive;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Sends one command and resolves with its reply; rejects when the helper answers an error. */
  command(cmd: string, slot: number, payload: Buffer | string = '', flag = ''): Promise<Record<string, unknown>> {
    if (!this.alive) return Promise.reject(new Error('ps-helper is not running'));
    const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.child.stdin.write(`${cmd} ${slot} ${body.length}${flag ? ` ${flag}` : ''}\n`);
      if (body.length > 0) this.child.stdin.write(body);
    });
  }

  stop(): void {
    if (this.alive) this.child.kill('SIGTERM');
  }

  private settle(line: string): void {
    const waiter = this.pending.shift();
    if (!waiter) return;
    let reply: Record<string, unknown>;
    try {
      reply = JSON.parse(line) as Record<string, unknown>;
    } catch {
      waiter.reject(new Error(`ps-helper sent an unreadable reply: ${line.slice(0, 200)}`));
      return;
    }
    if (reply.ok === 1) waiter.resolve(reply);
    else waiter.reject(new Error(`ps-helper: ${String(reply.error ?? 'unknown error')}`));
  }
}

/** Turns the helper's `[word, sf, ef, ascr, lscr, posterior]` arrays into segments. */
export function parseDecoderOutput(raw: unknown): DecoderOutput | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const value = raw as { hyp?: unknown; score?: unknown; frames?: unknown; segs?: unknown };
  const segments: Segment[] = Array.isArray(value.segs)
    ? value.segs.map((seg: unknown) => {
        const [word, startFrame, endFrame, ascr, lscr, posterior] = seg as [string, number, number, number, number, number];
        return { word, startFrame, endFrame, ascr, lscr, posterior };
      })
    : [];
  return {
    hyp: typeof value.hyp === 'string' ? value.hyp : '',
    score: typeof value.score === 'number' ? value.score : 0,
    frames: typeof value.frames === 'number' ? value.frames : 0,
    segments,
  };
}
