// remote-words, part 2: the dictionary built from Debian's dictionaries (an inflected form finds
// its lemma, a misspelling finds the word it meant, a phrasal verb has its own entry, recent
// searches can be deleted, the about page names the data's licences) and the collection page
// (a word collected in the dictionary shows there, and its removal can be undone).
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { apiLogin, expectNoSeriousA11yViolations, saveScreenshot, studentGet, studentPost } from './shell-support';

const STUDENT = 'biz03';

type SearchLog = { word_id: number; word: string };
type Favorite = { favorite_id: number; sentence_source: string };

/** A clean slate through the API, before the browser signs in (a later API login ends its session). */
async function forgetDictionaryUse(portalUrl: string): Promise<void> {
  const api = await apiLogin(portalUrl, STUDENT);
  const logs = await studentGet<{ list: SearchLog[] }>(portalUrl, api, '/dictionary/word-search-logs');
  if (logs.list.length > 0) await studentPost(portalUrl, api, '/dictionary/del-search-log', { word_ids: logs.list.map((log) => log.word_id).join(',') });
  const favorites = await studentGet<{ items: Favorite[] }>(portalUrl, api, '/device/favorites/en-page-list', { limit: '100' });
  for (const favorite of favorites.items.filter((item) => item.sentence_source === 'dictionary')) {
    await studentPost(portalUrl, api, '/favorite-sentence/discard', { favorite_id: String(favorite.favorite_id) });
  }
}

/** Types a word into the search box of the page on screen and searches. */
async function search(page: Page, word: string): Promise<void> {
  await page.getByTestId('search-input').fill(word);
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(new RegExp(`/dictionary/search\\?.*word=${encodeURIComponent(word).replace(/%20/g, '(\\+|%20)')}`));
}

const firstEntry = (page: Page) => page.getByTestId('entry').first();

test.describe('dictionary', () => {
  test('went finds go, recieve leads to receive, take off has its entry, a search is deleted, the about page, the word in the collection with undo', async ({ page, loginAs, portal }) => {
    test.setTimeout(120_000);
    await forgetDictionaryUse(portal.url);
    await loginAs(page, STUDENT);

    await page.goto('/dictionary/index');
    await expect(page.getByTestId('search-logs')).toBeVisible();
    const input = page.getByTestId('search-input');
    await input.pressSequentially('recei', { delay: 60 });
    await expect(page.getByTestId('suggestion').first()).toBeVisible();
    await expect(page.getByTestId('suggestions')).toContainText('receive');
    await saveScreenshot(page, 'dictionary-suggestions');

    // An inflected form: the lemma's entry, with the notice, IPA, meanings by part of speech.
    await search(page, 'went');
    await expect(page.getByTestId('inflection')).toContainText('「went」は「go」の');
    await expect(firstEntry(page)).toHaveAttribute('data-word', 'go');
    await expect(firstEntry(page).getByTestId('entry-ipa')).not.toBeEmpty();
    await expect(firstEntry(page).locator('[data-testid="pos-group"][data-pos="verb"]')).toContainText('行く');
    await firstEntry(page).getByTestId('collect-word').click();
    await expect(firstEntry(page).getByTestId('collect-word')).toContainText('★');
    await saveScreenshot(page, 'dictionary-went');
    await expectNoSeriousA11yViolations(page, 'dictionary entry');

    // A misspelling: nothing found, the nearest spelling first, one click to its entry.
    await search(page, 'recieve');
    await expect(page.getByTestId('not-found')).toBeVisible();
    const didYouMean = page.getByTestId('did-you-mean');
    await expect(didYouMean.getByTestId('fuzzy-word').first()).toHaveAttribute('data-word', 'receive');
    await saveScreenshot(page, 'dictionary-misspelling');
    await didYouMean.getByTestId('fuzzy-word').first().click();
    await expect(firstEntry(page)).toHaveAttribute('data-word', 'receive');
    await expect(firstEntry(page)).toContainText('受け取る');

    // A phrasal verb is an entry of its own.
    await search(page, 'take off');
    await expect(firstEntry(page)).toHaveAttribute('data-word', 'take off');
    await expect(firstEntry(page)).toContainText('脱ぐ');
    await saveScreenshot(page, 'dictionary-phrasal-verb');

    // Japanese to English.
    await page.getByTestId('search-type-2').check();
    await search(page, '会議');
    await expect(page.getByTestId('entry').first()).toBeVisible();
    await expect(page.getByTestId('search-results')).toContainText('meeting');

    // Recent searches: newest first, one deleted after the confirmation, gone after a reload too.
    await page.goto('/dictionary/index');
    const logs = page.getByTestId('search-log');
    await expect(logs.first()).toHaveAttribute('data-word', /meeting|conference|会議/);
    await expect(page.locator('[data-testid="search-log"][data-word="receive"]')).toBeVisible();
    await expect(page.locator('[data-testid="search-log"][data-word="go"]')).toBeVisible();
    await expect(page.locator('[data-testid="search-log"][data-word="take off"]')).toBeVisible();
    await page.locator('[data-testid="search-log"][data-word="receive"]').getByTestId('search-log-delete').click();
    await page.getByRole('button', { name: '削除する' }).click();
    await expect(page.locator('[data-testid="search-log"][data-word="receive"]')).toHaveCount(0);
    await saveScreenshot(page, 'dictionary-home');
    await page.reload();
    await expect(page.locator('[data-testid="search-log"][data-word="go"]')).toBeVisible();
    await expect(page.locator('[data-testid="search-log"][data-word="receive"]')).toHaveCount(0);

    await page.getByTestId('to-about').click();
    await expect(page).toHaveURL(/\/dictionary\/about/);
    await expect(page.getByTestId('licences')).toContainText('Electronic Dictionary Research and Development Group');
    await expect(page.getByTestId('licences')).toContainText('WordNet');
    await expect(page.getByTestId('dictionary-stats')).toBeVisible();
    await saveScreenshot(page, 'dictionary-about');

    // The collected word is on the collection's first tab; removing it can be undone.
    await page.goto('/my_collection');
    const collected = page.locator('[data-testid="collection-item"]').filter({ has: page.getByTestId('collection-english').getByText('go', { exact: true }) });
    await expect(collected).toHaveCount(1);
    await expect(collected.getByTestId('collection-origin')).toBeVisible();
    await saveScreenshot(page, 'collection');
    await collected.getByTestId('collection-remove').click();
    await expect(collected).toHaveCount(0);
    await expect(page.getByTestId('collection-undo-bar')).toContainText('go');
    await page.getByRole('button', { name: '元に戻す' }).click();
    await expect(collected).toHaveCount(1);
    await page.reload();
    await expect(collected).toHaveCount(1);
    await page.getByRole('tab', { name: /録音/ }).click();
    await expect(page.getByTestId('collection-panel-recordings')).toBeVisible();
    await saveScreenshot(page, 'collection-recordings');
  });
});
