// Shadow reading: the model passage plays and the learner speaks along right behind it; the
// recording starts with the audio and stops by itself two seconds after the audio ends (or at
// the limit, or when the learner stops it). Scored against the passage; shadow types toast a
// training failure on an engine error and bring the record button back.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'shared-ui';
import { audioPlayer } from 'shared-speech';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import { RecordPanel } from '../../spoken/components/record-panel';
import { SpokenResult } from '../../spoken/components/spoken-result';
import { TakeScore } from '../../spoken/components/take-score';
import classes from '../../spoken/components/spoken.module.css';
import { useItemRecording } from '../../spoken/hooks/use-item-recording';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import type { SpokenAnswer } from '../../spoken/model/spoken-answer';
import { screenText } from '../../spoken/model/spoken-item';

/** How long the recording runs on after the model audio ended (the shadower is a little behind). */
export const SHADOW_TAIL_MS = 2000;

function ShadowingPlayer(props: PlayerProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const { item, resource, mediaUrl, audio, submitted, onSubmit, toggles, rules } = props;
  const recording = useItemRecording({ kind: 'shadowing', item, resource, submitted, onSubmit });
  const tail = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (tail.current) clearTimeout(tail.current);
      audioPlayer.stop();
    },
    [],
  );

  const start = async () => {
    audio.stop();
    const started = await recording.start();
    if (!started || !item.audio_file) return;
    const end = await audioPlayer.playToEnd(mediaUrl(item.audio_file), { rate: toggles.speed });
    if (end === 'ended') tail.current = setTimeout(() => void recording.stop(), SHADOW_TAIL_MS);
  };
  const stop = () => {
    audioPlayer.stop();
    void recording.stop();
  };

  return (
    <div className={classes.stack}>
      <p className={classes.muted}>{t('shadowing.hint')}</p>
      <p className={classes.textSmall} lang="en" data-testid="reading-text">
        {screenText(item)}
      </p>
      <RecordPanel
        phase={recording.phase}
        remaining={recording.remaining}
        waveform={recording.waveform}
        onStart={() => void start()}
        onStop={stop}
        startLabel={recording.answer ? t('record.again') : t('shadowing.start')}
      />
      {recording.answer && rules.showCorrectness ? (
        <TakeScore score={recording.answer.score} percent={recording.answer.fields.percent_score} recordingUrl={recording.answer.recordingUrl} audio={audio} />
      ) : null}
    </div>
  );
}

function ShadowingResult(props: ResultItemProps<SpokenAnswer>) {
  return <SpokenResult {...props} />;
}

export const shadowingType = spokenDefinition({
  key: 'shadowing',
  toggles: ['translation', 'speed'],
  sideListModules: ['textbook', 'skillup'],
  Player: ShadowingPlayer,
  Result: ShadowingResult,
});
