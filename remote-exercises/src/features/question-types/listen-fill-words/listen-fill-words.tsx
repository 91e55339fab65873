import { AudioButton } from '../shared/components/audio-button';
import { blanksType } from '../shared/blank-types';

/** Listen and fill words: hear the sentence, type the missing words. */
export const listenFillWordsType = blanksType({
  key: 'listen_fill_words',
  toggles: ['subtitle', 'translation', 'hint', 'speed'],
  Lead: ({ item, audio, mediaUrl, submitted }) => (item.audio_file ? <AudioButton url={mediaUrl(item.audio_file)} audio={audio} autoPlay={!submitted} /> : null),
});
