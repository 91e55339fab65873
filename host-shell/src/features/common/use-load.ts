import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from 'shared-api';

export type LoadState<T> = {
  data: T | undefined;
  /** The failure message to show, or null. */
  error: string | null;
  loading: boolean;
  /** Loads again (Retry buttons, after a change). */
  reload: () => void;
  /** Replaces the data locally (after a successful change). */
  setData: (update: (current: T | undefined) => T | undefined) => void;
};

/**
 * Runs `load` when the component mounts and whenever `deps` change; a newer load cancels the
 * older one (its signal aborts), so a slow answer never overwrites a newer one.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): LoadState<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    loader
      .current(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) setDataState(value);
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted || (isApiError(reason) && reason.cancelled)) return;
        setError(reason instanceof Error ? reason.message : String(reason));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // deps are the caller's; round forces a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const setData = useCallback((update: (current: T | undefined) => T | undefined) => setDataState(update), []);
  return { data, error, loading, reload, setData };
}
