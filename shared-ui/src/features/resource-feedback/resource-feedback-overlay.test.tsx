import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// A memory router and its provider from react-router itself, the module the components'
// hooks (through shared-ui/router) come from; react-router/dom's provider is the browser's.
import { RouterProvider, createMemoryRouter } from 'react-router';
import { configureHttp, restoreSession, signIn, storage, type HttpAdapter } from 'shared-api';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { DialogHost } from '../dialog/dialog-host';
import { dialogStore } from '../dialog/dialog-store';
import { toastStore } from '../toast/toast-store';
import { ResourceFeedbackOverlay } from './resource-feedback-overlay';

const OPTIONS = [
  { option_value: 'audio', option_label: '音声が再生されない・聞き取れない' },
  { option_value: 'answer_key', option_label: '正解が間違っている' },
];
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

type SentRequest = Parameters<HttpAdapter>[0];
let posts: SentRequest[] = [];

/** The server's answers at the transport layer: options, and the saved report. */
const adapter: HttpAdapter = async (config) => {
  const ok = (data: unknown) => ({ status: 200, statusText: '', headers: {}, config, data: { code: 0, errcode: 0, errmsg: '', data } });
  if (config.url === '/resource-feedback-options') return ok({ items: OPTIONS });
  if (config.url === '/resource-feedback') {
    posts.push(config);
    return ok({ feedback_id: 1, images_saved: 1, images_ignored: 0 });
  }
  return { status: 404, statusText: '', headers: {}, config, data: { code: 404, errcode: 404, errmsg: 'not found', data: null } };
};

function renderOverlay(onClose = vi.fn()) {
  const router = createMemoryRouter([{ path: '/', element: <><ResourceFeedbackOverlay resourceCode="TB1-U2-R3" onClose={onClose} /><DialogHost /></> }]);
  render(<RouterProvider router={router} />);
  return onClose;
}

beforeAll(async () => {
  await initI18n({ lng: 'ja' });
  await storage.init();
  restoreSession();
  signIn('tok', 3);
  configureHttp({ adapter });
});
beforeEach(() => {
  posts = [];
});
afterEach(() => {
  cleanup();
  dialogStore.setState({ queue: [] });
  toastStore.setState({ toasts: [] });
});

describe('ResourceFeedbackOverlay', () => {
  it('shows the error types from the server and refuses an empty report', async () => {
    renderOverlay();
    expect(await screen.findByRole('checkbox', { name: '正解が間違っている' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect((await screen.findByRole('alert')).textContent).toBe('エラーの種類を選ぶか、内容を入力してください。');
    expect(posts).toHaveLength(0);
  });

  it('refuses an over-long description and emoji', async () => {
    renderOverlay();
    const text = await screen.findByRole('textbox', { name: '内容' });
    fireEvent.change(text, { target: { value: 'あ'.repeat(1001) } });
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect((await screen.findByRole('alert')).textContent).toBe('内容は1000文字以内で入力してください（現在1001文字）。');
    fireEvent.change(text, { target: { value: '音が出ない😢' } });
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('絵文字は使用できません。'));
    expect(posts).toHaveLength(0);
  });

  it('ignores files that are not PNG or JPEG', async () => {
    renderOverlay();
    await screen.findByRole('checkbox', { name: '正解が間違っている' });
    const input = screen.getByTestId('image-input') as HTMLInputElement;
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toContain('PNG・JPG・JPEG形式の画像のみアップロードできます。'));
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('sends options, text, resource code and images as multipart, then closes', async () => {
    const onClose = renderOverlay();
    await userEvent.click(await screen.findByRole('checkbox', { name: '音声が再生されない・聞き取れない' }));
    await userEvent.type(screen.getByRole('textbox', { name: '内容' }), '3問目の音声が途中で止まります');
    await userEvent.upload(screen.getByTestId('image-input') as HTMLInputElement, new File([PNG], 'shot.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'shot.png' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const form = posts[0]?.data as FormData;
    expect(JSON.parse(String(form.get('content')))).toEqual({ options: ['audio'], text: '3問目の音声が途中で止まります' });
    expect(form.get('resource_code')).toBe('TB1-U2-R3');
    expect(form.getAll('images')).toHaveLength(1);
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('ご報告ありがとうございました。確認して改善いたします。');
  });

  it('asks before closing with entered data; staying keeps it', async () => {
    const onClose = renderOverlay();
    await userEvent.type(await screen.findByRole('textbox', { name: '内容' }), '下書き');
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    const confirm = await screen.findByRole('alertdialog', { name: '確認' });
    expect(confirm.textContent).toContain('入力した内容は保存されていません。閉じてもよろしいですか？');
    await userEvent.click(screen.getByRole('button', { name: '入力を続ける' }));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: '内容' }) as HTMLTextAreaElement).value).toBe('下書き');
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: '確認' })).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes at once when nothing was entered', async () => {
    const onClose = renderOverlay();
    await screen.findByRole('checkbox', { name: '正解が間違っている' });
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
