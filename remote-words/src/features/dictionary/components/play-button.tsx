import { audioPlayer, playWithReconnects, useIsPlaying, useTtsUrl } from 'shared-speech';
import { useTranslation } from 'shared-ui';
import { DICTIONARY_NS } from '../dictionary-texts';
import styles from './dictionary.module.css';

type Props = { text: string; label: string; testId?: string; /** The smaller button of an example sentence. */ small?: boolean };

/**
 * Reads `text` aloud with the portal's text-to-speech (synthesised on the first request and
 * cached by the speech server); pressed again while it plays, it stops. Disabled until the
 * portal said where the speech service is.
 */
export function PlayButton({ text, label, testId = 'play', small = false }: Props) {
  const { t } = useTranslation(DICTIONARY_NS);
  const url = useTtsUrl(text);
  const playing = useIsPlaying(url);
  const press = () => {
    if (!url) return;
    audioPlayer.stop();
    if (!playing) void playWithReconnects(url);
  };
  return (
    <button
      type="button"
      className={[styles.iconButton, small ? '' : styles.playButton].filter(Boolean).join(' ')}
      onClick={press}
      disabled={!url}
      aria-pressed={playing}
      aria-label={playing ? t('entry.stop') : label}
      title={playing ? t('entry.stop') : label}
      data-testid={testId}
    >
      <span aria-hidden="true">{playing ? '■' : '▶'}</span>
    </button>
  );
}
