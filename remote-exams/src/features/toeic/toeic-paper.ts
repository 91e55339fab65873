// The TOEIC paper as pure data: the mock test's items in order (part by part), numbered questions
// with their options, and the hand-in built from the answers kept on this device. No React here:
// the paper page renders it, the unit tests check it.
import type { ExerciseItem, PracticeResource } from '../../lib/engine';

/** Parts 1-4 are the listening section (audio played once on arrival); 5-7 are reading. */
export const LISTENING_PARTS = ['part1', 'part2', 'part3', 'part4'] as const;
export const isListeningPart = (kind: string) => (LISTENING_PARTS as readonly string[]).includes(kind);
/** TOEIC's seven parts among the exam's practice directories (get-class-list?exam=toeic also lists the business classes). */
export const isToeicPart = (kind: string) => /^part[1-7]$/.test(kind);

/** The server's points for a right choice (portal-server answers/scoring CORRECT_SCORE); it scores again from its own key. */
const RIGHT_SCORE = 5;

export type PaperOption = { index: number; content: string; image: boolean };

export type PaperQuestion = {
  /** The id the server scores by: the item's own id, or `<item id>-<sub-question index>` for an item with several questions. */
  id: string;
  /** 1-based number across the whole paper, as on a TOEIC answer sheet. */
  number: number;
  text?: string;
  textJp?: string;
  picture?: string;
  options: PaperOption[];
  correct: number[];
};

/** One screen of the paper: an item (a photo, a conversation, a passage) with its question or questions. */
export type PaperPage = {
  key: string;
  resourceId: number;
  /** Package folder and version, to build the media URLs (engine.mediaUrlFor). */
  resourceFile: string;
  resourceVersion: string;
  kind: string;
  sectionTitle: string;
  partTitle: string;
  directions: string;
  listening: boolean;
  itemId: string;
  audio?: string;
  picture?: string;
  passage?: string;
  instruction?: string;
  questions: PaperQuestion[];
};

export type Paper = { pages: PaperPage[]; questions: PaperQuestion[] };

/** The chosen option indexes per question id (empty or missing: unanswered). */
export type PaperAnswers = Record<string, number[]>;

export type PaperSection = {
  kind: string;
  title: string;
  resources: { resource_id: number; resource_file: string; resource_version: string; question_ids: string; pkg: PracticeResource }[];
};

const optionsOf = (list: { index: number; content: string; type?: string; correct: 0 | 1 }[] | undefined) => {
  const options = (list ?? []).map((option) => ({ index: option.index, content: option.content, image: option.type === 'image' }));
  const correct = (list ?? []).filter((option) => Number(option.correct) === 1).map((option) => option.index);
  return { options, correct };
};

/** An item's questions: its sub-questions, or the item itself as one question. */
function questionsOf(item: ExerciseItem): Omit<PaperQuestion, 'number'>[] {
  if (item.questions && item.questions.length > 0) {
    return item.questions.map((question) => ({
      id: `${item.question_id}-${question.index}`,
      text: question.screen_text,
      textJp: question.screen_jp,
      picture: question.screen_pic,
      ...optionsOf(question.answers),
    }));
  }
  return [{ id: item.question_id, text: item.screen_text, textJp: item.screen_text_jp, ...optionsOf(item.answers ?? item.choose) }];
}

/** The items a section resource shows: those named in question_ids (all when it is empty), in the package's order. */
function itemsShown(pkg: PracticeResource, questionIds: string): ExerciseItem[] {
  const wanted = questionIds
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return wanted.length === 0 ? pkg.items : pkg.items.filter((item) => wanted.includes(item.question_id));
}

/** The whole paper in the order of the test, questions numbered from 1. */
export function buildPaper(sections: PaperSection[]): Paper {
  const pages: PaperPage[] = [];
  const questions: PaperQuestion[] = [];
  for (const section of sections) {
    for (const resource of section.resources) {
      const { pkg } = resource;
      for (const item of itemsShown(pkg, resource.question_ids)) {
        const first = questions.length + 1;
        const numbered = questionsOf(item).map((question, at) => ({ ...question, number: first + at }));
        numbered.forEach((question) => questions.push(question));
        // An item with one question shows its prompt with the question; a passage keeps it above.
        const single = !(item.questions && item.questions.length > 0);
        pages.push({
          key: `${resource.resource_id}:${item.question_id}`,
          resourceId: resource.resource_id,
          resourceFile: resource.resource_file,
          resourceVersion: resource.resource_version,
          kind: section.kind,
          sectionTitle: section.title,
          partTitle: pkg.part_title_jp ?? pkg.part_title,
          directions: pkg.question_description_jp ?? pkg.question_description,
          listening: isListeningPart(section.kind),
          itemId: item.question_id,
          audio: item.audio_file,
          picture: item.screen_pic,
          passage: item.content ?? (single ? undefined : item.screen_text),
          instruction: item.instruction_jp ?? item.instruction,
          questions: numbered,
        });
      }
    }
  }
  return { pages, questions };
}

export const isAnswered = (answers: PaperAnswers, questionId: string) => (answers[questionId]?.length ?? 0) > 0;

export const answeredCount = (paper: Paper, answers: PaperAnswers) => paper.questions.filter((question) => isAnswered(answers, question.id)).length;

/** The page holding question `number` (1-based). */
export const pageOfQuestion = (paper: Paper, number: number) => paper.pages.findIndex((page) => page.questions.some((question) => question.number === number));

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((value) => b.includes(value));

/** One entry of submit-exam-logs' answers (portal-server eiken-exam ExamAnswer). */
export type HandInEntry = { resource_id: number; question_id: string; result: string };

/**
 * The whole paper as submit-exam-logs takes it: one entry per item, every question in it, the
 * unanswered ones with an empty answer (answer_index []) and score 0. The server records them and
 * scores them again from its own key.
 */
export function buildHandIn(paper: Paper, answers: PaperAnswers): HandInEntry[] {
  return paper.pages.map((page) => ({
    resource_id: page.resourceId,
    question_id: page.itemId,
    result: JSON.stringify(
      page.questions.map((question) => {
        const chosen = answers[question.id] ?? [];
        return { question_id: question.id, answer_index: chosen, score: chosen.length > 0 && sameSet(chosen, question.correct) ? RIGHT_SCORE : 0 };
      }),
    ),
  }));
}

/** The letter of option position `at` on a TOEIC sheet: (A), (B), (C), (D). */
export const optionLetter = (at: number) => `(${String.fromCharCode(65 + at)})`;
