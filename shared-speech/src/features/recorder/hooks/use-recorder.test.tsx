import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakePcmSource } from '../../../testing/fake-pcm-source';
import { FakeSocket, fakeSocketFactory } from '../../../testing/fake-socket';
import type { RecorderController, RecorderDependencies } from '../recorder-controller';
import { remainingSeconds, useRecorder } from './use-recorder';

const dependencies: Partial<RecorderDependencies> = {
  createSource: () => new FakePcmSource(),
  evaluationUrl: async () => 'ws://portal.test/speech/evaluate',
  createSocket: fakeSocketFactory,
  notify: () => undefined,
  report: () => undefined,
  now: () => Date.now(),
};

let current: { recorder: RecorderController; state: string } | null = null;

function Screen() {
  const { recorder, snapshot } = useRecorder({ kind: 'sentence_reading' }, dependencies);
  current = { recorder, state: snapshot.state };
  return <p>{snapshot.state}</p>;
}

afterEach(() => {
  cleanup();
  current = null;
  FakePcmSource.instances = [];
  FakeSocket.instances = [];
});

describe('useRecorder', () => {
  it('re-renders on state changes and releases the microphone and socket on unmount', async () => {
    const { unmount, container } = render(
      <StrictMode>
        <Screen />
      </StrictMode>,
    );
    expect(container.textContent).toBe('init');
    await act(async () => {
      await current!.recorder.start({ task: { type: 'evaluation', request: { category: 'read_sentence', text: 'Hello.' } } });
    });
    expect(container.textContent).toBe('recording');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const source = FakePcmSource.instances.at(-1)!;
    const socket = FakeSocket.instances.at(-1)!;
    unmount();
    expect(source.stopped).toBe(true);
    expect(socket.closedWith).toBe(1000);
  });

  it('counts the seconds left for the stop button', () => {
    expect(remainingSeconds({ maxMs: 20_000, elapsedMs: 0 })).toBe(20);
    expect(remainingSeconds({ maxMs: 20_000, elapsedMs: 18_100 })).toBe(2);
    expect(remainingSeconds({ maxMs: 20_000, elapsedMs: 25_000 })).toBe(0);
  });
});
