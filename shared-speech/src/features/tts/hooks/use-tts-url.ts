import { useEffect, useState } from 'react';
import { ttsAudioUrl, ttsServiceAddress, type TtsOptions } from '../text-to-speech';

/**
 * The text-to-speech audio URL of `text` (null until the portal told where the service is, or when
 * the text cannot be read), for a play button: `audioPlayer.play(url)` / `useIsPlaying(url)`. The
 * URL's ticket is renewed before it expires, so a button on a page left open keeps working.
 */
export function useTtsUrl(text: string, options: TtsOptions = {}): string | null {
  const { voice, speed, pitch, volume } = options;
  const [serviceUrl, setServiceUrl] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      ttsServiceAddress().then(
        (address) => {
          if (!alive) return;
          setServiceUrl(address.url);
          timer = setTimeout(load, Math.max(1000, address.renewAt - Date.now()));
        },
        () => undefined,
      );
    void load();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);
  if (!serviceUrl) return null;
  try {
    return ttsAudioUrl(serviceUrl, text, { voice, speed, pitch, volume });
  } catch {
    return null;
  }
}
