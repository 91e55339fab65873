import { uiAdapter } from 'shared-api';
import { speechText } from '../../lib/i18n/speech-i18n';
import { AudioPlayer } from './audio-player';

/**
 * The portal's one audio player. Every remote gets this same instance because shared-speech is a
 * Module Federation singleton, so two screens can never play over each other. A failed play toasts
 * the spec's playback-failed message.
 */
export const audioPlayer = new AudioPlayer(
  () => new Audio(),
  (src, error) => {
    console.warn(`audio playback failed: ${src}`, error);
    uiAdapter().toast(speechText('player.play_failed'));
  },
);
