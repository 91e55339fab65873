import { useCallback, useEffect, useState } from 'react';

export type ApiData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

/** Runs a shared-api call when the component mounts (and on reload()); errors become a state the page shows. */
export function useApiData<T>(load: () => Promise<T>, deps: readonly unknown[] = []): ApiData<T> & { reload: () => void } {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
    // The caller's deps decide when to load again; `load` itself is a new closure every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round, ...deps]);
  return { ...state, reload };
}
