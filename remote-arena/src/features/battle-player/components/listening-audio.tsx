import { useEffect } from 'react';
import { audioPlayer } from 'shared-speech';
import { Button, useTranslation } from 'shared-ui';
import { BATTLE_PLAYER_NS } from '../battle-player-texts';

/**
 * A listening question's sound: played once by itself when the question opens (a browser that
 * blocks it leaves the button), again on the button; stopped when the question goes. The portal's
 * one audio player, so nothing else plays over it.
 */
export function ListeningAudio({ url }: { url: string }) {
  const { t } = useTranslation(BATTLE_PLAYER_NS);
  useEffect(() => {
    void audioPlayer.playToEnd(url);
    return () => audioPlayer.stop();
  }, [url]);
  return (
    <Button variant="secondary" width="auto" onClick={() => void audioPlayer.playToEnd(url)} data-testid="replay-audio">
      <span aria-hidden="true">▶ </span>
      {t('replay')}
    </Button>
  );
}
