import fs from 'node:fs/promises';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { answers } from '../../db/tables/answers';
import { uploadFilePath } from '../uploads/service';
import { scopeFilter, type AnswerRow, type PracticeScope } from '../answer-records/runs';

/** How long one recognition may take before it counts as failed (the client polls 5 x 1 s, then may ask again). */
const RECOGNITION_TIMEOUT_MS = 30_000;

export type RecognitionState = { recognize_text: string; status: 'none' | 'pending' | 'done' | 'failed' };

/**
 * Recognised text of spoken answers (spec part 2 section 7: "GET recognised text ... polled
 * every 1 s up to 5 tries"). A post that carries the evaluation's recognised text has it at
 * once; otherwise the stored recording is sent to speech-server's POST /speech/recognize in the
 * background and the polls see the text when it arrives.
 */
export class Recognizer {
  private readonly inFlight = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly options: { speechUrl: string; dataDir: string; log: FastifyBaseLogger },
  ) {}

  /** The latest answer to the question in the scope that has a recording or recognised text. */
  async latestSpoken(studentId: number, scope: PracticeScope, questionId: string): Promise<AnswerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(answers)
      .where(and(scopeFilter(studentId, scope), eq(answers.questionId, questionId), eq(answers.isSkipped, false)))
      .orderBy(desc(answers.id))
      .limit(1);
    return row;
  }

  /** What a poll answers; starts recognition of the recording when nobody has yet. */
  async state(studentId: number, scope: PracticeScope, questionId: string): Promise<RecognitionState | null> {
    const answer = await this.latestSpoken(studentId, scope, questionId);
    if (!answer) return null;
    if (answer.recognizeText || answer.recognizeStatus === 'done') return { recognize_text: answer.recognizeText, status: 'done' };
    if (!answer.soundFile) return { recognize_text: '', status: 'none' };
    const failedBefore = answer.recognizeStatus === 'failed' && !this.inFlight.has(answer.id);
    // A failure is reported once per poll and tried again, so a speech-server back up answers the next poll.
    this.start(answer);
    return { recognize_text: '', status: failedBefore ? 'failed' : 'pending' };
  }

  /** Starts recognising an answer's recording unless it is already under way; never throws. */
  start(answer: AnswerRow): void {
    if (this.inFlight.has(answer.id)) return;
    const work = this.recognise(answer)
      .catch((error: unknown) => {
        this.options.log.warn({ err: error, answerId: answer.id }, 'recognition failed');
        return this.db.update(answers).set({ recognizeStatus: 'failed' }).where(eq(answers.id, answer.id)).then(() => undefined);
      })
      .catch(() => undefined)
      .finally(() => this.inFlight.delete(answer.id));
    this.inFlight.set(answer.id, work);
  }

  /** Waits for every recognition under way (tests, shutdown). */
  async settle(): Promise<void> {
    await Promise.all(this.inFlight.values());
  }

  private async recognise(answer: AnswerRow): Promise<void> {
    const file = uploadFilePath(this.options.dataDir, answer.soundFile);
    if (!file) throw new Error(`not an upload URL: ${answer.soundFile}`);
    const audio = await fs.readFile(file);
    const response = await fetch(new URL('/speech/recognize', this.options.speechUrl), {
      method: 'POST',
      headers: { 'content-type': 'audio/mpeg' },
      body: audio,
      signal: AbortSignal.timeout(RECOGNITION_TIMEOUT_MS),
    });
    const reply = (await response.json()) as { code?: number; message?: string; data?: { text?: unknown } | null };
    if (reply.code !== 0 || typeof reply.data?.text !== 'string') throw new Error(`speech-server answered ${response.status} ${reply.code}: ${reply.message}`);
    await this.db
      .update(answers)
      .set({ recognizeText: reply.data.text.slice(0, 5000), recognizeStatus: 'done' })
      .where(eq(answers.id, answer.id));
  }
}
