import { describe, expect, it } from 'vitest';
import { canRemove, discardRequest, restoreRequest } from './favorite-requests';
import { sampleRecording, sampleSentence, sampleWord } from './favorite-samples';

describe('removing and putting back', () => {
  it('removes a sentence or word by its favorite_id', () => {
    expect(discardRequest(sampleWord({ favorite_id: 9 }))).toEqual({ path: '/favorite-sentence/discard', body: { favorite_id: 9 } });
  });

  it('removes only the one recording: its material and item, an empty item for the whole material', () => {
    expect(discardRequest(sampleRecording())).toEqual({ path: '/device/favorites/discard', body: { resource_id: 30, question_id: 'q2' } });
    expect(discardRequest(sampleRecording({ question_id: '' })).body).toEqual({ resource_id: 30, question_id: '' });
  });

  it('puts a sentence back with every listed field that has a value, and its first collection time', () => {
    expect(restoreRequest(sampleSentence({ audio_file_name: 'audio/3.mp3', record_max_time: 15 }))).toEqual({
      path: '/favorite-sentence/collect',
      body: {
        client: 'pc',
        resource_id: 12,
        resource_code: 'textbook-1-1',
        question_index: 3,
        screen_en_text: 'Good morning, everyone.',
        screen_jp_text: 'みなさん、おはようございます。',
        evaluate_text: 'Good morning, everyone.',
        audio_file_name: 'audio/3.mp3',
        category: 'read_sentence',
        record_max_time: 15,
        collected_at: '2025-05-01T09:00:00.000Z',
      },
    });
    const word = restoreRequest(sampleWord()).body;
    expect(word).toMatchObject({ sentence_source: 'dictionary', sentence_id: '4021', category: 'read_word', evaluate_text: 'receive' });
    expect(word).not.toHaveProperty('resource_id');
    expect(word).not.toHaveProperty('question_index');
  });

  it('puts a recording back with its scores, file and time, and no empty item id', () => {
    expect(restoreRequest(sampleRecording({ question_id: '' }))).toEqual({
      path: '/device/favorites/submit',
      body: {
        resource_id: 30,
        scores: '{"total":78}',
        record_duration: 12.4,
        percent_score: 78,
        sound_file: '/uploads/3/1714550000000-0123456789abcdef01234567.mp3',
        collected_at: '2025-05-01T09:00:00.000Z',
      },
    });
    expect(restoreRequest(sampleRecording({ percent_score: 0 })).body).toMatchObject({ percent_score: 0, question_id: 'q2' });
  });

  it('offers removal of a recording only when it names its material', () => {
    expect(canRemove(sampleSentence({ resource_id: null }))).toBe(true);
    expect(canRemove(sampleRecording({ resource_id: null }))).toBe(false);
  });
});
