// Shadow tracking: the learner reads the passage at their own pace while speech-server follows
// the reading (auto_tracking = 1, word granularity); the words read so far are highlighted live
// and the current word stands out. Marked practised once evaluated.
import { useState } from 'react';
import { Button, useTranslation } from 'shared-ui';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import { cx } from '../../spoken/components/class-names';
import { RecordPanel } from '../../spoken/components/record-panel';
import { SpokenResult } from '../../spoken/components/spoken-result';
import { TakeScore } from '../../spoken/components/take-score';
import classes from '../../spoken/components/spoken.module.css';
import { useItemRecording } from '../../spoken/hooks/use-item-recording';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import type { SpokenAnswer } from '../../spoken/model/spoken-answer';
import { screenText } from '../../spoken/model/spoken-item';

/** The passage split into the words speech-server counts (whitespace-separated tokens). */
export function trackingWords(text: string): string[] {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** Interim messages at most every 300 ms (PROTOCOL.md track_flow 200..5000). */
const TRACK_FLOW_MS = 300;

function ShadowTrackingPlayer(props: PlayerProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const { item, resource, mediaUrl, audio, submitted, onSubmit, rules } = props;
  const recording = useItemRecording({ kind: 'shadow_tracking', item, resource, submitted, onSubmit });
  const [position, setPosition] = useState(-1);
  const text = screenText(item);
  const words = trackingWords(text);
  const modelUrl = item.audio_file ? mediaUrl(item.audio_file) : null;

  const start = async () => {
    audio.stop();
    setPosition(-1);
    // Positions never move backwards (PROTOCOL.md), but a late message of an older take must not either.
    await recording.start({ tracking: { trackType: 1, trackFlowMs: TRACK_FLOW_MS } }, (update) => setPosition((current) => Math.max(current, update.wordIndex)));
  };

  const live = recording.phase === 'recording' || recording.phase === 'evaluating';
  return (
    <div className={classes.stack}>
      <p className={classes.muted}>{t('shadowing.trackingHint')}</p>
      <p className={classes.textSmall} lang="en" data-testid="tracking-text" data-position={position}>
        {words.map((word, index) => (
          <span key={`${index}-${word}`} className={cx(classes.word, live && index < position && classes.tracked, live && index === position && classes.current)} data-tracked={live && index <= position ? 'true' : undefined}>
            {word}
          </span>
        ))}
      </p>
      {live ? (
        <p className={classes.muted} aria-live="polite">
          {t('shadowing.trackingPosition', { current: Math.max(0, position + 1), total: words.length })}
        </p>
      ) : null}
      <div className={classes.row}>
        {modelUrl && rules.showPlayback ? (
          <Button variant="secondary" width="auto" onClick={() => audio.play(modelUrl)} disabled={recording.phase !== 'idle'} data-testid="play-model">
            {audio.playing === modelUrl ? t('play.pause') : t('play.model')}
          </Button>
        ) : null}
        <RecordPanel
          phase={recording.phase}
          remaining={recording.remaining}
          waveform={recording.waveform}
          onStart={() => void start()}
          onStop={() => void recording.stop()}
          startLabel={recording.answer ? t('record.again') : t('record.start')}
        />
      </div>
      {recording.answer && rules.showCorrectness ? (
        <TakeScore score={recording.answer.score} percent={recording.answer.fields.percent_score} recordingUrl={recording.answer.recordingUrl} audio={audio} />
      ) : null}
    </div>
  );
}

function ShadowTrackingResult(props: ResultItemProps<SpokenAnswer>) {
  return <SpokenResult {...props} />;
}

export const shadowTrackingType = spokenDefinition({
  key: 'shadow_tracking',
  toggles: ['translation', 'speed'],
  sideListModules: ['textbook', 'skillup'],
  Player: ShadowTrackingPlayer,
  Result: ShadowTrackingResult,
});
