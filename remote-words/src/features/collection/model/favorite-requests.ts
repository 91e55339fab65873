// The calls that remove an entry and put it back as it was (the page's undo). The server keeps a
// sentence by its own id and source or by material and item; a recording by material and item
// ('' for one kept for the whole material). Putting back sends every field the list showed, and
// collected_at, so the entry returns with the same content to the same place in the list.
import type { FavoriteEntry } from '../api/favorite-types';

type Fields = Record<string, string | number>;
export type FavoriteRequest = { path: string; body: Fields };

/** The fields of `entry` named in `names` that have a value (the calls refuse an empty id or code). */
function filled(entry: FavoriteEntry, names: readonly (keyof FavoriteEntry)[]): Fields {
  const fields: Fields = {};
  for (const name of names) {
    const value = entry[name];
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) fields[name] = value;
  }
  return fields;
}

const SENTENCE_FIELDS = [
  'client',
  'resource_id',
  'resource_code',
  'question_index',
  'sentence_id',
  'sentence_source',
  'screen_en_text',
  'screen_jp_text',
  'evaluate_text',
  'audio_file_name',
  'category',
  'record_max_time',
] as const satisfies readonly (keyof FavoriteEntry)[];

const RECORDING_FIELDS = [
  'resource_id',
  'question_id',
  'client',
  'screen_en_text',
  'screen_jp_text',
  'evaluate_html',
  'evaluate_result',
  'scores',
  'record_duration',
  'percent_score',
  'sound_file',
] as const satisfies readonly (keyof FavoriteEntry)[];

/** Whether the entry can be removed (and put back): a recording must name its material. */
export const canRemove = (entry: FavoriteEntry): boolean => entry.type === 'sentence' || entry.resource_id !== null;

/** The call that removes `entry` and nothing else. */
export function discardRequest(entry: FavoriteEntry): FavoriteRequest {
  if (entry.type === 'sentence') return { path: '/favorite-sentence/discard', body: { favorite_id: entry.favorite_id } };
  return { path: '/device/favorites/discard', body: { resource_id: entry.resource_id ?? 0, question_id: entry.question_id } };
}

/** The call that adds `entry` again with the same fields and its first collection time. */
export function restoreRequest(entry: FavoriteEntry): FavoriteRequest {
  if (entry.type === 'sentence') return { path: '/favorite-sentence/collect', body: { ...filled(entry, SENTENCE_FIELDS), collected_at: entry.created_at } };
  return { path: '/device/favorites/submit', body: { ...filled(entry, RECORDING_FIELDS), collected_at: entry.created_at } };
}
