import { useMutation } from '@tanstack/react-query';
import { apiPost } from 'shared-api';

export type SentenceReference = { resource_id: number; question_index: number };
export type CollectedSentence = SentenceReference & { screen_en_text: string; screen_jp_text?: string; category: 'read_word' | 'read_sentence'; audio_file_name?: string };

export const collectSentence = (sentence: CollectedSentence) => apiPost('/favorite-sentence/collect', sentence);
export const discardSentence = (reference: SentenceReference) => apiPost('/favorite-sentence/discard', reference);

/**
 * Adds a sentence to the student's favourites, or removes it (`collected`: the state before the
 * click). The collection page reads these from the server, so nothing cached here changes.
 */
export const useToggleFavoriteSentence = () =>
  useMutation({
    mutationFn: ({ collected, sentence }: { collected: boolean; sentence: CollectedSentence }) =>
      collected ? discardSentence({ resource_id: sentence.resource_id, question_index: sentence.question_index }) : collectSentence(sentence),
  });
