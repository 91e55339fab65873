import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createRecorder } from '../create-recorder';
import type { RecorderController, RecorderDependencies, RecorderOptions, RecorderSnapshot } from '../recorder-controller';

/**
 * A recorder for the lifetime of a component: `{ recorder, snapshot }`. The snapshot re-renders on
 * every state change. Leaving the screen releases the microphone and the socket (an unfinished take
 * is dropped). `options` are read on the first render; mount a new component (or use a `key`) for
 * another kind.
 */
export function useRecorder(options: RecorderOptions, dependencies?: Partial<RecorderDependencies>): { recorder: RecorderController; snapshot: RecorderSnapshot } {
  const [recorder] = useState(() => createRecorder(options, dependencies));
  const snapshot = useStore(recorder.store);
  // reset (not destroy) so a remount under StrictMode finds a working recorder.
  useEffect(() => () => recorder.reset(), [recorder]);
  return { recorder, snapshot };
}

/** Whole seconds left before the take stops by itself (for the stop button's countdown). */
export function remainingSeconds(snapshot: Pick<RecorderSnapshot, 'maxMs' | 'elapsedMs'>): number {
  return Math.max(0, Math.ceil((snapshot.maxMs - snapshot.elapsedMs) / 1000));
}
