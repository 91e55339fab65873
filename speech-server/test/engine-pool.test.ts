import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/lib/config';
import { ensureNativeBuild } from '../src/app/services';
import { EnginePool } from '../src/features/engine/engine-pool';
import type { SpeechError } from '../src/lib/speech-error';
import { readingGrammar } from '../src/features/evaluation/grammar';
import { synthesizePcm } from './support/synthetic-speech';

const config = loadConfig({ SPEECH_PORT: '0' });
const build = path.join(config.nativeDir, 'build');

function newPool(overrides: Partial<ConstructorParameters<typeof EnginePool>[0]> = {}): EnginePool {
  ensureNativeBuild(config);
  return new EnginePool({
    helper: { binary: path.join(build, 'ps-helper'), ciModelDir: path.join(build, 'model-ci'), modelDir: config.modelDir, recognizerDict: path.join(build, 'recognizer.dict'), primeMs: 2500 },
    helpers: 1,
    slotsPerHelper: 2,
    recognisersPerHelper: 0,
    queueLimit: 1,
    queueWaitMs: 5000,
    ...overrides,
  });
}

const codeOf = async (promise: Promise<unknown>): Promise<number | undefined> => {
  try {
    await promise;
  } catch (error) {
    return (error as SpeechError).code;
  }
  return undefined;
};

describe('EnginePool', () => {
  let pool: EnginePool | undefined;
  afterEach(() => pool?.stop());

  it('leases slots, queues one waiter in order and refuses the next with 10002', async () => {
    pool = newPool();
    await pool.start();
    const first = await pool.acquire({ recogniser: false });
    const second = await pool.acquire({ recogniser: false });
    expect(first.slot).not.toBe(second.slot);
    const waiter = pool.acquire({ recogniser: false });
    expect(await codeOf(pool.acquire({ recogniser: false }))).toBe(10002);
    expect(pool.stats()).toMatchObject({ sessions: 2, waiting: 1 });
    first.release();
    const third = await waiter;
    expect(third.slot).toBe(first.slot);
    second.release();
    third.release();
    expect(pool.stats()).toMatchObject({ sessions: 0, waiting: 0 });
  });

  it('gives up a waiter after the wait limit with 10004, and when its session ends', async () => {
    pool = newPool({ slotsPerHelper: 1, queueLimit: 2, queueWaitMs: 200 });
    await pool.start();
    const held = await pool.acquire({ recogniser: false });
    expect(await codeOf(pool.acquire({ recogniser: false }))).toBe(10004);
    const controller = new AbortController();
    const abandoned = pool.acquire({ recogniser: false, signal: controller.signal });
    controller.abort();
    expect(await codeOf(abandoned)).toBe(32101);
    expect(pool.stats().waiting).toBe(0);
    held.release();
  });

  it('decodes through a lease and survives a helper crash: the session gets 32101, a new helper takes over', async () => {
    pool = newPool({ slotsPerHelper: 1 });
    await pool.start();
    const pcm = await synthesizePcm('hello world');
    const grammar = readingGrammar([{ variants: [['HH', 'AH', 'L', 'OW']] }, { variants: [['W', 'ER', 'L', 'D']] }], [0]);
    const lease = await pool.acquire({ recogniser: false });
    await lease.start(['align', 'phone'], grammar);
    await lease.audio(pcm);
    const end = await lease.end();
    expect(end.align?.hyp).toBe('HH_B AH L OW_E W_B ER L D_E');
    expect(end.phone?.segments.length).toBeGreaterThan(3);
    lease.release();

    const doomed = await pool.acquire({ recogniser: false });
    await doomed.start(['align'], grammar);
    const pid = (pool as unknown as { entries: Array<{ process: { pid: number } }> }).entries[0]?.process.pid as number;
    process.kill(pid, 'SIGKILL');
    expect(await codeOf(doomed.audio(pcm))).toBe(32101);
    doomed.release();
    const deadline = Date.now() + 20_000;
    while (pool.stats().enginesReady === 0 || pool.stats().slots === 0) {
      if (Date.now() > deadline) throw new Error('helper did not restart');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const revived = await pool.acquire({ recogniser: false });
    await revived.start(['align'], grammar);
    await revived.audio(pcm);
    expect((await revived.end()).align?.hyp).toBe('HH_B AH L OW_E W_B ER L D_E');
    revived.release();
  });
});
