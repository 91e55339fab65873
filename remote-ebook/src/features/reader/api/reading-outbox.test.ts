import { ApiError } from 'shared-api';
import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_STORAGE_KEY, POSITION_PATH, READING_LOG_PATH, ReadingOutbox, type OutboxEntry } from './reading-outbox';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

const log = (guid: string) => ({ key: `log:${guid}`, path: READING_LOG_PATH, body: { guid, book_id: 7, chapter_index: 0, seconds: 30, words: 12 } }) as const;
const position = (sentence: number) => ({ key: 'position:7', path: POSITION_PATH, body: { book_id: 7, chapter_index: 0, sentence_index: sentence } }) as const;

describe('ReadingOutbox', () => {
  it('keeps what did not reach the server and sends it, in order, on the next flush', async () => {
    const storage = memoryStorage();
    const sent: OutboxEntry[] = [];
    let online = false;
    const outbox = new ReadingOutbox(
      () => storage,
      async (entry) => {
        if (!online) throw new ApiError('NETWORK', 'offline');
        sent.push(entry);
      },
      () => 5,
    );
    await outbox.post(log('a'));
    await outbox.post(position(3));
    await outbox.post(position(4));
    // A newer position replaced the unsent one.
    expect(outbox.entries().map((entry) => entry.key)).toEqual(['log:a', 'position:7']);
    expect(outbox.entries()[1]?.body.sentence_index).toBe(4);
    online = true;
    await outbox.flush();
    expect(sent.map((entry) => entry.key)).toEqual(['log:a', 'position:7']);
    expect(JSON.parse(storage.values.get(OUTBOX_STORAGE_KEY) ?? '')).toEqual([]);
  });

  it('drops what the server refused for good, keeps going after it', async () => {
    const storage = memoryStorage();
    const send = vi.fn(async (entry: OutboxEntry) => {
      if (entry.key === 'log:bad') throw new ApiError(400, 'seconds は1〜3600の整数で指定してください');
    });
    const outbox = new ReadingOutbox(() => storage, send, () => 5);
    await outbox.post(log('bad'));
    await outbox.post(log('good'));
    expect(send.mock.calls.map(([entry]) => entry.key)).toEqual(['log:bad', 'log:good']);
    expect(outbox.entries()).toEqual([]);
  });

  it('never sends another student’s entries', async () => {
    const storage = memoryStorage();
    let student = 5;
    const send = vi.fn(async (): Promise<unknown> => {
      throw new ApiError('NETWORK', 'offline');
    });
    const outbox = new ReadingOutbox(() => storage, send, () => student);
    await outbox.post(log('mine'));
    student = 6;
    send.mockClear();
    send.mockImplementation(async () => undefined);
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
    expect(outbox.entries()).toHaveLength(1);
  });
});
