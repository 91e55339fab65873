/**
 * shared-speech: the one speech engine of the portal, shared by the host and every remote as a
 * Module Federation singleton. See ../README.md for the guide; in short:
 *
 * - Recorder: {@link createRecorder} / {@link useRecorder} give a {@link RecorderController} with the
 *   states init, start, recording, stop, retry, destroy. It records 16 kHz mono PCM through an
 *   AudioWorklet, streams 3200-sample frames every 200 ms to the evaluation (or recognition)
 *   socket, encodes the take to a 128 kbps mp3 while recording, keeps a 5000-point waveform,
 *   refuses to stop in the first second and stops by itself at the item's limit.
 * - Evaluation: {@link SpeechScore} (the rejected rule applied), {@link speechAnswerFields} for the
 *   answer post, {@link engineErrorPolicy} per exercise kind, {@link LowScoreWarning};
 *   {@link PronunciationFeedbackList}: mispronounced words with IPA, Japanese tips and replay.
 * - Recognition: streaming through the recorder (`task.type: 'recognition'`), and
 *   {@link pollAnswerRecognizedText} for the recognised text of a posted answer.
 * - Text-to-speech: {@link speak}, {@link useTtsUrl} (speech-server's mp3, 2 reconnects).
 * - Player: {@link audioPlayer} (one sound at a time) and {@link useAudioPlayer}; the 3-2-1
 *   countdown {@link useCountdown} / {@link CountdownOverlay}; {@link downloadWithProgress}.
 * - Texts: the `speech` i18next namespace ({@link registerSpeechTranslations}, {@link speechText}).
 */
import { registerSpeechTranslations } from './lib/i18n/speech-i18n';

registerSpeechTranslations();

export { SPOKEN_EXERCISE_KINDS, isSpokenExerciseKind, type SpokenExerciseKind } from './lib/exercise-kind';

// Recorder
export * from './lib/audio-constants';
export { DEFAULT_RECORD_SECONDS, MAX_RECORD_SECONDS_CEILING, maxRecordMs } from './features/recorder/record-limits';
export { MICROPHONE_ERROR_MESSAGE_KEYS, MicrophoneError, classifyMicrophoneError, type MicrophoneErrorKind } from './features/recorder/microphone-errors';
export { createMicrophoneSource, type PcmSource } from './features/recorder/microphone-source';
export { MP3_MIME_TYPE } from './lib/audio-constants';
export { PcmResampler } from './features/recorder/pcm-resampler';
export { WaveformBuffer } from './features/recorder/waveform';
export {
  RecorderController,
  type RecorderDependencies,
  type RecorderFailure,
  type RecorderOptions,
  type RecorderSnapshot,
  type RecorderState,
  type RecordingTake,
  type SpeechTask,
  type StartOptions,
  type StopOutcome,
} from './features/recorder/recorder-controller';
export { browserRecorderDependencies, createRecorder, reportSpeechError } from './features/recorder/create-recorder';
export { remainingSeconds, useRecorder } from './features/recorder/hooks/use-recorder';
export { useLowScoreWarning } from './features/recorder/hooks/use-low-score-warning';
export { WaveformCanvas, drawWaveform, type WaveformCanvasProps } from './features/recorder/components/waveform-canvas';

// Evaluation
export {
  EVALUATION_ERROR_MESSAGE_KEYS,
  EvaluationError,
  MALFORMED_MESSAGE_CODE,
  NETWORK_ERROR_CODE,
  NO_CATEGORY_CODE,
  NO_RESULT_CODE,
  evaluationErrorKind,
  isEvaluationError,
  type EvaluationErrorKind,
} from './features/evaluation/evaluation-errors';
export { EVALUATION_CATEGORIES, isEvaluationCategory, pcmToBase64, type EvaluationCategory, type TrackingOptions } from './features/evaluation/evaluation-protocol';
export { evaluationRequestFrame, openEvaluation, type EvaluationRequest, type EvaluationSession, type EvaluationSessionOptions, type TrackingPosition } from './features/evaluation/evaluation-session';
export { SpeechSocket, type SocketFactory, type SocketLike, type SpeechSocketState } from './features/evaluation/speech-socket';
export { evaluationSocketUrl, recognitionSocketUrl, toSocketUrl } from './features/evaluation/speech-endpoints';
export { DEFAULT_CATEGORY_BY_KIND, VOCABULARY_MARKER, WORD_MARKER, buildReferenceText, type Vocabulary } from './features/evaluation/reference-text';
export {
  DEFAULT_SCORE_THRESHOLDS,
  applyRejection,
  clampScore,
  gradeWord,
  readSpeechScore,
  speechAnswerFields,
  type ChoiceOutcome,
  type ScoreThresholds,
  type ScoredPhone,
  type ScoredSentence,
  type ScoredWord,
  type SpeechAnswerFields,
  type SpeechScore,
  type WordErrorType,
  type WordGrade,
} from './features/evaluation/speech-score';
export {
  PRONUNCIATION_TIPS,
  pronunciationFeedback,
  recordingSliceUrl,
  type PhoneFeedback,
  type PronunciationTip,
  type WordFeedback,
} from './features/pronunciation/pronunciation-feedback';
export { PronunciationFeedbackList } from './features/pronunciation/components/pronunciation-feedback-list';
export { LOW_SCORE_STREAK, LOW_SCORE_THRESHOLD, LowScoreWarning } from './features/evaluation/low-score-warning';
export { engineErrorPolicy, type EngineErrorAction, type EngineErrorPolicy } from './features/evaluation/engine-error-policy';

// Recognition
export {
  DEFAULT_VAD_EOS_MS,
  RECOGNITION_TIMEOUT_MS,
  openRecognition,
  readRecognitionResult,
  type RecognitionRequest,
  type RecognitionResult,
  type RecognitionSession,
  type RecognitionSessionOptions,
  type RecognizedWord,
} from './features/recognition/recognition-session';
export {
  POLL_FAILURE_MESSAGE_KEYS,
  RECOGNITION_POLL_INTERVAL_MS,
  RECOGNITION_POLL_TRIES,
  RecognitionPollError,
  pollRecognizedText,
  type PollFailureReason,
  type PollOptions,
} from './features/recognition/recognized-text-polling';
export { pollAnswerRecognizedText } from './features/recognition/answer-recognized-text';

// Player and countdown
export {
  AudioPlayer,
  MAX_PLAYBACK_RATE,
  MIN_PLAYBACK_RATE,
  PLAYBACK_RATES,
  clampRate,
  type AudioElementLike,
  type PlayOptions,
  type PlaybackEnd,
  type PlayerSnapshot,
  type PlayerStatus,
} from './features/player/audio-player';
export { audioPlayer } from './features/player/shared-player';
export { useAudioPlayer, useIsPlaying } from './features/player/hooks/use-audio-player';
export { DownloadError, downloadWithProgress, type DownloadProgress } from './features/player/download-with-progress';
export { COUNTDOWN_STEPS, COUNTDOWN_STEP_MS, CountdownCancelled, runCountdown } from './features/player/countdown';
export { useCountdown } from './features/player/hooks/use-countdown';
export { CountdownOverlay } from './features/player/components/countdown-overlay';

// Text-to-speech
export {
  TTS_DEFAULTS,
  TTS_MAX_RECONNECTS,
  TTS_MAX_TEXT_LENGTH,
  TtsTextError,
  playWithReconnects,
  speak,
  ttsAudioUrl,
  ttsServiceAddress,
  ttsServiceUrl,
  type TtsServiceAddress,
  type TtsOptions,
  type TtsVoice,
} from './features/tts/text-to-speech';
export { useTtsUrl } from './features/tts/hooks/use-tts-url';

// Texts
export { SPEECH_NAMESPACE, registerSpeechTranslations, speechText } from './lib/i18n/speech-i18n';
export { speechEn, speechJa } from './lib/i18n/speech-translations';
