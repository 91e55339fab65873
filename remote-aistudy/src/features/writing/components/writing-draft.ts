// The essay being written, kept on this device (shared-api's storage, per student) so that a
// reload, a closed tab or a failed post never loses it. The guid it was last sent with is kept
// beside the text it was sent with: sending the same text again reuses it, so a post whose answer
// was lost returns the stored result instead of counting the essay twice; edited text gets a new one.
import { getSession, storage } from 'shared-api';
import type { WritingSource } from '../model/writing-types';

export type WritingDraft = {
  content: string;
  /** The uploaded photo of handwritten work (its /uploads/ URL), kept so a retry does not upload again. */
  image_url: string | null;
  /** When the student began this essay (ms), for time_spent_seconds. */
  started_at: number;
  /** The last post: its guid and the text it carried. */
  sent: { guid: string; content: string } | null;
};

/** Drafts are dropped after two weeks untouched. */
const DRAFT_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export const draftKey = (source: WritingSource, topicId: number, homeworkId: number | null) => `aistudy-writing-draft:${getSession().studentId ?? 0}:${source}:${topicId}:${homeworkId ?? 0}`;

export const readDraft = (key: string): WritingDraft | null => storage.get<WritingDraft>(key);

export const saveDraft = (key: string, draft: WritingDraft) => storage.set(key, draft, { expiresInMs: DRAFT_LIFETIME_MS });

export const removeDraft = (key: string) => storage.remove(key);

/** A new random guid (crypto.randomUUID needs a secure context: built from random bytes otherwise). */
export function newGuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The guid for sending `content`: the last one when this very text was sent before, else a new one. */
export const guidFor = (draft: WritingDraft, content: string) => (draft.sent && draft.sent.content === content ? draft.sent.guid : newGuid());
