// Loads a practice resource's static package (DATA_DIR/resources/<code>/<version>/index.json,
// served by the portal under /resources/) and builds its media URLs with the version query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseItem, PracticeResource } from '../model/resource';

export class PackageError extends Error {
  override readonly name = 'PackageError';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Absolute URL of a file inside the package, with res_version as cache buster (spec part 2, section 3). */
export function mediaUrlFor(packagePath: string, version: string): (path: string) => string {
  const base = packagePath.endsWith('/') ? packagePath : `${packagePath}/`;
  return (path: string) => {
    if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
    return `${base}${path.replace(/^\.\//, '')}?v=${encodeURIComponent(version)}`;
  };
}

/** Checks what the engine relies on; a broken package gets a clear error instead of a broken screen. */
export function parsePackage(body: unknown): PracticeResource {
  if (!isObject(body)) throw new PackageError('index.json is not an object');
  if (typeof body.res_type !== 'string' || body.res_type === '') throw new PackageError('index.json has no res_type');
  if (!Array.isArray(body.items)) throw new PackageError('index.json has no items list');
  const ids = new Set<string>();
  body.items.forEach((item: unknown, position) => {
    if (!isObject(item) || typeof item.question_id !== 'string' || item.question_id === '') {
      throw new PackageError(`item ${position + 1} has no question_id`);
    }
    if (ids.has(item.question_id)) throw new PackageError(`question_id ${item.question_id} appears twice`);
    ids.add(item.question_id);
    if (typeof item.index !== 'number') (item as ExerciseItem).index = position + 1;
  });
  return body as PracticeResource;
}

export async function loadResourcePackage(packagePath: string, version: string, signal?: AbortSignal): Promise<PracticeResource> {
  const url = mediaUrlFor(packagePath, version)('index.json');
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new PackageError(`index.json: HTTP ${response.status}`);
  return parsePackage(await response.json());
}

/**
 * A package never changes under its version (the version is in its URL), so once loaded it is
 * kept for the page load.
 */
export const RESOURCE_PACKAGE_KEY = 'resource-package';

export const resourcePackageQuery = (packagePath: string, version: string) =>
  queryOptions({
    queryKey: [RESOURCE_PACKAGE_KEY, packagePath, version],
    queryFn: ({ signal }) => loadResourcePackage(packagePath, version, signal),
    staleTime: Infinity,
  });

export const useResourcePackage = (packagePath: string, version: string) => useQuery(resourcePackageQuery(packagePath, version));
