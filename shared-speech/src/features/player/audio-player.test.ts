import { describe, expect, it, vi } from 'vitest';
import { FakeAudioElement } from '../../testing/fake-audio-element';
import { AudioPlayer, clampRate } from './audio-player';

function setup() {
  const element = new FakeAudioElement();
  const failures: string[] = [];
  const player = new AudioPlayer(() => element, (src) => failures.push(src));
  return { element, player, failures };
}

describe('AudioPlayer', () => {
  it('plays, reports progress and ends', async () => {
    const { element, player } = setup();
    expect(await player.play('/a.mp3')).toBe('playing');
    expect(element.src).toBe('/a.mp3');
    element.loadMetadata(10);
    element.advance(2.5);
    expect(player.snapshot).toMatchObject({ src: '/a.mp3', status: 'playing', currentTime: 2.5, duration: 10, progress: 0.25 });
    element.bufferedEnd = 5;
    element.emit('progress');
    expect(player.snapshot.buffered).toBe(0.5);
    element.end();
    expect(player.snapshot).toMatchObject({ status: 'ended', progress: 1 });
  });

  it('toggles pause when the same file is played again', async () => {
    const { element, player } = setup();
    await player.play('/a.mp3');
    expect(await player.play('/a.mp3')).toBe('paused');
    expect(element.paused).toBe(true);
    expect(await player.play('/a.mp3')).toBe('playing');
    expect(element.paused).toBe(false);
    expect(element.playCalls).toBe(2);
  });

  it('plays one sound at a time: another file stops the first', async () => {
    const { element, player } = setup();
    const first = player.playToEnd('/a.mp3');
    await player.play('/b.mp3');
    await expect(first).resolves.toBe('stopped');
    expect(element.src).toBe('/b.mp3');
    expect(player.snapshot.src).toBe('/b.mp3');
  });

  it('clamps the rate to 0.5..1.5 and keeps it for the next sound', async () => {
    const { element, player } = setup();
    expect([0.1, 0.5, 1.25, 2, Number.NaN].map(clampRate)).toEqual([0.5, 0.5, 1.25, 1.5, 1]);
    await player.play('/a.mp3', { rate: 3 });
    expect(element.playbackRate).toBe(1.5);
    player.setRate(0.75);
    expect(element.playbackRate).toBe(0.75);
    await player.play('/b.mp3');
    expect(element.playbackRate).toBe(0.75);
    expect(element.preservesPitch).toBe(true);
  });

  it('loops without ending', async () => {
    const { element, player } = setup();
    await player.play('/beep.mp3', { loop: true });
    expect(element.loop).toBe(true);
    element.emit('ended'); // a looping element never ends; if it did, the player would not settle
    expect(player.snapshot.status).toBe('playing');
    player.setLoop(false);
    expect(element.loop).toBe(false);
  });

  it('resolves playToEnd with ended, stopped or failed', async () => {
    const { element, player, failures } = setup();
    const ended = player.playToEnd('/a.mp3');
    await Promise.resolve();
    element.end();
    await expect(ended).resolves.toBe('ended');

    const stopped = player.playToEnd('/b.mp3');
    player.stop();
    await expect(stopped).resolves.toBe('stopped');
    expect(player.snapshot).toMatchObject({ src: null, status: 'idle' });

    element.nextPlayError = new DOMException('no source', 'NotSupportedError');
    await expect(player.playToEnd('/missing.mp3')).resolves.toBe('failed');
    expect(player.snapshot.status).toBe('error');
    expect(failures).toEqual(['/missing.mp3']);
  });

  it('reports a media error during playback once', async () => {
    const { element, player, failures } = setup();
    await player.play('/a.mp3');
    element.emit('error');
    expect(player.snapshot.status).toBe('error');
    expect(failures).toEqual(['/a.mp3']);
  });

  it('does not count an interrupted start as a failure', async () => {
    const { element, player, failures } = setup();
    element.nextPlayError = new DOMException('interrupted', 'AbortError');
    await player.play('/a.mp3');
    expect(failures).toEqual([]);
  });

  it('seeks within the sound', async () => {
    const { element, player } = setup();
    await player.play('/a.mp3');
    element.loadMetadata(8);
    player.seek(100);
    expect(element.currentTime).toBe(8);
    player.seek(-1);
    expect(element.currentTime).toBe(0);
    player.seek(Number.NaN);
    expect(element.currentTime).toBe(0);
  });

  it('ignores pause and resume with nothing loaded', async () => {
    const { player } = setup();
    player.pause();
    expect(await player.resume()).toBe('idle');
    const spy = vi.fn();
    player.store.subscribe(spy);
    player.pause();
    expect(spy).not.toHaveBeenCalled();
  });
});
