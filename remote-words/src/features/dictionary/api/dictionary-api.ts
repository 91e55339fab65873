import { apiGet } from 'shared-api';

export type Introduction = { title: string; paragraphs: string[] };
export type DictionaryEntry = {
  word_id: number;
  word: string;
  ipa: string;
  part_of_speech: string;
  mean: string;
  example_sentence: string;
  example_sentence_jp: string;
};
export type SearchLog = { word: string; searched_at: string };

export const fetchIntroduction = () => apiGet<Introduction>('/dictionary/introduce');
export const fetchSearchLogs = () => apiGet<{ list: SearchLog[] }>('/dictionary/word-search-logs').then((data) => data.list);
/** Bad input is shown next to the search box, so the 400 toast is switched off. */
export const searchWord = (word: string) =>
  apiGet<{ word: string; list: DictionaryEntry[] }>('/dictionary/new-search-word', { word, type: 1 }, { silentBadRequest: true });
