import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from 'shared-api';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESULT, TOPIC } from '../writing-fixtures.test-data';
import { SKILLUP_WRITING } from '../writing-paths';
import '../writing-texts';
import { WritingFormPage } from './writing-form-page';

let server: ScriptedServer;

beforeAll(() => startTestSession());
beforeEach(async () => {
  await storage.clear();
  server = scriptServer({
    'GET /writing/topic-detail': () => ({ data: TOPIC }),
    'POST /textbook/submit-itr-topic-writing': ({ body }) => ({ data: { guid: new URLSearchParams(body as URLSearchParams).get('guid'), result: RESULT } }),
  });
});
afterEach(cleanup);

const open = async () => {
  renderPage(<WritingFormPage paths={SKILLUP_WRITING} />, { path: SKILLUP_WRITING.form, url: `${SKILLUP_WRITING.form}?topic_id=4` });
  return screen.findByRole('textbox', { name: 'あなたの英作文' });
};
const posts = () => server.requests.filter((request) => request.method === 'POST' && request.path === '/textbook/submit-itr-topic-writing');
const sent = (index: number) => Object.fromEntries(new URLSearchParams(posts()[index]!.body as URLSearchParams));
const write = (box: HTMLElement, text: string) => fireEvent.input(box, { target: { value: text } });
const submit = () => userEvent.click(screen.getByTestId('writing-submit'));

describe('WritingFormPage', () => {
  it('shows the prompt and counts words against the topic range', async () => {
    const box = await open();
    expect(screen.getByText('QUESTION: What is your favorite season?')).toBeTruthy();
    expect(screen.getByText(TOPIC.instruction)).toBeTruthy();
    write(box, 'I like summer.');
    expect(screen.getByTestId('writing-counter').textContent).toBe('3語（目安 5〜10語） ・あと2語で目安に届きます');
    write(box, 'one two three four five six seven eight nine ten eleven');
    expect(screen.getByTestId('writing-counter').textContent).toContain('目安より1語多くなっています');
  });

  it('refuses empty, emoji and Japanese text in the form, sending nothing', async () => {
    const box = await open();
    await submit();
    expect((await screen.findByTestId('writing-error')).textContent).toBe('英作文を入力してください');
    write(box, 'I like summer 😀');
    await submit();
    await waitFor(() => expect(screen.getByTestId('writing-error').textContent).toBe('絵文字は使えません。文字だけで書いてください'));
    write(box, 'I like summer，because it is hot.');
    await submit();
    await waitFor(() => expect(screen.getByTestId('writing-error').textContent).toBe('英語で書いてください。「，」は使えません（全角の文字や記号は半角にしてください）'));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toHaveLength(0);
  });

  it('submits the essay with its guid and opens the result', async () => {
    const box = await open();
    write(box, 'I like summer because I can swim.');
    await submit();
    expect(await screen.findByTestId('navigated-to')).toBeTruthy();
    expect(sent(0)).toMatchObject({ content: 'I like summer because I can swim.', topic_id: '4', source: 'skillup' });
    expect(sent(0).guid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s refusal (off topic) and keeps the text', async () => {
    server.route('POST', '/textbook/submit-itr-topic-writing', () => ({ errcode: 400, errmsg: 'テーマ「好きな季節」と関係のない内容のようです。' }));
    const box = await open();
    write(box, 'My father works at a bank in Tokyo.');
    await submit();
    expect((await screen.findByTestId('writing-refusal')).textContent).toBe('テーマ「好きな季節」と関係のない内容のようです。');
    expect((box as HTMLTextAreaElement).value).toBe('My father works at a bank in Tokyo.');
    expect(screen.queryByTestId('navigated-to')).toBeNull();
  });

  it('keeps the draft through a failed post and a reload, and sends it again with the same guid', async () => {
    let fail = true;
    server.route('POST', '/textbook/submit-itr-topic-writing', ({ body }) => (fail ? { network: true } : { data: { guid: new URLSearchParams(body as URLSearchParams).get('guid'), result: RESULT } }));
    const first = await open();
    write(first, 'Summer is my favorite season.');
    await submit();
    // The network dialog: the student gives up for now.
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(await screen.findByTestId('writing-send-failed')).toBeTruthy();

    // A reload: the text comes back from the device.
    cleanup();
    const again = await open();
    expect((again as HTMLTextAreaElement).value).toBe('Summer is my favorite season.');
    expect(screen.getByTestId('writing-draft-restored')).toBeTruthy();

    fail = false;
    await submit();
    expect(await screen.findByTestId('navigated-to')).toBeTruthy();
    expect(posts().length).toBeGreaterThanOrEqual(2);
    expect(sent(posts().length - 1).guid).toBe(sent(0).guid);
    // Sent and answered: the draft is gone.
    cleanup();
    const fresh = await open();
    expect((fresh as HTMLTextAreaElement).value).toBe('');
  });
});
