import { useStore } from 'zustand';
import { sessionStore, type SessionState } from './session-store';

/**
 * React hook over the session store: `useSession((s) => s.flags.college)`. Re-renders only when
 * the selected value changes (compare with Object.is, so select primitives or stable objects).
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
