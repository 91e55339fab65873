// Helpers for the exercise specs (issue 6): find resources through the portal's API, read
// their packages (to know the right answers, as a student who knows them would), and answer
// an item of any of the written question types in the browser.
import { expect, type Page } from '@playwright/test';
import { apiLogin, studentGet } from './shell-support';

export type Option = { index: number; content: string; type?: string; correct: number };
export type PackageItem = {
  index: number;
  question_id: string;
  answers?: Option[];
  choose?: Option[];
  questions?: { index: number; answers: Option[] }[];
  answer?: string[];
  filling_answer?: string[][];
  filling_remain_letters?: string;
  filling_answer_letters?: string[];
  word?: string;
  screen_text?: string;
};
export type PackageIndex = { res_type: string; res_code: string; items: PackageItem[] };
export type ResourceSummary = { resource_id: number; code: string; type: string; resource_file: string; title: string };

type Session = { token: string; student_id: number };

/** Every resource of both textbooks as the student sees them (unit by unit). */
export async function textbookResources(portalUrl: string, account: string): Promise<(ResourceSummary & { unit_id: number })[]> {
  const session: Session = await apiLogin(portalUrl, account);
  const books = await studentGet<{ items: { book_id: number }[] }>(portalUrl, session, '/textbook/book-list');
  const found: (ResourceSummary & { unit_id: number })[] = [];
  for (const book of books.items) {
    const directory = await studentGet<{ units: { unit_id: number }[] }>(portalUrl, session, '/textbook/unit-directory', { book_id: String(book.book_id) });
    for (const unit of directory.units) {
      const list = await studentGet<{ resources: ResourceSummary[] }>(portalUrl, session, '/textbook/unit-list', { unit_id: String(unit.unit_id) });
      found.push(...list.resources.map((resource) => ({ ...resource, unit_id: unit.unit_id })));
    }
  }
  return found;
}

export async function packageIndex(portalUrl: string, resource: ResourceSummary): Promise<PackageIndex> {
  const response = await fetch(`${portalUrl}${resource.resource_file}index.json`);
  expect(response.ok, `${resource.resource_file}index.json`).toBe(true);
  return (await response.json()) as PackageIndex;
}

const rightIndexes = (options: Option[] = []) => options.filter((option) => option.correct === 1).map((option) => option.index);
const wrongIndex = (options: Option[] = []) => options.find((option) => option.correct !== 1)?.index ?? 1;

/** The item on screen. */
export const currentItem = (page: Page) => page.getByTestId('item');

/**
 * Answers the item on screen (right, or wrong where the type allows choosing a wrong option),
 * the way a student does: clicking options and tiles, typing, pressing Enter.
 */
export async function answerItem(page: Page, type: string, item: PackageItem, right = true): Promise<void> {
  const card = currentItem(page);
  await expect(card).toHaveAttribute('data-question-id', item.question_id);
  const option = (index: number, scope = card) => scope.locator(`[data-testid="choice-option"][data-option-index="${index}"]`);
  switch (type) {
    case 'listen_choice':
    case 'grammar_choice': {
      const options = item.answers ?? item.choose;
      for (const index of right ? rightIndexes(options) : [wrongIndex(options)]) await option(index).click();
      await card.getByTestId('submit').click();
      return;
    }
    case 'word_choice':
      await option(right ? rightIndexes(item.choose)[0]! : wrongIndex(item.choose)).click();
      return;
    case 'listen_mock':
    case 'reading_comprehension':
    case 'cloze_test': {
      const questions = item.questions ?? [];
      for (const [position, question] of questions.entries()) {
        const block = card.getByTestId('sub-question').nth(position);
        for (const index of right ? rightIndexes(question.answers) : [wrongIndex(question.answers)]) await option(index, block).click();
      }
      // A one-question item submits itself when answered.
      if (questions.length > 1) await card.getByTestId('submit').click();
      return;
    }
    case 'sentence_sorting':
    case 'word_order_blank_fill': {
      const tiles = [...(item.choose ?? [])];
      const order = right ? (item.answer ?? []) : [...(item.answer ?? [])].reverse();
      for (const word of order) {
        const tile = tiles.find((candidate) => candidate.content === word || candidate.content === word.charAt(0).toLowerCase() + word.slice(1))!;
        tiles.splice(tiles.indexOf(tile), 1);
        await card.locator('[data-testid="ordering-option"]:not([disabled])', { hasText: new RegExp(`^${escape(tile.content)}$`) }).first().click();
      }
      await card.getByTestId('submit').click();
      return;
    }
    case 'listen_fill_words':
    case 'translate_fill_words':
    case 'fill_blanks_writing': {
      const inputs = card.getByTestId('blank-input');
      for (const [blank, accepted] of (item.filling_answer ?? []).entries()) await inputs.nth(blank).fill(right ? accepted[0]! : 'xyz');
      // Enter answers (spec part 2, section 5).
      await inputs.last().press('Enter');
      return;
    }
    case 'listen_fill_letters': {
      const pattern = item.filling_remain_letters ?? '';
      const missing = pattern.split('').flatMap((char, position) => (char === '_' ? [item.word![position]!] : []));
      // A wrong spelling: the offered letters that are not missing ones first.
      const distractors = (item.filling_answer_letters ?? []).filter((letter) => !missing.includes(letter));
      const wrong = [...distractors, ...missing].slice(0, missing.length);
      for (const letter of right ? missing : wrong) {
        await card.locator('[data-testid="letter-tile"]:not([disabled])', { hasText: new RegExp(`^${escape(letter)}$`) }).first().click();
      }
      await card.getByTestId('submit').click();
      return;
    }
    case 'ja_to_en_writing': {
      const input = card.getByTestId('writing-input');
      await input.fill(right ? item.answer![0]! : 'I do not know.');
      await input.press('Enter');
      return;
    }
    default:
      throw new Error(`no way to answer ${type}`);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Moves on after an answer: some types go to the next item by themselves after a right
 * answer, the others wait for Next (which becomes "see results" on the last item).
 */
export async function moveOn(page: Page, answered: PackageItem): Promise<void> {
  const card = currentItem(page);
  const next = page.getByTestId('next');
  await expect(async () => {
    const moved = (await card.getAttribute('data-question-id')) !== answered.question_id;
    const finished = (await page.getByTestId('all-completed').count()) > 0 || page.url().includes('/result');
    if (moved || finished) return;
    // The item may move on by itself meanwhile (Next then disables): a short click, retried.
    if ((await next.count()) > 0 && (await next.isEnabled())) await next.click({ timeout: 1000 }).catch(() => undefined);
    throw new Error('not moved yet');
  }).toPass({ timeout: 15_000, intervals: [300, 500, 1000] });
}

/**
 * Moves past an answered item (Next when the mode shows one) until another item is on screen or
 * the flow left for `done`; unlike moveOn, the item may vanish at once (a test-mode flow or one
 * without the all-completed popup goes straight to its next set or result).
 */
export async function nextOrDone(page: Page, questionId: string, done: RegExp): Promise<void> {
  const card = page.getByTestId('item');
  const next = page.getByTestId('next');
  await expect(async () => {
    if (done.test(page.url())) return;
    const current = await card.getAttribute('data-question-id', { timeout: 500 }).catch(() => null);
    if (current !== null && current !== questionId) return;
    if ((await next.count()) > 0 && (await next.isEnabled())) await next.click({ timeout: 1000 }).catch(() => undefined);
    throw new Error('not moved yet');
  }).toPass({ timeout: 20_000, intervals: [300, 500, 1000] });
}
