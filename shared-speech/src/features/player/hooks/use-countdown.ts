import { useCallback, useEffect, useRef, useState } from 'react';
import { CountdownCancelled, runCountdown } from '../countdown';

/**
 * The 3-2-1 countdown for a component: `value` is 3, 2, 1 while it runs and null otherwise;
 * `run()` resolves true when it completed and false when it was cancelled (or the component left).
 */
export function useCountdown(): { value: number | null; run: () => Promise<boolean>; cancel: () => void } {
  const [value, setValue] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setValue(null);
  }, []);

  const run = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      await runCountdown(setValue, { signal: current.signal });
      return true;
    } catch (error) {
      if (error instanceof CountdownCancelled) return false;
      throw error;
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setValue(null);
      }
    }
  }, []);

  useEffect(() => cancel, [cancel]);
  return { value, run, cancel };
}
