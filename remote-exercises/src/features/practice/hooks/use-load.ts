import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

/**
 * Loads data for a page and reloads it when `key` changes or when asked; a newer load cancels
 * an older one. The shared client already told the student about errors it handles (toast,
 * dialog), so the page only shows a retry panel.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> & { reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const controller = new AbortController();
    setLoaded((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    latest.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setLoaded({ state: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...loaded, reload };
}
