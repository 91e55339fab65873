// What a collection entry is, what to read and practise of it, and where it came from.
import type { FavoriteEntry } from '../api/favorite-types';

/** word and sentence: collected with category read_word / read_sentence; recording: a kept take. */
export type FavoriteKind = 'word' | 'sentence' | 'recording';

/** How the page tells entries apart: ids are per table, so the type is part of the key. */
export const favoriteKey = (entry: Pick<FavoriteEntry, 'type' | 'favorite_id'>): string => `${entry.type}:${entry.favorite_id}`;

/** The source name of words collected in the dictionary (sentence_id is the dictionary's word_id). */
export const DICTIONARY_SOURCE = 'dictionary';

export function favoriteKind(entry: Pick<FavoriteEntry, 'type' | 'category'>): FavoriteKind {
  if (entry.type === 'recording') return 'recording';
  return entry.category === 'read_word' ? 'word' : 'sentence';
}

/** The English shown and read aloud: the screen text, else the text it is scored against; '' for a recording without one. */
export const englishText = (entry: Pick<FavoriteEntry, 'screen_en_text' | 'evaluate_text'>): string => (entry.screen_en_text || entry.evaluate_text).trim();

/**
 * The category the speech server scores a practice reading with, or null when there is nothing
 * to read (a recording of free speaking). A recording's text is a word when it is one token.
 */
export function practiceCategory(entry: Pick<FavoriteEntry, 'type' | 'category' | 'screen_en_text' | 'evaluate_text'>): 'read_word' | 'read_sentence' | null {
  const text = entry.type === 'recording' ? englishText(entry) : (entry.evaluate_text || entry.screen_en_text).trim();
  if (!text) return null;
  if (entry.type === 'sentence') return entry.category === 'read_word' ? 'read_word' : 'read_sentence';
  return /\s/.test(text) ? 'read_sentence' : 'read_word';
}

/** The text a practice reading is scored against (what the item was collected to be read as). */
export const practiceText = (entry: Pick<FavoriteEntry, 'type' | 'screen_en_text' | 'evaluate_text'>): string =>
  (entry.type === 'sentence' ? entry.evaluate_text || entry.screen_en_text : englishText(entry)).trim();

export type FavoriteOrigin = { kind: 'dictionary'; word: string } | { kind: 'resource'; title: string } | { kind: 'unknown' };

/** Where the entry was collected: the dictionary (with its headword), a study material by title, or unknown (a removed material). */
export function favoriteOrigin(entry: Pick<FavoriteEntry, 'sentence_source' | 'resource_title' | 'screen_en_text' | 'evaluate_text'>): FavoriteOrigin {
  if (entry.sentence_source === DICTIONARY_SOURCE) return { kind: 'dictionary', word: englishText(entry) };
  if (entry.resource_title) return { kind: 'resource', title: entry.resource_title };
  return { kind: 'unknown' };
}
