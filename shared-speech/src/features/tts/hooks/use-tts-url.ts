import { useEffect, useState } from 'react';
import { ttsAudioUrl, ttsServiceUrl, type TtsOptions } from '../text-to-speech';

/**
 * The text-to-speech audio URL of `text` (null until the portal told where the service is, or when
 * the text cannot be read), for a play button: `audioPlayer.play(url)` / `useIsPlaying(url)`.
 */
export function useTtsUrl(text: string, options: TtsOptions = {}): string | null {
  const { voice, speed, pitch, volume } = options;
  const [serviceUrl, setServiceUrl] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    ttsServiceUrl().then(
      (url) => alive && setServiceUrl(url),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);
  if (!serviceUrl) return null;
  try {
    return ttsAudioUrl(serviceUrl, text, { voice, speed, pitch, volume });
  } catch {
    return null;
  }
}
