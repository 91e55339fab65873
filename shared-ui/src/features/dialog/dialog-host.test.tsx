import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { DialogHost } from './dialog-host';
import { dialogStore, showAlert, showConfirm, showNetworkError } from './dialog-store';

beforeAll(() => initI18n({ lng: 'ja' }));
afterEach(() => {
  cleanup();
  dialogStore.setState({ queue: [] });
});

describe('dialogs', () => {
  it('confirm defaults to OK and キャンセル, focuses OK, and answers true/false', async () => {
    render(<DialogHost />);
    const answer = showConfirm('ログアウトしますか？');
    const dialog = await screen.findByRole('alertdialog', { name: '確認' });
    expect(dialog.textContent).toContain('ログアウトしますか？');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(await answer).toBe(false);

    const second = showConfirm('削除しますか？', { okText: '削除', danger: true });
    await userEvent.click(await screen.findByRole('button', { name: '削除' }));
    expect(await second).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape cancels a confirm and closes an alert; Tab stays inside the dialog', async () => {
    render(<DialogHost />);
    const answer = showConfirm('閉じますか？');
    await screen.findByRole('alertdialog');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'キャンセル' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    await userEvent.keyboard('{Escape}');
    expect(await answer).toBe(false);

    const closed = showAlert('他の端末でログインされたため、ログアウトしました。');
    expect(await screen.findByRole('alertdialog', { name: 'お知らせ' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await closed;
  });

  it('shows queued dialogs one after another', async () => {
    render(<DialogHost />);
    const first = showAlert('一つ目');
    const second = showAlert('二つ目');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await first;
    expect(await screen.findByText('二つ目')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await second;
  });

  it('the network dialog ignores outside clicks and Escape; やり直す answers retry', async () => {
    render(<DialogHost />);
    let settled = false;
    const choice = showNetworkError().then((value) => {
      settled = true;
      return value;
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'ネットワークエラー' });
    fireEvent.mouseDown(screen.getByTestId('network-dialog-overlay'));
    await userEvent.keyboard('{Escape}');
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'やり直す' }));
    const twin = showNetworkError();
    await userEvent.click(screen.getByRole('button', { name: 'やり直す' }));
    expect(await choice).toBe('retry');
    expect(await twin).toBe('retry');
  });
});
