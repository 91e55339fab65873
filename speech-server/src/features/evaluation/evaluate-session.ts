import type { EngineLease, EnginePool } from '../engine/engine-pool';
import { pcmDurationMs } from '../audio/pcm';
import { VoiceActivity } from '../audio/voice-activity';
import type { Lexicon } from '../lexicon/lexicon';
import { assertRawAudioFormat, evaluateStartFrame, validateFrame } from '../protocol/frames';
import type { StreamHandler } from '../protocol/audio-stream';
import { parseAlignment } from './alignment';
import { analyseChoice } from './choice-analysis';
import { analyseFreeReply, freeReplyTotal } from './free-reply';
import { analyseReading, type ReadingAnalysis } from './reading-analysis';
import { evaluateHtml, poorlyWords, studyReport } from './report';
import { ENGINE_INFO, type ChoiceBlock, type EvaluationResult, type RejectReason } from './result';
import { prepareEvaluation, type EvaluationTask } from './task';
import { trackedWordIndex } from './tracking';

export interface EvaluationServices {
  pool: EnginePool;
  lexicon: Lexicon;
}

/**
 * One WS /speech/evaluate session: prepares the task at status 0, leases an engine slot, streams
 * audio into it (with tracking messages when asked), and builds the result at status 2.
 */
export class EvaluationHandler implements StreamHandler {
  private task: EvaluationTask | undefined;
  private lease: EngineLease | undefined;
  private readonly abandoned = new AbortController();
  private readonly chunks: Buffer[] = [];
  private audioBytes = 0;
  private readonly voice = new VoiceActivity();
  private lastTrackingAtMs = 0;
  private tracked = { word: -1, sentence: -1 };

  constructor(
    private readonly services: EvaluationServices,
    private readonly send: (data: Record<string, unknown>) => void,
  ) {}

  async start(raw: Record<string, unknown>): Promise<{ maxAudioMs: number }> {
    const frame = validateFrame(evaluateStartFrame, raw);
    assertRawAudioFormat(frame);
    const task = await prepareEvaluation(frame, this.services.lexicon);
    this.task = task;
    const lease = await this.services.pool.acquire({ recogniser: task.needsRecogniser, signal: this.abandoned.signal });
    if (this.abandoned.signal.aborted) {
      lease.release();
      return { maxAudioMs: task.maxAudioMs };
    }
    this.lease = lease;
    await lease.start(task.decoders, task.grammar);
    this.send({ status: 0, max_audio_ms: task.maxAudioMs });
    return { maxAudioMs: task.maxAudioMs };
  }

  async audio(pcm: Buffer): Promise<'continue'> {
    const { task, lease } = this.required();
    this.chunks.push(pcm);
    this.audioBytes += pcm.length;
    this.voice.push(pcm);
    const audioMs = pcmDurationMs(this.audioBytes);
    const wantPosition = task.tracking.enabled && task.reference !== undefined && audioMs - this.lastTrackingAtMs >= task.tracking.intervalMs;
    const partial = await lease.audio(pcm, wantPosition);
    if (wantPosition && task.reference) {
      this.lastTrackingAtMs = audioMs;
      const word = Math.max(this.tracked.word, trackedWordIndex(partial.align ?? '', task.reference.phones));
      const sentence = word >= 0 ? (task.reference.words[word]?.sentenceIndex ?? -1) : -1;
      this.tracked = { word, sentence: Math.max(this.tracked.sentence, sentence) };
      this.send({ status: 1, tracking: { word_index: this.tracked.word, sentence_index: this.tracked.sentence, audio_ms: audioMs } });
    }
    return 'continue';
  }

  async finish(): Promise<Record<string, unknown>> {
    const { task, lease } = this.required();
    try {
      const end = await lease.end();
      const pcm = Buffer.concat(this.chunks);
      return { status: 2, result: await this.buildResult(task, lease, end, pcm) };
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

  private required(): { task: EvaluationTask; lease: EngineLease } {
    if (!this.task || !this.lease) throw new Error('evaluation session used before it started');
    return { task: this.task, lease: this.lease };
  }

  private async buildResult(task: EvaluationTask, lease: EngineLease, end: Awaited<ReturnType<EngineLease['end']>>, pcm: Buffer): Promise<EvaluationResult> {
    const audioMs = pcmDurationMs(pcm.length);
    const heardSpeech = this.voice.heardSpeech;
    const dictionary = this.services.lexicon.dictionary;
    if (task.category === 'choice' && task.options) {
      const { choice, analysis, recognizedText } = analyseChoice(task.options, end, pcm, heardSpeech, dictionary);
      const reason: RejectReason | null = choice.rejected ? (analysis?.rejectReason ?? (heardSpeech ? 'unrelated' : 'silence')) : null;
      return assemble(task, { analysis, audioMs, refText: choice.option ?? '', recognizedText, rejectReason: reason, zeroScores: choice.rejected, choice });
    }
    if (task.category === 'free_reply') {
      const reply = await analyseFreeReply({ lease, lm: end.lm, pcm, heardSpeech, lexicon: this.services.lexicon, references: task.references ?? [] });
      const analysis = reply.analysis;
      if (analysis) {
        analysis.scores = {
          ...analysis.scores,
          integrity: Math.round(reply.integrity * 10) / 10,
          total: freeReplyTotal(analysis.scores.accuracy, analysis.scores.fluency, reply.integrity),
        };
      }
      const refText = task.references?.map((reference) => reference.text).join(' / ') ?? '';
      return assemble(task, { analysis, audioMs, refText, recognizedText: reply.recognizedText, rejectReason: reply.rejectReason, zeroScores: reply.rejectReason === 'silence' });
    }
    const reference = task.reference;
    if (!reference) throw new Error('reading task without a reference');
    const alignment = parseAlignment(end.align, reference.phones);
    const analysis = analyseReading({ reference, alignment, phoneLoop: end.phone, pcm, heardSpeech, dictionary });
    return assemble(task, { analysis, audioMs, refText: reference.text, recognizedText: analysis.recognizedText, rejectReason: analysis.rejectReason, zeroScores: false });
  }
}

interface AssembleInput {
  analysis: ReadingAnalysis | undefined;
  audioMs: number;
  refText: string;
  recognizedText: string;
  rejectReason: RejectReason | null;
  /** Silence, or a choice that matched no option: every score is 0. */
  zeroScores: boolean;
  choice?: ChoiceBlock;
}

/** The final `result` object of PROTOCOL.md from an analysis. */
export function assemble(task: EvaluationTask, input: AssembleInput): EvaluationResult {
  const { analysis } = input;
  const scores = !analysis || input.zeroScores ? { total: 0, accuracy: 0, fluency: 0, integrity: 0 } : analysis.scores;
  const words = analysis?.words ?? [];
  const referenceCount = words.filter((word) => word.ref_index !== null).length;
  return {
    category: task.category,
    ref_text: input.refText,
    resource_id: task.resourceId ?? null,
    question_id: task.questionId ?? null,
    total_score: scores.total,
    accuracy_score: scores.accuracy,
    fluency_score: scores.fluency,
    integrity_score: scores.integrity,
    is_rejected: input.rejectReason !== null,
    reject_reason: input.rejectReason,
    recognized_text: input.recognizedText,
    audio_ms: input.audioMs,
    speech_ms: analysis?.speechMs ?? 0,
    speed_wpm: analysis?.wpm ?? 0,
    words,
    sentences: analysis?.sentences ?? [],
    poorly_words: poorlyWords(words),
    evaluate_html: evaluateHtml(words),
    study_report: studyReport({ category: task.category, words, referenceCount, scores, audioMs: input.audioMs, wpm: analysis?.wpm ?? 0 }),
    ...(input.choice ? { choice: input.choice } : {}),
    engine: { ...ENGINE_INFO },
  };
}
