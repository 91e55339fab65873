// The practice resource as the content packages publish it (DATA_DIR/resources/<code>/<version>/index.json).
// Field names are the spec's (part 2, section 3), so other remotes and the server read the same words.
import type { QuestionTypeKey } from 'shared-contract';

/** One option of a choice question: text, or an image path relative to the resource folder. */
export type ChoiceOption = {
  index: number;
  content: string;
  type?: 'text' | 'image';
  /** 1 marks a correct option; multi-answer questions have several. */
  correct: 0 | 1;
};

/** A sub-question of an item: a cloze blank, a reading question, a mock-listening question. */
export type SubQuestion = {
  index: number;
  screen_text?: string;
  screen_jp?: string;
  screen_pic?: string;
  answers: ChoiceOption[];
  explanation?: string;
};

export type ExerciseItem = {
  index: number;
  question_id: string;
  screen_title?: string;
  screen_title_jp?: string;
  /** English prompt; typed and ordered types mark blanks in it as {1}, {2}, ... */
  screen_text?: string;
  screen_text_jp?: string;
  screen_pic?: string;
  instruction?: string;
  instruction_jp?: string;
  audio_file?: string;
  /** Passage of a reading or cloze item (blanks as {1}, {2}, ...). */
  content?: string;
  content_jp?: string;
  /** Listen choice, word choice, grammar choice: the options. */
  answers?: ChoiceOption[];
  choose?: ChoiceOption[];
  /** Cloze, reading comprehension and mock listening: several questions per item. */
  questions?: SubQuestion[];
  /** Accepted answers (writing), or the correct order of the options (ordering types). */
  answer?: string[];
  /** Per blank, the accepted answers. */
  filling_answer?: string[][];
  /** Letter spelling: the word with one underscore per missing letter ("ba__et"). */
  filling_remain_letters?: string;
  /** Letter spelling: the letters offered for tapping (the missing ones, maybe with distractors). */
  filling_answer_letters?: string[];
  word?: string;
  ipa?: string;
  mean?: string;
  hint?: string;
  hint_jp?: string;
  explanation?: string;
  explanation_image?: string;
  /** Transcript of the item audio and its translation (subtitle and translation toggles). */
  subtitle_original?: string;
  subtitle_translate?: string;
  /** Writing types: a model answer with its Japanese. */
  samples?: { content: string; content_jp?: string }[];
  /** Grammar-choice result: an optional picture with tips. */
  result_tips_pic?: string;
};

export type PracticeResource = {
  res_id: number;
  res_code: string;
  res_version: string;
  res_type: QuestionTypeKey;
  part_title: string;
  part_title_jp?: string;
  question_description: string;
  question_description_jp?: string;
  /** 0 keeps the authored option order. */
  option_random: 0 | 1;
  /** 1 makes listen-choice questions multi-answer. */
  multiple_choice: 0 | 1;
  full_text?: { title?: string; audio_file?: string; screen_en_text?: string; screen_jp_text?: string };
  /** Mock-test listening: the tips audio that plays before the first item. */
  tips_audio_file?: string;
  items: ExerciseItem[];
};
