import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book } from '../../books/book-fixtures.test-data';
import type { Impression } from '../../books/model/ebook-types';
import { ImpressionPage } from './impression-page';

const DETAILS = { ...book(7, { title: 'The Lost Cat', title_jp: 'いなくなったネコ' }), chapters: [], gloss_count: 0, exercises: [], impression: null };

let server: ScriptedServer;
let saved: Impression | null;

beforeAll(() => {
  // jsdom has no CSS.escape, which user-event uses to find the next radio of a group.
  globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;
  globalThis.CSS.escape ??= (value: string) => value;
  return startTestSession();
});
beforeEach(() => {
  saved = null;
  server = scriptServer({
    'GET /ebook/details': () => ({ data: { book: DETAILS } }),
    'GET /ebook/impression': () => ({ data: { impression: saved } }),
    'POST /ebook/impression': ({ body }) => {
      const form = new URLSearchParams(body as URLSearchParams);
      saved = { book_id: Number(form.get('book_id')), stars: Number(form.get('stars')), content: form.get('content') ?? '', updated_at: '2026-11-27T10:00:00.000Z' };
      return { data: { impression: saved } };
    },
  });
});
afterEach(cleanup);

const open = async () => {
  renderPage(<ImpressionPage />, { path: '/ebook/impression/:id', url: '/ebook/impression/7' });
  return screen.findByRole('textbox', { name: '感想' });
};
const posts = () => server.requests.filter((request) => request.method === 'POST' && request.path === '/ebook/impression');
const save = () => userEvent.click(screen.getByRole('button', { name: '保存する' }));
/** Sets the textarea at once (typing 1001 characters key by key is slow and tests nothing more). */
const fill = (box: HTMLElement, text: string) => fireEvent.input(box, { target: { value: text } });

describe('ImpressionPage', () => {
  it('saves stars and text, then returns to the book', async () => {
    const box = await open();
    expect(screen.getByText('The Lost Cat')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '星4つ' }));
    await userEvent.type(box, 'ネコが見つかる場面がよかった。');
    expect(screen.getByTestId('impression-counter').textContent).toContain('15 / 1000文字');
    await save();
    await waitFor(() => expect(posts()).toHaveLength(1));
    const form = new URLSearchParams(posts()[0]!.body as URLSearchParams);
    expect(Object.fromEntries(form)).toEqual({ book_id: '7', stars: '4', content: 'ネコが見つかる場面がよかった。' });
    expect(await screen.findByTestId('navigated-to')).toBeTruthy();
  });

  it('chooses stars with the arrow keys (a radio group)', async () => {
    await open();
    const group = screen.getByRole('group', { name: '評価（星の数）' });
    expect(group).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '星2つ' }));
    await userEvent.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: '星3つ' }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses an empty impression and a missing rating', async () => {
    await open();
    await save();
    expect(await screen.findByText('感想を入力してください')).toBeTruthy();
    expect(screen.getByText('星の数を1〜5から選んでください')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '感想' }).getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toHaveLength(0);
  });

  it('counts up to 1000 characters and refuses 1001', async () => {
    const box = await open();
    await userEvent.click(screen.getByRole('radio', { name: '星3つ' }));
    fill(box, 'あ'.repeat(1001));
    expect(screen.getByTestId('impression-counter').textContent).toContain('1001 / 1000文字');
    expect(screen.getByTestId('impression-counter').textContent).toContain('1文字多すぎます');
    await save();
    expect(await screen.findByText('感想は1000文字以内で書いてください')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fill(box, 'あ'.repeat(1000));
    await waitFor(() => expect(screen.queryByText('感想は1000文字以内で書いてください')).toBeNull());
  });

  it('refuses emoji with a Japanese message', async () => {
    const box = await open();
    await userEvent.click(screen.getByRole('radio', { name: '星5つ' }));
    fill(box, 'とてもおもしろかった😊');
    await save();
    expect(await screen.findByText('絵文字は使えません。文字だけで書いてください')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('shows the server’s message when it refuses the impression (400)', async () => {
    server.route('POST', '/ebook/impression', () => ({ errcode: 400, errmsg: '感想は1000文字以内で書いてください' }));
    const box = await open();
    await userEvent.click(screen.getByRole('radio', { name: '星3つ' }));
    // Surrogate pairs count once here, twice on the server: the server's word decides.
    fill(box, '𠮷'.repeat(600));
    await save();
    expect((await screen.findByTestId('impression-server-error')).textContent).toBe('感想は1000文字以内で書いてください');
    expect(screen.queryByTestId('navigated-to')).toBeNull();
  });

  it('loads the saved impression to edit', async () => {
    saved = { book_id: 7, stars: 2, content: '少しむずかしかった。', updated_at: '2026-11-20T10:00:00.000Z' };
    const box = await open();
    expect((box as HTMLTextAreaElement).value).toBe('少しむずかしかった。');
    expect((screen.getByRole('radio', { name: '星2つ' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/前回の保存/)).toBeTruthy();
  });

  it('says so when the book does not exist', async () => {
    server.route('GET', '/ebook/details', () => ({ errcode: 404, errmsg: '本が見つかりません。' }));
    renderPage(<ImpressionPage />, { path: '/ebook/impression/:id', url: '/ebook/impression/99' });
    expect(await screen.findByTestId('book-not-found')).toBeTruthy();
  });
});
