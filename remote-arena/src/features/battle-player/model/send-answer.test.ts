import { ApiError } from 'shared-api';
import { describe, expect, it, vi } from 'vitest';
import { sendWithRetry } from './send-answer';

const noPause = () => Promise.resolve();

describe('sendWithRetry', () => {
  it('sends again after a lost connection and returns the reply', async () => {
    const post = vi.fn().mockRejectedValueOnce(new ApiError('NETWORK', 'offline')).mockResolvedValueOnce('ok');
    expect(await sendWithRetry(post, 3, 0, noPause)).toEqual({ kind: 'reply', reply: 'ok' });
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('passes the server refusal on at once, with its message', async () => {
    const post = vi.fn().mockRejectedValue(new ApiError(400, 'この問題の解答時間は終わりました。'));
    expect(await sendWithRetry(post, 3, 0, noPause)).toEqual({ kind: 'refused', message: 'この問題の解答時間は終わりました。' });
    expect(post).toHaveBeenCalledOnce();
  });

  it('gives up after the last try without a connection', async () => {
    const post = vi.fn().mockRejectedValue(new ApiError('TIMEOUT', 'slow'));
    expect(await sendWithRetry(post, 3, 0, noPause)).toEqual({ kind: 'unsent' });
    expect(post).toHaveBeenCalledTimes(3);
  });
});
