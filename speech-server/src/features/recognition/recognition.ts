import type { EngineLease } from '../engine/engine-pool';
import type { EndResult } from '../engine/helper-process';
import { pcmDurationMs } from '../audio/pcm';
import { VoiceActivity } from '../audio/voice-activity';
import { analyseChoice } from '../evaluation/choice-analysis';
import type { EvaluationServices } from '../evaluation/evaluate-session';
import { recognisedWords } from '../evaluation/free-reply';
import { choiceGrammar } from '../evaluation/grammar';
import type { ChoiceBlock } from '../evaluation/result';
import { pronounceText, toGrammarWords, type PronouncedText } from '../evaluation/task';
import { CATEGORY_RULES } from '../evaluation/categories';
import { assertRawAudioFormat, recognizeStartFrame, validateFrame } from '../protocol/frames';
import type { StreamHandler } from '../protocol/audio-stream';
import { ErrorCode, SpeechError } from '../../lib/speech-error';

/** Recognition accepts up to a minute of audio (PROTOCOL.md). */
export const RECOGNITION_LIMIT_MS = 60_000;
const DEFAULT_VAD_EOS_MS = 6000;
const PARTIAL_INTERVAL_MS = 400;

export interface RecognitionResult {
  text: string;
  words: Array<{ word: string; start_ms: number; end_ms: number; confidence: number }>;
  audio_ms: number;
  speech_ms: number;
  is_rejected: boolean;
  choice?: ChoiceBlock;
}

/** Checks the options (2..10, each 1..50 words, 28682/28693/30005) and pronounces them. */
export async function prepareOptions(options: readonly string[] | undefined, services: EvaluationServices): Promise<PronouncedText[] | undefined> {
  if (options === undefined) return undefined;
  if (options.length < 2 || options.length > 10) throw new SpeechError(ErrorCode.categoryInvalid, '"options" needs 2 to 10 strings');
  return Promise.all(options.map((option, i) => pronounceText(option, services.lexicon, CATEGORY_RULES.choice.maxWords, `option ${i + 1}`)));
}

/** Plain recognition uses the n-gram recogniser; with options, the option grammar (more robust). */
export async function startRecognition(lease: EngineLease, options: PronouncedText[] | undefined): Promise<void> {
  if (options) await lease.start(['align', 'phone'], choiceGrammar(options.map(toGrammarWords)));
  else await lease.start(['lm']);
}

export function recognitionResult(end: EndResult, options: PronouncedText[] | undefined, pcm: Buffer, voice: VoiceActivity, services: EvaluationServices): RecognitionResult {
  const audioMs = pcmDurationMs(pcm.length);
  if (options) {
    const { choice, analysis, recognizedText } = analyseChoice(options, end, pcm, voice.heardSpeech, services.lexicon.dictionary);
    const words = (analysis?.words ?? [])
      .filter((word) => word.type !== 'omission' && word.type !== 'insertion')
      .map((word) => ({ word: word.word, start_ms: word.start_ms ?? 0, end_ms: word.end_ms ?? 0, confidence: Math.round((word.score ?? 0) / 10) / 10 }));
    return { text: recognizedText, words: choice.rejected ? [] : words, audio_ms: audioMs, speech_ms: analysis?.speechMs ?? 0, is_rejected: choice.rejected, choice };
  }
  const heard = recognisedWords(end.lm);
  const words = heard.map((word) => ({ word: word.word, start_ms: word.startFrame * 10, end_ms: (word.endFrame + 1) * 10, confidence: Math.round(word.posterior * 1000) / 1000 }));
  const speechMs = words.reduce((sum, word) => sum + word.end_ms - word.start_ms, 0);
  return { text: words.map((word) => word.word).join(' '), words, audio_ms: audioMs, speech_ms: speechMs, is_rejected: words.length === 0 };
}

/** WS /speech/recognize: interim text while audio streams, the result at status 2 or at end of speech. */
export class RecognitionHandler implements StreamHandler {
  private lease: EngineLease | undefined;
  private options: PronouncedText[] | undefined;
  private vadEosMs = DEFAULT_VAD_EOS_MS;
  private readonly abandoned = new AbortController();
  private readonly chunks: Buffer[] = [];
  private audioBytes = 0;
  private readonly voice = new VoiceActivity();
  private lastPartialAtMs = 0;
  private lastText = '';

  constructor(
    private readonly services: EvaluationServices,
    private readonly send: (data: Record<string, unknown>) => void,
  ) {}

  async start(raw: Record<string, unknown>): Promise<{ maxAudioMs: number }> {
    const frame = validateFrame(recognizeStartFrame, raw);
    assertRawAudioFormat(frame);
    if (frame.language !== undefined && frame.language !== 'en_us') throw new SpeechError(ErrorCode.categoryInvalid, `language "${frame.language}" is not supported; use en_us`);
    this.vadEosMs = frame.vad_eos ?? DEFAULT_VAD_EOS_MS;
    this.options = await prepareOptions(frame.options, this.services);
    const lease = await this.services.pool.acquire({ recogniser: !this.options, signal: this.abandoned.signal });
    if (this.abandoned.signal.aborted) {
      lease.release();
      return { maxAudioMs: RECOGNITION_LIMIT_MS };
    }
    this.lease = lease;
    await startRecognition(lease, this.options);
    this.send({ status: 0, max_audio_ms: RECOGNITION_LIMIT_MS });
    return { maxAudioMs: RECOGNITION_LIMIT_MS };
  }

  async audio(pcm: Buffer): Promise<'continue' | 'finish'> {
    const lease = this.requireLease();
    this.chunks.push(pcm);
    this.audioBytes += pcm.length;
    this.voice.push(pcm);
    const audioMs = pcmDurationMs(this.audioBytes);
    const wantPartial = !this.options && audioMs - this.lastPartialAtMs >= PARTIAL_INTERVAL_MS;
    const partial = await lease.audio(pcm, wantPartial);
    if (wantPartial) {
      this.lastPartialAtMs = audioMs;
      const text = (partial.lm ?? '').replace(/\(\d+\)/g, '').trim();
      if (text !== this.lastText) {
        this.lastText = text;
        this.send({ status: 1, result: { text } });
      }
    }
    return this.voice.heardSpeech && this.voice.trailingSilenceMs >= this.vadEosMs ? 'finish' : 'continue';
  }

  async finish(): Promise<Record<string, unknown>> {
    const lease = this.requireLease();
    try {
      const end = await lease.end();
      return { status: 2, result: recognitionResult(end, this.options, Buffer.concat(this.chunks), this.voice, this.services) };
    } finally {
      this.release();
    }
  }

  abandon(): void {
    this.abandoned.abort();
    this.release();
  }

  private release(): void {
    this.lease?.release();
    this.lease = undefined;
  }

  private requireLease(): EngineLease {
    if (!this.lease) throw new Error('recognition session used before it started');
    return this.lease;
  }
}

const HTTP_CHUNK_BYTES = 32_000;

/** POST /speech/recognize: one whole recording. */
export async function recognisePcm(services: EvaluationServices, pcm: Buffer, rawOptions: readonly string[] | undefined): Promise<RecognitionResult> {
  if (pcmDurationMs(pcm.length) > 2 * RECOGNITION_LIMIT_MS) throw new SpeechError(ErrorCode.audioTooLong, 'audio longer than 120 s');
  const options = await prepareOptions(rawOptions, services);
  const lease = await services.pool.acquire({ recogniser: !options });
  try {
    await startRecognition(lease, options);
    const voice = new VoiceActivity();
    for (let offset = 0; offset < pcm.length; offset += HTTP_CHUNK_BYTES) {
      const chunk = pcm.subarray(offset, offset + HTTP_CHUNK_BYTES);
      voice.push(chunk);
      await lease.audio(chunk);
    }
    const end = await lease.end();
    return recognitionResult(end, options, pcm, voice, services);
  } finally {
    lease.release();
  }
}
