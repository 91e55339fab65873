// The answers of a TOEIC sitting kept on this device (localStorage, keyed by the sitting's guid)
// until the hand-in succeeds: they survive a reload, and a failed hand-in loses nothing.
import type { PaperAnswers } from './toeic-paper';

export type StoredPaper = {
  answers: PaperAnswers;
  /** Pages whose audio has played (played once, as in the real test). */
  played: string[];
  /** The page on screen. */
  current: number;
};

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const EMPTY_PAPER: StoredPaper = { answers: {}, played: [], current: 0 };

export const paperKey = (guid: string) => `toeic-paper:${guid}`;

const isIndexList = (value: unknown): value is number[] => Array.isArray(value) && value.every((entry) => Number.isInteger(entry));

/** The kept paper of a sitting; anything unreadable counts as nothing kept (never a crash). */
export function loadPaper(storage: KeyValueStore, guid: string): StoredPaper {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(paperKey(guid)) ?? 'null');
  } catch {
    return EMPTY_PAPER;
  }
  if (typeof parsed !== 'object' || parsed === null) return EMPTY_PAPER;
  const raw = parsed as Partial<Record<keyof StoredPaper, unknown>>;
  const answers: PaperAnswers = {};
  if (typeof raw.answers === 'object' && raw.answers !== null) {
    for (const [id, chosen] of Object.entries(raw.answers)) if (isIndexList(chosen)) answers[id] = chosen;
  }
  const played = Array.isArray(raw.played) ? raw.played.filter((entry): entry is string => typeof entry === 'string') : [];
  const current = typeof raw.current === 'number' && Number.isInteger(raw.current) && raw.current >= 0 ? raw.current : 0;
  return { answers, played, current };
}

/** Keeps the paper; false when the browser refused (storage full or blocked), so the page can warn. */
export function savePaper(storage: KeyValueStore, guid: string, paper: StoredPaper): boolean {
  try {
    storage.setItem(paperKey(guid), JSON.stringify(paper));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the paper once the server has it. */
export function clearPaper(storage: KeyValueStore, guid: string) {
  try {
    storage.removeItem(paperKey(guid));
  } catch {
    // Nothing to clear in a blocked storage.
  }
}

/** The paper with one question answered (one option chosen; choosing it again keeps it). */
export const withAnswer = (paper: StoredPaper, questionId: string, option: number): StoredPaper => ({ ...paper, answers: { ...paper.answers, [questionId]: [option] } });

export const withPlayed = (paper: StoredPaper, pageKey: string): StoredPaper => (paper.played.includes(pageKey) ? paper : { ...paper, played: [...paper.played, pageKey] });

export const withCurrent = (paper: StoredPaper, current: number): StoredPaper => ({ ...paper, current });
