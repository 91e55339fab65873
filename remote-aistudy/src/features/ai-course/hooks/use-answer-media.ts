import { useExerciseEngine } from '../../../lib/engine';
import { useResourceInfo } from '../api/get-resource-info';

/**
 * The URL of a file of a resource's package (a picture option named in a review line), by the
 * engine's own rule; undefined until the engine and the resource's info are loaded.
 */
export function useAnswerMedia(resourceId: number): ((path: string) => string) | undefined {
  const engine = useExerciseEngine();
  const info = useResourceInfo(resourceId);
  if (!engine.data || !info.data) return undefined;
  return engine.data.mediaUrlFor(info.data.resource_file, info.data.resource_version);
}
