// A word or sentence read aloud by the portal's text-to-speech (speech-server's mp3, synthesised on
// the first request and cached), as a play/stop toggle for a button.
import { audioPlayer, playWithReconnects, useIsPlaying, useTtsUrl, type TtsOptions } from 'shared-speech';

/**
 * `ready` once the portal said where the speech service is; `toggle()` reads `text` from its start
 * (with the reconnects of an expired ticket), or stops it while it plays.
 */
export function useTextReading(text: string, options?: TtsOptions) {
  const url = useTtsUrl(text, options);
  const playing = useIsPlaying(url);
  const toggle = () => {
    if (!url) return;
    audioPlayer.stop();
    if (!playing) void playWithReconnects(url);
  };
  return { ready: url !== null, playing, toggle };
}
