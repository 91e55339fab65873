// When each question of a battle opens and closes for one student, from the server's own record:
// question 0 opens when the battle starts; each next one opens ANSWER_REVEAL_MS after the previous
// was answered or ran out of time (the verdict is on screen meanwhile). So the server alone decides which question a student is on, refuses
// an answer to a question not yet shown or one past its time, and measures every answer's speed.
import { ANSWER_GRACE_MS, ANSWER_REVEAL_MS } from 'shared-contract';

export type RecordedAnswer = { questionIndex: number; answeredAt: Date };
export type QuestionWindow = { index: number; opensAt: Date; closesAt: Date };

export type StudentTiming = {
  /** The question the student is on now, or null when every question is answered or missed. */
  current: QuestionWindow | null;
  /** Questions whose time ran out unanswered before `current`. */
  missed: QuestionWindow[];
  /** The window of every question reached so far (answered, missed or current). */
  windows: QuestionWindow[];
};

/**
 * Walks the paper in order. A question with an answer closes at that answer; one without closes
 * at its time limit once the limit (with the grace for the answer's trip) has passed.
 */
export function studentTiming(startsAt: Date, questionCount: number, limitMs: number, answers: readonly RecordedAnswer[], now: Date, graceMs = ANSWER_GRACE_MS): StudentTiming {
  const byIndex = new Map(answers.map((answer) => [answer.questionIndex, answer]));
  const windows: QuestionWindow[] = [];
  const missed: QuestionWindow[] = [];
  let opensAt = startsAt;
  for (let index = 0; index < questionCount; index += 1) {
    const window = { index, opensAt, closesAt: new Date(opensAt.getTime() + limitMs) };
    windows.push(window);
    const answer = byIndex.get(index);
    if (answer) {
      const closedAt = answer.answeredAt < window.closesAt ? answer.answeredAt : window.closesAt;
      opensAt = new Date(closedAt.getTime() + ANSWER_REVEAL_MS);
      continue;
    }
    if (now.getTime() > window.closesAt.getTime() + graceMs) {
      missed.push(window);
      opensAt = new Date(window.closesAt.getTime() + ANSWER_REVEAL_MS);
      continue;
    }
    return { current: window, missed, windows };
  }
  return { current: null, missed, windows };
}

/**
 * The timing an answer to question `index` is judged by. During the grace after a question's
 * limit, the late answer to it is still taken, and so is an answer to the next one: the screen
 * moved on at the limit, so for that answer the question ran out at its limit (and the next
 * opened ANSWER_REVEAL_MS later).
 */
export function timingForAnswer(startsAt: Date, questionCount: number, limitMs: number, answers: readonly RecordedAnswer[], now: Date, index: number): StudentTiming {
  const timing = studentTiming(startsAt, questionCount, limitMs, answers, now);
  const current = timing.current;
  if (current && index === current.index + 1 && now >= current.closesAt) return studentTiming(startsAt, questionCount, limitMs, answers, now, 0);
  return timing;
}

/** Why an answer to question `index` is refused at `now`, or null when it is taken. */
export function answerRefusal(timing: StudentTiming, index: number, now: Date): 'answered' | 'not_shown' | 'late' | null {
  const current = timing.current;
  if (!current) return index < timing.windows.length && timing.missed.some((window) => window.index === index) ? 'late' : 'answered';
  if (index < current.index) return timing.missed.some((window) => window.index === index) ? 'late' : 'answered';
  if (index > current.index || now < current.opensAt) return 'not_shown';
  return null;
}
