import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AudioControl } from '../model/question-type';

/**
 * One audio player per run (spec part 2, "Audio playback"): playing another file stops the
 * first; playing the same file again toggles pause and play; the rate follows the speed toggle.
 */
export function useAudioControl(speed: number, onFailure: () => void): AudioControl {
  const element = useRef<HTMLAudioElement | null>(null);
  const endedCallback = useRef<(() => void) | undefined>(undefined);
  const [playing, setPlaying] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const failure = useRef(onFailure);
  failure.current = onFailure;

  const audio = useCallback(() => {
    if (!element.current) {
      const created = new Audio();
      created.preload = 'auto';
      created.addEventListener('ended', () => {
        setPlaying(null);
        const callback = endedCallback.current;
        endedCallback.current = undefined;
        callback?.();
      });
      created.addEventListener('pause', () => setPlaying(null));
      created.addEventListener('playing', () => setPlaying(current.current));
      created.addEventListener('error', () => {
        if (!created.getAttribute('src')) return;
        setPlaying(null);
        failure.current();
      });
      element.current = created;
    }
    return element.current;
  }, []);

  useEffect(() => {
    if (element.current) element.current.playbackRate = speed;
  }, [speed]);

  useEffect(
    () => () => {
      element.current?.pause();
      element.current?.removeAttribute('src');
      element.current = null;
    },
    [],
  );

  const play = useCallback(
    (url: string, options: { onEnded?: () => void } = {}) => {
      const player = audio();
      if (current.current === url && player.getAttribute('src')) {
        if (!player.paused) {
          player.pause();
          return;
        }
      } else {
        player.pause();
        current.current = url;
        player.src = url;
      }
      endedCallback.current = options.onEnded;
      player.playbackRate = speed;
      player.play().catch((error: unknown) => {
        // A newer play() or a pause interrupted this one: not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setPlaying(null);
        failure.current();
      });
    },
    [audio, speed],
  );

  const stop = useCallback(() => {
    endedCallback.current = undefined;
    element.current?.pause();
    if (element.current) element.current.currentTime = 0;
    setPlaying(null);
  }, []);

  return useMemo(() => ({ play, stop, playing }), [play, stop, playing]);
}
