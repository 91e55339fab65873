// The item fields spoken types read (spec part 2 section 3 "Item"), beside the engine's
// ExerciseItem. Packages are JSON, so every field is read defensively: a damaged item gives an
// empty value (and a clear error when recording), never a crash.
import type { ExerciseItem, PracticeResource } from '../../engine/model/resource';

export type SpokenItemFields = {
  category?: string;
  evaluate_type?: string;
  evaluate_text?: string;
  record_max_time?: number | string;
  /** Model audio of a shadowing passage, narration instruction, picture-description prompt... */
  audio_file?: string;
  instruction_audio?: string;
  speaker?: string;
  screen_en_text?: string;
  screen_jp_text?: string;
  example_sentence?: string;
  example_sentence_jp?: string;
  /** Business words: the audio of the example sentence. */
  example_audio_file?: string;
  word_reading?: string;
  short_phrase?: string;
  /** Picture description, quick response: thinking time before the recording. */
  wait_time?: number;
  /** Speaking and the integrated process: the item's progress list. */
  progress?: unknown;
  /** Free replies: sample answers (used as evaluation references and shown as the solution example). */
  samples?: { content: string; content_jp?: string }[];
  /** Integrated process: which part the item belongs to. */
  part_type?: string;
};

export type SpokenItem = ExerciseItem & SpokenItemFields;

export function asSpokenItem(item: ExerciseItem): SpokenItem {
  return item as SpokenItem;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The category the item names (category or evaluate_type); '' when it names none. */
export function itemCategory(item: ExerciseItem): string {
  const spoken = asSpokenItem(item);
  return text(spoken.category).trim() || text(spoken.evaluate_type).trim();
}

/** The text to evaluate: evaluate_text, else what the screen shows. */
export function evaluationText(item: ExerciseItem): string {
  const spoken = asSpokenItem(item);
  return text(spoken.evaluate_text).trim() || text(spoken.word).trim() || text(spoken.screen_text).trim() || text(spoken.content).trim();
}

/** The English text shown on screen (screen_text, screen_en_text or the word). */
export function screenText(item: ExerciseItem): string {
  const spoken = asSpokenItem(item);
  return text(spoken.screen_text) || text(spoken.screen_en_text) || text(spoken.word) || text(spoken.content);
}

/** Its Japanese (screen_text_jp, screen_jp_text, the word's meaning or the content's translation). */
export function screenTextJapanese(item: ExerciseItem): string {
  const spoken = asSpokenItem(item);
  return text(spoken.screen_text_jp) || text(spoken.screen_jp_text) || text(spoken.mean) || text(spoken.content_jp) || text(spoken.subtitle_translate);
}

/** Sample answers of a free reply, as references for the evaluation. */
export function sampleAnswers(item: ExerciseItem): string[] {
  return (asSpokenItem(item).samples ?? []).map((sample) => text(sample.content).trim()).filter((sample) => sample !== '');
}

/** Extra resource-level data of spoken resources (speakers, waits, parts, chat-bot replies). */
export type SpokenResourceFields = {
  speakers?: { name: string; type: 'single' | 'all'; picture?: string; name_jp?: string }[];
  wait_items?: unknown[];
  answer_items?: unknown[];
  part_items?: { part_type: string; part_info?: { title?: string; title_jp?: string; instruction?: string; instruction_jp?: string; audio_file?: string; time?: number } }[];
};

export type SpokenResource = PracticeResource & SpokenResourceFields;

export function asSpokenResource(resource: PracticeResource): SpokenResource {
  return resource as SpokenResource;
}
