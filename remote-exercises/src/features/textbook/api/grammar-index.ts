import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { mediaUrlFor, PackageError } from '../../engine/api/resource-package';
import { getResourceInfo } from './get-resource-info';

/** A grammar point's package (index.json of a grammar_index resource). */
export type GrammarIndex = {
  introduce?: { tab_name: string; content_jp: string; picture?: string };
  sentence?: { tab_name: string; sentences: { question_id: string; en: string; jp: string; audio_file: string }[] };
  training: { tab_name: string; training_type: 'choose' | 'blank_filling'; path: string }[];
};

type RawItem = Record<string, unknown>;

/** Reads the grammar index items (type introduce, sentence, training; spec part 2 "Grammar index"). */
export function parseGrammarIndex(body: unknown): GrammarIndex {
  const items = (body as { res_type?: unknown; items?: unknown } | null)?.items;
  if ((body as { res_type?: unknown } | null)?.res_type !== 'grammar_index' || !Array.isArray(items)) throw new PackageError('not a grammar index');
  const byType = (type: string) => (items as RawItem[]).filter((item) => item && item.type === type);
  const introduce = byType('introduce')[0] as GrammarIndex['introduce'] | undefined;
  const sentence = byType('sentence')[0] as GrammarIndex['sentence'] | undefined;
  const training = byType('training').filter((item) => (item.training_type === 'choose' || item.training_type === 'blank_filling') && typeof item.path === 'string') as GrammarIndex['training'];
  return { introduce, sentence, training };
}

export async function loadGrammarIndex(packagePath: string, version: string, signal?: AbortSignal): Promise<GrammarIndex> {
  const response = await fetch(mediaUrlFor(packagePath, version)('index.json'), { signal });
  if (!response.ok) throw new PackageError(`index.json: HTTP ${response.status}`);
  return parseGrammarIndex(await response.json());
}

/** A grammar point: its resource info and its index package (immutable under its version). */
export const useGrammarPoint = (resourceId: number | undefined) =>
  useQuery(
    queryOptions({
      queryKey: ['grammar-point', resourceId],
      queryFn: resourceId
        ? async ({ signal }) => {
            const info = await getResourceInfo({ resource_id: resourceId }, signal);
            return { info, index: await loadGrammarIndex(info.resource_file, info.resource_version, signal) };
          }
        : skipToken,
    }),
  );
