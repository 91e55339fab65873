import { ErrorCode, SpeechError } from '../../lib/speech-error';
import {
  HelperProcess,
  parseDecoderOutput,
  type DecoderName,
  type EndResult,
  type HelperOptions,
  type PartialResult,
} from './helper-process';

export interface EnginePoolOptions {
  helper: Omit<HelperOptions, 'slots' | 'recognisers'>;
  helpers: number;
  slotsPerHelper: number;
  recognisersPerHelper: number;
  queueLimit: number;
  queueWaitMs: number;
}

export interface AcquireOptions {
  /** The session needs the n-gram recogniser (free replies, recognition). */
  recogniser: boolean;
  /** Aborting gives up the place in the waiting line. */
  signal?: AbortSignal;
}

interface HelperEntry {
  index: number;
  generation: number;
  process: HelperProcess | undefined;
  freeSlots: Set<number>;
  leased: number;
}

interface Waiter {
  recogniser: boolean;
  grant: (lease: EngineLease) => void;
  fail: (error: SpeechError) => void;
}

const RESTART_DELAY_MS = 1000;

/**
 * The bounded pool of decoder slots across the helper processes. A session leases one slot for
 * its whole utterance (audio is decoded as it streams, so the reply needs only the last
 * frames' work); when every slot is leased, sessions wait in a bounded line.
 */
export class EnginePool {
  private readonly entries: HelperEntry[] = [];
  private readonly waiting: Waiter[] = [];
  private stopped = false;

  constructor(private readonly options: EnginePoolOptions) {}

  async start(): Promise<void> {
    for (let index = 0; index < this.options.helpers; index++) {
      this.entries.push({ index, generation: 0, process: undefined, freeSlots: new Set(), leased: 0 });
    }
    await Promise.all(this.entries.map((entry) => this.launch(entry)));
  }

  stop(): void {
    this.stopped = true;
    for (const waiter of this.waiting.splice(0)) {
      waiter.fail(new SpeechError(ErrorCode.serverError, 'the speech server is shutting down'));
    }
    for (const entry of this.entries) entry.process?.stop();
  }

  stats(): { engines: number; enginesReady: number; sessions: number; waiting: number; slots: number } {
    const ready = this.entries.filter((entry) => entry.process?.isAlive);
    return {
      engines: this.entries.length,
      enginesReady: ready.length,
      sessions: this.entries.reduce((sum, entry) => sum + entry.leased, 0),
      waiting: this.waiting.length,
      slots: ready.length * this.options.slotsPerHelper,
    };
  }

  /** A free slot now, or after waiting in line; fails with 10002 (line full) or 10004 (waited too long). */
  acquire(options: AcquireOptions): Promise<EngineLease> {
    if (options.recogniser && this.options.recognisersPerHelper === 0) {
      return Promise.reject(new SpeechError(ErrorCode.serverError, 'recognition is not enabled on this server'));
    }
    const lease = this.takeFreeSlot(options.recogniser);
    if (lease) return Promise.resolve(lease);
    if (this.waiting.length >= this.options.queueLimit) {
      return Promise.reject(new SpeechError(ErrorCode.busyQueueFull, 'every speech engine is busy and the waiting line is full; try again shortly'));
    }
    return new Promise<EngineLease>((resolve, reject) => {
      const waiter: Waiter = {
        recogniser: options.recogniser,
        grant: (granted) => {
          cleanup();
          resolve(granted);
        },
        fail: (error) => {
          cleanup();
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        this.removeWaiter(waiter);
        waiter.fail(new SpeechError(ErrorCode.busyWaitedTooLong, `waited more than ${this.options.queueWaitMs / 1000} s for a speech engine; try again shortly`));
      }, this.options.queueWaitMs);
      const onAbort = (): void => {
        this.removeWaiter(waiter);
        waiter.fail(new SpeechError(ErrorCode.serverError, 'the session ended while waiting for an engine'));
      };
      const cleanup = (): void => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
      };
      options.signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  /** Called by a lease when it is done with its slot. */
  giveBack(entry: HelperEntry, generation: number, slot: number): void {
    entry.leased = Math.max(0, entry.leased - 1);
    if (entry.generation !== generation || !entry.process?.isAlive) return;
    entry.freeSlots.add(slot);
    this.serveWaiters();
  }

  private takeFreeSlot(recogniser: boolean): EngineLease | undefined {
    const recognisers = this.options.recognisersPerHelper;
    let best: { entry: HelperEntry; slot: number } | undefined;
    for (const entry of this.entries) {
      if (!entry.process?.isAlive) continue;
      // Plain sessions take plain slots first, keeping recogniser slots for those who need them.
      const candidates = [...entry.freeSlots].filter((slot) => !recogniser || slot < recognisers);
      if (candidates.length === 0) continue;
      const slot = recogniser ? Math.min(...candidates) : Math.max(...candidates);
      if (!best || entry.leased < best.entry.leased) best = { entry, slot };
    }
    if (!best) return undefined;
    const { entry, slot } = best;
    entry.freeSlots.delete(slot);
    entry.leased++;
    return new EngineLease(this, entry, entry.generation, entry.process as HelperProcess, slot);
  }

  private serveWaiters(): void {
    for (let i = 0; i < this.waiting.length; ) {
      const waiter = this.waiting[i] as Waiter;
      const lease = this.takeFreeSlot(waiter.recogniser);
      if (!lease) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      waiter.grant(lease);
    }
  }

  private removeWaiter(waiter: Waiter): void {
    const index = this.waiting.indexOf(waiter);
    if (index >= 0) this.waiting.splice(index, 1);
  }

  private async launch(entry: HelperEntry): Promise<void> {
    const process = new HelperProcess({
      ...this.options.helper,
      slots: this.options.slotsPerHelper,
      recognisers: this.options.recognisersPerHelper,
    });
    entry.generation++;
    entry.process = process;
    entry.freeSlots = new Set();
    process.on('exit', (error: Error) => {
      if (this.stopped) return;
      console.error(`speech-server: engine ${entry.index} stopped: ${error.message}; restarting`);
      entry.freeSlots = new Set();
      setTimeout(() => {
        if (!this.stopped) this.launch(entry).catch((launchError: unknown) => console.error(`speech-server: engine ${entry.index} failed to restart: ${String(launchError)}`));
      }, RESTART_DELAY_MS).unref();
    });
    await process.ready;
    for (let slot = 0; slot < this.options.slotsPerHelper; slot++) entry.freeSlots.add(slot);
    this.serveWaiters();
  }
}

/** One leased slot: the commands of one utterance, then release(). */
export class EngineLease {
  private inUtterance = false;
  private released = false;
  private dither = new Dither();

  constructor(
    private readonly pool: EnginePool,
    private readonly entry: HelperEntry,
    private readonly generation: number,
    private readonly process: HelperProcess,
    readonly slot: number,
  ) {}

  get hasRecogniser(): boolean {
    return this.slot < this.process.options.recognisers;
  }

  async start(decoders: DecoderName[], grammar = ''): Promise<void> {
    await this.send('start', `${decoders.join(',')}\n${grammar}`);
    this.inUtterance = true;
    this.dither = new Dither();
  }

  /** Feeds 16 kHz PCM to every active decoder; with `partial` the reply carries the best paths so far. */
  async audio(pcm: Buffer, partial = false): Promise<PartialResult> {
    const reply = await this.send('audio', this.dither.apply(pcm), partial ? 'p' : '');
    return {
      align: typeof reply.align === 'string' ? reply.align : undefined,
      lm: typeof reply.lm === 'string' ? reply.lm : undefined,
      frames: typeof reply.frames === 'number' ? reply.frames : 0,
    };
  }

  async end(): Promise<EndResult> {
    const reply = await this.send('end', '');
    this.inUtterance = false;
    return {
      align: parseDecoderOutput(reply.align),
      phone: parseDecoderOutput(reply.phone),
      lm: parseDecoderOutput(reply.lm),
    };
  }

  /** Frees the slot; an unfinished utterance is discarded first (commands run in order). */
  release(): void {
    if (this.released) return;
    this.released = true;
    if (this.inUtterance && this.process.isAlive) this.process.command('abort', this.slot).catch(() => undefined);
    this.pool.giveBack(this.entry, this.generation, this.slot);
  }

  private async send(cmd: string, payload: Buffer | string, flag = ''): Promise<Record<string, unknown>> {
    if (this.released) throw new SpeechError(ErrorCode.serverError, 'engine slot already released');
    try {
      return await this.process.command(cmd, this.slot, payload, flag);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      console.error(`speech-server: engine command ${cmd} failed: ${detail}`);
      throw new SpeechError(ErrorCode.serverError, 'the speech engine failed; please try again');
    }
  }
}

/**
 * A little reproducible noise (about 1 LSB) added to every utterance: digitally silent input
 * (synthetic speech, browsers' noise suppression) otherwise breaks PocketSphinx's features.
 * Seeded per utterance, so the same audio always gives the same result.
 */
class Dither {
  private state = 0x9e3779b9;

  apply(pcm: Buffer): Buffer {
    const out = Buffer.alloc(pcm.length);
    for (let offset = 0; offset + 1 < pcm.length; offset += 2) {
      this.state ^= this.state << 13;
      this.state ^= this.state >>> 17;
      this.state ^= this.state << 5;
      const noise = (this.state & 3) - 1.5;
      out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(pcm.readInt16LE(offset) + noise))), offset);
    }
    return out;
  }
}
