// remote-exercises' exercise engine, loaded at run time through the host (Module Federation);
// only its types are imported here, so nothing of it is bundled into this remote.
import type * as Engine from 'remote-exercises/engine';
import { useExposedModule } from 'shared-ui';

export type ExerciseEngine = typeof Engine;
export type { ResourceInfo, AnswerRecord, ResourceSummary, PracticeResource, ExerciseItem } from 'remote-exercises/engine';

export const ENGINE_MODULE = 'remote_exercises/engine';

/** The engine as a query: QueryState shows its loading and a Retry if the remote cannot load. */
export const useExerciseEngine = () => useExposedModule<ExerciseEngine>(ENGINE_MODULE);
