// The microphone and pronunciation check (/speech-check): the student reads a sentence, sees the
// live waveform, stops, and gets total/accuracy/fluency/integrity and coloured words from the
// real speech-server, through shared-speech like every spoken exercise.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { audioPlayer, playWithReconnects, remainingSeconds, speechText, useIsPlaying, useRecorder, useTtsUrl, WaveformCanvas, type RecorderDependencies, type RecorderFailure } from 'shared-speech';
import { Button, PageHeader, showAlert, Spinner, useTranslation } from 'shared-ui';
import { isReadableSentence, PRACTICE_SENTENCES } from './practice-sentences';
import { ScoreBreakdown } from './score-breakdown';
import { SPEECH_CHECK_NS } from './speech-check-texts';
import classes from './speech-check.module.css';

/** An object URL for the take's mp3, revoked when the take changes or the page goes away. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      if (audioPlayer.snapshot.src === created) audioPlayer.stop();
      URL.revokeObjectURL(created);
    };
  }, [blob]);
  return url;
}

/** `recorderDependencies` replaces the microphone and the speech socket in unit tests only. */
export function SpeechCheckPage({ recorderDependencies }: { recorderDependencies?: Partial<RecorderDependencies> } = {}) {
  const { t } = useTranslation(SPEECH_CHECK_NS);
  const { recorder, snapshot } = useRecorder({ kind: 'sentence_reading' }, recorderDependencies);
  const [sentenceIndex, setSentenceIndex] = useState(0);
  const [ownSentence, setOwnSentence] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const sentence = ownSentence ?? PRACTICE_SENTENCES[sentenceIndex] ?? PRACTICE_SENTENCES[0];
  const ownRecordingUrl = useObjectUrl(snapshot.take?.mp3);
  const playingOwn = useIsPlaying(ownRecordingUrl);
  // A little slower than the default 50 (about 150 words per minute), for a model to imitate.
  const modelUrl = useTtsUrl(sentence, { speed: 45 });
  const playingModel = useIsPlaying(modelUrl);
  const { state, failure, score } = snapshot;
  const busy = state === 'start' || state === 'recording' || state === 'stop';

  useMicrophoneAlert(failure);

  const record = () => {
    audioPlayer.stop();
    void recorder.start({ task: { type: 'evaluation', request: { category: 'read_sentence', text: sentence, questionId: 'speech-check' } } });
  };
  const chooseSentence = (next: { index?: number; own?: string | null }) => {
    recorder.reset();
    audioPlayer.stop();
    if (next.index !== undefined) setSentenceIndex(next.index);
    setOwnSentence(next.own ?? null);
    setEditing(false);
  };

  return (
    <div className={classes.page}>
      <PageHeader title={t('title')} />
      <p className={classes.lead}>{t('lead')}</p>
      <p className={classes.lead}>{t('steps')}</p>

      <section className={classes.card} aria-labelledby="speech-check-sentence">
        <h2 id="speech-check-sentence" className={classes.sectionTitle}>
          {t('sentenceHeading')}
        </h2>
        <p className={classes.sentence} lang="en" data-testid="speech-check-sentence">
          {sentence}
        </p>
        <div className={classes.row}>
          <Button variant="secondary" width="auto" disabled={busy || !modelUrl} onClick={() => modelUrl && playModel(modelUrl)}>
            {playingModel ? t('pauseOwn') : t('playModel')}
          </Button>
          <Button variant="text" width="auto" disabled={busy} onClick={() => chooseSentence({ index: (sentenceIndex + 1) % PRACTICE_SENTENCES.length })}>
            {t('otherSentence')}
          </Button>
          {editing ? null : (
            <Button variant="text" width="auto" disabled={busy} onClick={() => setEditing(true)}>
              {t('ownSentence')}
            </Button>
          )}
        </div>
        {editing ? <OwnSentenceForm disabled={busy} onApply={(own) => chooseSentence({ own })} /> : null}
      </section>

      <section className={classes.card} aria-live="polite" aria-busy={busy}>
        {state === 'start' ? <StatusLine text={t('preparing')} /> : null}
        {state === 'recording' ? <p className={classes.status}>{t('recording')}</p> : null}
        {state === 'recording' || state === 'stop' ? <WaveformCanvas waveform={recorder.waveform} active={state === 'recording'} label={t('waveform')} className={classes.waveform} /> : null}
        {state === 'stop' ? <StatusLine text={t('evaluating')} /> : null}
        <div className={classes.row}>
          {state === 'recording' ? (
            <Button variant="danger" onClick={() => void recorder.stop()} data-testid="speech-check-stop">
              {t('stop', { seconds: remainingSeconds(snapshot) })}
            </Button>
          ) : (
            <Button onClick={record} disabled={busy} busy={state === 'start' || state === 'stop'} data-testid="speech-check-record">
              {score || failure ? t('recordAgain') : t('record')}
            </Button>
          )}
          {ownRecordingUrl && !busy ? (
            <Button variant="secondary" width="auto" onClick={() => void audioPlayer.play(ownRecordingUrl)}>
              {playingOwn ? t('pauseOwn') : t('playOwn')}
            </Button>
          ) : null}
        </div>
        {state === 'retry' && failure ? <FailurePanel failure={failure} onReset={() => recorder.reset()} /> : null}
        {state === 'init' && failure?.source === 'microphone' ? <FailurePanel failure={failure} onReset={() => recorder.reset()} /> : null}
      </section>

      {score && state === 'init' ? <ScoreBreakdown score={score} recordingUrl={ownRecordingUrl} /> : null}
    </div>
  );
}

/** The same sound again toggles pause; a fresh start tries again on failure (spec: TTS reconnects). */
function playModel(url: string) {
  if (audioPlayer.snapshot.src === url && audioPlayer.snapshot.status !== 'ended' && audioPlayer.snapshot.status !== 'error') void audioPlayer.play(url);
  else void playWithReconnects(url);
}

function StatusLine({ text }: { text: string }) {
  return (
    <div className={classes.status}>
      <Spinner /> <span>{text}</span>
    </div>
  );
}

/** Microphone problems are shown in an alert (spec part 2 section 8: "Startup errors show an alert"). */
function useMicrophoneAlert(failure: RecorderFailure | null) {
  useEffect(() => {
    if (failure?.source === 'microphone') void showAlert(speechText(failure.messageKey));
  }, [failure]);
}

function FailurePanel({ failure, onReset }: { failure: RecorderFailure; onReset: () => void }) {
  const { t } = useTranslation(SPEECH_CHECK_NS);
  return (
    <div className={classes.failure} role="alert" data-testid="speech-check-failure">
      <h2 className={classes.subTitle}>{failure.source === 'microphone' ? t('microphoneHeading') : t('failedHeading')}</h2>
      <p>{speechText(failure.messageKey)}</p>
      <Button variant="text" width="auto" onClick={onReset}>
        {t('backToStart')}
      </Button>
    </div>
  );
}

function OwnSentenceForm({ disabled, onApply }: { disabled: boolean; onApply: (sentence: string) => void }) {
  const { t } = useTranslation(SPEECH_CHECK_NS);
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isReadableSentence(draft)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onApply(draft.trim());
  };
  return (
    <form className={classes.ownForm} onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{t('ownSentenceLabel')}</label>
      <input
        id={inputId}
        autoFocus
        lang="en"
        value={draft}
        maxLength={600}
        aria-invalid={invalid}
        aria-describedby={hintId}
        onChange={(event) => setDraft(event.target.value)}
        className={classes.input}
      />
      <p id={hintId} className={invalid ? classes.error : classes.hint}>
        {invalid ? t('ownSentenceInvalid') : t('ownSentenceHint')}
      </p>
      <Button type="submit" variant="secondary" width="auto" disabled={disabled}>
        {t('ownSentenceApply')}
      </Button>
    </form>
  );
}
