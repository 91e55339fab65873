// The essay being written, kept on this device (shared-api's storage, per student) so that a
// reload, a closed tab or a failed post never loses it. The guid it was last sent with is kept
// beside the text it was sent with: sending the same text again reuses it, so a post whose answer
// was lost returns the stored result instead of counting the essay twice; edited text gets a new one.
import { getSession, newGuid, storage } from 'shared-api';
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

/** The guid for sending `content`: the last one when this very text was sent before, else a new one. */
export const guidFor = (draft: WritingDraft, content: string) => (draft.sent && draft.sent.content === content ? draft.sent.guid : newGuid());
