import { useEffect } from 'react';
import { Button, useTranslation } from 'shared-ui';
import type { AudioControl } from '../../../engine/model/question-type';
import classes from './question-parts.module.css';

/**
 * Plays an item's audio; with `autoPlay` it starts when the item shows (listening items),
 * optionally after a lead-in file (mock-test tips audio).
 */
export function AudioButton({ url, audio, autoPlay = false, leadIn }: { url: string; audio: AudioControl; autoPlay?: boolean; leadIn?: string }) {
  const { t } = useTranslation('exercises');
  useEffect(() => {
    if (!autoPlay) return;
    if (leadIn) audio.play(leadIn, { onEnded: () => audio.play(url) });
    else audio.play(url);
    // Only when the item (url) changes: the audio control is stable per run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, autoPlay]);
  const playing = audio.playing === url || (leadIn !== undefined && audio.playing === leadIn);
  return (
    <div className={classes.audioRow}>
      <Button variant="secondary" width="auto" onClick={() => audio.play(url)} aria-pressed={playing} data-testid="play-audio">
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span> {playing ? t('player.pause') : t('player.play')}
      </Button>
    </div>
  );
}
