// The body of the read-aloud screens (sentence, word, picture and business word reading,
// sentence shadowing, dialogue practice): the type's content above, then the model audio and
// the record control, then the score of the latest take. Each recording is an attempt; the
// record button stays for another try.
import type { ReactNode } from 'react';
import { Button, useTranslation } from 'shared-ui';
import type { EvaluationRequest, SpokenExerciseKind } from 'shared-speech';
import type { PlayerProps } from '../../engine/model/question-type';
import { useItemRecording } from '../hooks/use-item-recording';
import type { EngineFailure } from '../hooks/use-spoken-recorder';
import { SPOKEN_NAMESPACE } from '../i18n/spoken-translations';
import type { SpokenAnswer } from '../model/spoken-answer';
import { RecordPanel } from './record-panel';
import { TakeScore } from './take-score';
import classes from './spoken.module.css';

export type ReadAloudProps = PlayerProps<SpokenAnswer> & {
  kind: SpokenExerciseKind;
  children: ReactNode;
  /** The model audio (defaults to the item's audio_file). */
  modelAudio?: string | null;
  /** What to evaluate instead of the item's own text (business word views). */
  request?: Partial<EvaluationRequest>;
  /** Runs before the recording starts (sentence shadowing plays the model and a beep). */
  beforeRecord?: () => Promise<void>;
  onEngineError?: (failure: EngineFailure) => void;
};

export function ReadAloud(props: ReadAloudProps) {
  const { kind, item, resource, audio, mediaUrl, submitted, onSubmit, rules, children, request, beforeRecord, onEngineError } = props;
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const recording = useItemRecording({ kind, item, resource, submitted, onSubmit, onEngineError });
  const model = props.modelAudio === undefined ? item.audio_file : props.modelAudio;
  const modelUrl = model ? mediaUrl(model) : null;
  const busy = recording.phase !== 'idle';

  const start = async () => {
    audio.stop();
    if (beforeRecord) await beforeRecord();
    await recording.start(request);
  };

  return (
    <div className={classes.stack}>
      {children}
      <div className={classes.row}>
        {modelUrl && rules.showPlayback ? (
          <Button variant="secondary" width="auto" onClick={() => audio.play(modelUrl)} disabled={busy} data-testid="play-model">
            <span aria-hidden="true">{audio.playing === modelUrl ? '❚❚' : '▶'}</span> {audio.playing === modelUrl ? t('play.pause') : t('play.model')}
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
