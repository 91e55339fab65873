import { ANSWER_KEY_KIND, isMarkedTypeKey } from 'shared-contract';
import type { ResourceItemMeta } from '../../lib/item-meta';

// The content pipeline publishes each resource as a static package whose index.json is the
// spec's "Practice resource" (part 2 section 3; remote-exercises engine/model/resource.ts).
// This reads the answer keys the server scores with out of that index, so the pipeline hands
// over the package it already wrote instead of a second description of every item.

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);
const strings = (value: unknown) => (Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? (value as string[]) : undefined);

/** Option indexes marked correct (correct: 1) in a list of options. */
function correctIndexes(options: unknown): number[] {
  if (!Array.isArray(options)) return [];
  return options.filter((option) => isObject(option) && Number(option.correct) === 1).map((option) => Number((option as Loose).index));
}

/** Sub-question ids are the item's id and the sub-question's index, as the engine posts them. */
function choiceKey(item: Loose, questionId: string): ResourceItemMeta['questions'] {
  const questions = Array.isArray(item.questions) ? item.questions.filter(isObject) : [];
  if (questions.length > 0) {
    return questions.map((question) => ({ question_id: `${questionId}-${Number(question.index)}`, correct: correctIndexes(question.answers) }));
  }
  return [{ question_id: questionId, correct: correctIndexes(item.answers ?? item.choose) }];
}

/** The text history and favourites show for an item. */
function displayText(item: Loose): { text?: string; text_jp?: string } {
  const text = asString(item.screen_text) ?? asString(item.word) ?? asString(item.evaluate_text) ?? asString(item.screen_title) ?? asString(item.content);
  const textJp = asString(item.screen_text_jp) ?? asString(item.mean) ?? asString(item.screen_title_jp) ?? asString(item.content_jp);
  return {
    ...(text ? { text: text.slice(0, 2000) } : {}),
    ...(textJp ? { text_jp: textJp.slice(0, 2000) } : {}),
  };
}

/** One item's key for the resource type; spoken and unknown types keep the posted score. */
export function itemKeyFromPackageItem(resType: string, item: Loose, position: number): ResourceItemMeta {
  const questionId = String(item.question_id ?? '');
  const base = { question_id: questionId, index: Number(item.index ?? position + 1), ...displayText(item) };
  if (isMarkedTypeKey(resType)) {
    switch (ANSWER_KEY_KIND[resType]) {
      case 'choice':
        return { ...base, kind: 'choice', questions: choiceKey(item, questionId) };
      case 'blanks':
        return { ...base, kind: 'blanks', blanks: (item.filling_answer as string[][] | undefined) ?? [] };
      case 'letters':
        return { ...base, kind: 'letters', pattern: asString(item.filling_remain_letters) ?? '', word: asString(item.word) ?? '' };
      case 'order':
        return { ...base, kind: 'order', order: strings(item.answer) ?? [] };
      case 'sentence':
        return { ...base, kind: 'sentence', accepted: strings(item.answer) ?? [] };
    }
  }
  if (resType === 'chat_bot') return { ...base, kind: 'chat_bot' };
  const spoken = item.category !== undefined || item.evaluate_type !== undefined || item.evaluate_text !== undefined;
  return { ...base, kind: spoken ? 'speech' : 'free' };
}

/**
 * The keys of every item of a package's index.json. The result is validated by
 * upsertResources like any other input, so a broken package is refused with its item named.
 */
export function itemKeysFromPackage(index: unknown): ResourceItemMeta[] {
  if (!isObject(index) || !Array.isArray(index.items)) return [];
  const resType = asString(index.res_type) ?? '';
  return index.items.map((item, position) => itemKeyFromPackageItem(resType, isObject(item) ? item : {}, position));
}
