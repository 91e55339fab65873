/**
 * The 3-2-1 ready countdown (spec part 2 section 2: three images at 1000 ms steps).
 */
export const COUNTDOWN_STEPS = 3;
export const COUNTDOWN_STEP_MS = 1_000;

export class CountdownCancelled extends Error {
  constructor() {
    super('countdown cancelled');
    this.name = 'CountdownCancelled';
  }
}

/**
 * Calls `onStep(3)`, `onStep(2)`, `onStep(1)` one step apart and resolves one step after the last,
 * i.e. after 3000 ms. Rejects with CountdownCancelled when `signal` aborts.
 */
export function runCountdown(onStep: (value: number) => void, options: { steps?: number; stepMs?: number; signal?: AbortSignal } = {}): Promise<void> {
  const steps = options.steps ?? COUNTDOWN_STEPS;
  const stepMs = options.stepMs ?? COUNTDOWN_STEP_MS;
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new CountdownCancelled());
    let remaining = steps;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(new CountdownCancelled());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const tick = () => {
      if (remaining === 0) {
        options.signal?.removeEventListener('abort', onAbort);
        resolve();
        return;
      }
      onStep(remaining);
      remaining -= 1;
      timer = setTimeout(tick, stepMs);
    };
    tick();
  });
}
