// remote-exercises' exercise engine, loaded at run time through the host (Module Federation);
// only its types are imported here, so nothing of it is bundled into this remote.
import { useQuery } from '@tanstack/react-query';
import type * as Engine from 'remote-exercises/engine';
import { useExposedModule } from 'shared-ui';

export type ExerciseEngine = typeof Engine;
export type { ResourceInfo, AnswerRecord, ResourceSummary } from 'remote-exercises/engine';

export const ENGINE_MODULE = 'remote_exercises/engine';

/** The engine as a query: QueryState shows its loading and a Retry if the remote cannot load. */
export const useExerciseEngine = () => useExposedModule<ExerciseEngine>(ENGINE_MODULE);

/**
 * The engine, and the open run of practice set `resourceId` read once the engine's outbox has
 * settled: answers still in it go first, so the run is read after the last one given. `from`
 * ('again' when the student starts afresh) is part of the query's key; the run is never cached.
 */
export function useOpenPracticeRun<T>(key: string, resourceId: number | undefined, from: string | undefined, read: (resourceId: number, signal: AbortSignal) => Promise<T>) {
  const engine = useExerciseEngine();
  const settleOutbox = engine.data?.settleOutbox;
  const run = useQuery({
    queryKey: [key, resourceId, from],
    enabled: resourceId !== undefined && settleOutbox !== undefined,
    queryFn: async ({ signal }) => {
      await settleOutbox?.();
      return read(resourceId ?? 0, signal);
    },
    gcTime: 0,
  });
  return { engine, run };
}
