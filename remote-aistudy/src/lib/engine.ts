// remote-exercises' exercise engine, loaded at run time through the host (Module Federation);
// only its types are imported here, so nothing of it is bundled into this remote. (The same few
// lines as remote-exams' and remote-ebook's lib/engine.ts: shared-ui cannot hold them, as a
// shared package may not import an app, not even its types.)
import type * as Engine from 'remote-exercises/engine';
import { useExposedModule } from 'shared-ui';

export type ExerciseEngine = typeof Engine;
export type { ResourceInfo, AnswerRecord } from 'remote-exercises/engine';

export const ENGINE_MODULE = 'remote_exercises/engine';

/** The engine as a query: QueryState shows its loading and a Retry if the remote cannot load. */
export const useExerciseEngine = () => useExposedModule<ExerciseEngine>(ENGINE_MODULE);
