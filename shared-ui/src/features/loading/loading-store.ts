import { createStore } from 'zustand/vanilla';

/** How many "shows loading" calls are running. */
export const loadingStore = createStore<{ active: boolean }>(() => ({ active: false }));

export function setLoading(active: boolean): void {
  loadingStore.setState({ active });
}
