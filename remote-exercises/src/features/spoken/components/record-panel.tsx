// The record control every spoken screen uses: the record button, the stop button with its
// countdown and the live waveform while recording, and the loading texts of the spec
// (evaluate_common_training_readyRcord while the microphone opens, ..._evaluting while scoring).
import { SPEECH_NAMESPACE, WaveformCanvas, type WaveformBuffer } from 'shared-speech';
import { Spinner, useTranslation } from 'shared-ui';
import { SPOKEN_NAMESPACE } from '../i18n/spoken-translations';
import type { RecordingPhase } from '../hooks/use-spoken-recorder';
import { cx } from './class-names';
import classes from './spoken.module.css';

export type RecordPanelProps = {
  phase: RecordingPhase;
  remaining: number;
  waveform: WaveformBuffer;
  onStart: () => void;
  onStop: () => void;
  /** The record button's label (record again after a take). */
  startLabel?: string;
  /** Hide the record button (sequences that start recording by themselves). */
  hideStart?: boolean;
  disabled?: boolean;
};

export function RecordPanel({ phase, remaining, waveform, onStart, onStop, startLabel, hideStart = false, disabled = false }: RecordPanelProps) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const { t: speech } = useTranslation(SPEECH_NAMESPACE);
  return (
    <div className={classes.recordPanel} data-testid="record-panel" data-phase={phase}>
      {phase === 'idle' && !hideStart ? (
        <button type="button" className={classes.recordButton} onClick={onStart} disabled={disabled} data-testid="record-start">
          <span className={classes.dot} aria-hidden="true" />
          {startLabel ?? t('record.start')}
        </button>
      ) : null}
      {phase === 'preparing' ? (
        <span className={classes.status} data-testid="preparing">
          <Spinner label={speech('evaluate_common_training_readyRcord')} />
        </span>
      ) : null}
      {phase === 'recording' ? (
        <>
          <button type="button" className={cx(classes.recordButton, classes.stopButton)} onClick={onStop} data-testid="record-stop">
            <span className={cx(classes.dot, classes.recordingDot)} aria-hidden="true" />
            {t('record.stop')}
            <span aria-live="off">（{t('record.remaining', { seconds: remaining })}）</span>
          </button>
          <WaveformCanvas waveform={waveform} active width={360} height={48} className={classes.waveform} label={t('record.waveform')} />
        </>
      ) : null}
      {phase === 'evaluating' ? (
        <span className={classes.status} data-testid="evaluating">
          <Spinner label={speech('evaluate_common_training_evaluting')} />
        </span>
      ) : null}
      {phase === 'saving' ? (
        <span className={classes.status} data-testid="saving">
          <Spinner label={t('record.saving')} />
        </span>
      ) : null}
    </div>
  );
}
