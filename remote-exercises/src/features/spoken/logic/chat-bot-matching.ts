// Matching a spoken chat-bot reply to one of the offered replies (spec part 2 section 5):
// the spoken text and each option lose their punctuation and are compared in lower case by
// edit distance; irrelevance = distance / option word count x 100. When every option scores
// 70 or more the attempt fails (the learner may confirm a retry); after 3 failed tries an
// alert shows and the first option is taken anyway; otherwise the closest option is taken.
// The distance and the threshold are shared-contract's, which speech-server's `choice` block
// (PROTOCOL.md) uses too, so the client and the server agree on the same reply.
import { IRRELEVANCE_THRESHOLD, replyIrrelevance } from 'shared-contract';

/** Spec part 2 section 9: 3 tries, 1.2 s before the next prompt (the irrelevance threshold 70 is shared-contract's). */
export const CHAT_BOT_MAX_TRIES = 3;
export const CHAT_BOT_NEXT_PROMPT_DELAY_MS = 1200;

/** Lower case, punctuation removed (apostrophes inside words kept: "don't" stays one word). */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'\s]+/gu, ' ')
    .replace(/(^|\s)'+|'+(?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** distance / option word count x 100 on the normalised words; an option without words is never a match (100). */
export function irrelevance(spoken: string, option: string): number {
  return replyIrrelevance(normaliseWords(spoken), normaliseWords(option));
}

export type ReplyMatch =
  /** The closest option (lowest irrelevance; the first one on a tie). */
  | { matched: true; position: number; irrelevance: number[] }
  /** Every option scored 70 or more (or nothing was said). */
  | { matched: false; irrelevance: number[] };

/** Matches a spoken reply against the options, in the order they are offered. */
export function matchReply(spoken: string, options: readonly string[]): ReplyMatch {
  const scores = options.map((option) => irrelevance(spoken, option));
  if (normaliseWords(spoken).length === 0 || scores.length === 0) return { matched: false, irrelevance: scores };
  let best = 0;
  scores.forEach((score, position) => {
    if (score < (scores[best] ?? Infinity)) best = position;
  });
  if ((scores[best] ?? Infinity) >= IRRELEVANCE_THRESHOLD) return { matched: false, irrelevance: scores };
  return { matched: true, position: best, irrelevance: scores };
}

/**
 * What the screen does after one attempt: take an option (matched, or the first one after the
 * third failure, with the alert), or ask the learner to confirm another try.
 */
export type AttemptOutcome =
  | { action: 'take'; position: number; forced: false }
  | { action: 'take'; position: 0; forced: true }
  | { action: 'confirm-retry'; failures: number };

/** `failuresBefore`: failed tries on this prompt before this one. */
export function attemptOutcome(match: ReplyMatch, failuresBefore: number): AttemptOutcome {
  if (match.matched) return { action: 'take', position: match.position, forced: false };
  const failures = failuresBefore + 1;
  if (failures >= CHAT_BOT_MAX_TRIES) return { action: 'take', position: 0, forced: true };
  return { action: 'confirm-retry', failures };
}
