import { beforeEach, describe, expect, it } from 'vitest';
import { FakeSocket, fakeSocketFactory } from '../../testing/fake-socket';
import { MALFORMED_MESSAGE_CODE, NETWORK_ERROR_CODE } from '../evaluation/evaluation-errors';
import { openRecognition } from './recognition-session';

beforeEach(() => {
  FakeSocket.instances = [];
});

const final = (result: Record<string, unknown>) => ({ code: 0, sid: 'rc-1', data: { status: 2, result } });

describe('recognition session', () => {
  it('sends en_us with the 6 s end-of-speech silence and options, and reads partial and final text', async () => {
    const partial: string[] = [];
    const session = openRecognition('ws://x/speech/recognize', { options: ['Yes, I do.', 'No, I do not.'] }, { createSocket: fakeSocketFactory, onPartialText: (t) => partial.push(t) });
    const socket = FakeSocket.instances[0]!;
    socket.open();
    expect(socket.frames()[0]).toEqual({ status: 0, language: 'en_us', encoding: 'raw', sample_rate: 16000, vad_eos: 6000, options: ['Yes, I do.', 'No, I do not.'] });
    socket.ack('rc-1');
    await session.ready;
    session.sendAudio(Int16Array.from([1]));
    socket.receive({ code: 0, sid: 'rc-1', data: { status: 1, result: { text: 'yes i' } } });
    socket.receive({ code: 0, sid: 'rc-1', data: { status: 1, result: { nothing: true } } });
    expect(partial).toEqual(['yes i']);
    const result = session.finish();
    socket.receive(final({ text: ' yes i do ', words: [{ word: 'yes', start_ms: 100, end_ms: 300, confidence: 1.4 }, 'bad'], audio_ms: 1500, speech_ms: 900, is_rejected: false, choice: { index: 0, option: 'Yes, I do.', irrelevance: [0, 66.7], rejected: false } }));
    await expect(result).resolves.toEqual({
      sid: 'rc-1',
      text: 'yes i do',
      words: [{ word: 'yes', startMs: 100, endMs: 300, confidence: 1 }],
      audioMs: 1500,
      speechMs: 900,
      isRejected: false,
      choice: { index: 0, option: 'Yes, I do.', irrelevance: [0, 66.7], rejected: false },
    });
  });

  it('accepts the final result before the last frame (end of speech) and ignores later audio', async () => {
    const session = openRecognition('ws://x', {}, { createSocket: fakeSocketFactory });
    const socket = FakeSocket.instances[0]!;
    socket.open();
    socket.ack();
    socket.receive(final({ text: '', is_rejected: true }));
    expect(session.state).toBe('done');
    session.sendAudio(Int16Array.from([1]));
    await expect(session.finish()).resolves.toMatchObject({ text: '', isRejected: true });
    expect(socket.frames()).toHaveLength(1);
  });

  it('treats a final without text as malformed, and a dropped connection as 1006', async () => {
    const bad = openRecognition('ws://x', {}, { createSocket: fakeSocketFactory });
    FakeSocket.instances[0]!.open();
    FakeSocket.instances[0]!.ack();
    FakeSocket.instances[0]!.receive(final({ words: [] }));
    await expect(bad.result).rejects.toMatchObject({ code: MALFORMED_MESSAGE_CODE });

    const dropped = openRecognition('ws://x', {}, { createSocket: fakeSocketFactory });
    FakeSocket.instances[1]!.open();
    FakeSocket.instances[1]!.serverClose(1006);
    await expect(dropped.result).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
  });
});
