import type * as sharedApi from 'shared-api';
import { appInfoApi, signIn, signOut } from 'shared-api';
import { describe, expect, it, vi } from 'vitest';
import { FakeAudioElement } from '../../testing/fake-audio-element';
import { AudioPlayer } from '../player/audio-player';
import { playWithReconnects, TTS_MAX_TEXT_LENGTH, TtsTextError, ttsAudioUrl, ttsServiceAddress } from './text-to-speech';

vi.mock('shared-api', async (importOriginal) => {
  const actual = await importOriginal<typeof sharedApi>();
  return { ...actual, appInfoApi: { ...actual.appInfoApi, fetchTtsAuthUrl: vi.fn() } };
});

describe('ttsAudioUrl', () => {
  it('asks for the text with voice, speed, pitch and volume (50 by default)', () => {
    const url = new URL(ttsAudioUrl('http://portal.test/speech/tts', '  Good morning! '));
    expect(url.pathname).toBe('/speech/tts');
    expect(Object.fromEntries(url.searchParams)).toEqual({ text: 'Good morning!', voice: 'en-us', speed: '50', pitch: '50', volume: '50' });
  });

  it('clamps levels to 0..100 and keeps a chosen voice', () => {
    const url = new URL(ttsAudioUrl('/speech/tts', 'Hi', { voice: 'en-gb-f', speed: 140, pitch: -3, volume: 70.4 }));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ voice: 'en-gb-f', speed: '100', pitch: '0', volume: '70' });
  });

  it('refuses text it cannot read', () => {
    expect(() => ttsAudioUrl('/speech/tts', '   ')).toThrow(TtsTextError);
    expect(() => ttsAudioUrl('/speech/tts', '?!')).toThrow(TtsTextError);
    expect(() => ttsAudioUrl('/speech/tts', 'a'.repeat(TTS_MAX_TEXT_LENGTH + 1))).toThrow(String(TTS_MAX_TEXT_LENGTH));
  });
});

describe('playWithReconnects', () => {
  function player(failures: number) {
    const element = new FakeAudioElement();
    const shown: string[] = [];
    const audio = new AudioPlayer(
      () => element,
      (src) => shown.push(src),
    );
    let left = failures;
    const attempts = { count: 0 };
    const play = element.play.bind(element);
    element.play = async () => {
      attempts.count += 1;
      if (left > 0) {
        left -= 1;
        throw new DOMException('network', 'NotSupportedError');
      }
      await play();
      queueMicrotask(() => element.end());
    };
    return { audio, attempts, shown };
  }

  it('tries again up to twice without a toast, then plays', async () => {
    const { audio, attempts, shown } = player(2);
    await expect(playWithReconnects('/speech/tts?text=Hi', {}, audio)).resolves.toBe('ended');
    expect(attempts.count).toBe(3);
    expect(shown).toEqual([]);
  });

  it('gives up after the third failure and shows the message once', async () => {
    const { audio, attempts, shown } = player(5);
    await expect(playWithReconnects('/speech/tts?text=Hi', {}, audio)).resolves.toBe('failed');
    expect(attempts.count).toBe(3);
    expect(shown).toEqual(['/speech/tts?text=Hi']);
  });
});

describe('ttsServiceAddress', () => {
  it('keeps an address for its student only: a sign-out or another sign-in asks the portal again', async () => {
    const fetchTtsAuthUrl = vi.mocked(appInfoApi.fetchTtsAuthUrl);
    let issued = 0;
    fetchTtsAuthUrl.mockImplementation(async () => ({ tts_auth_url: `/speech/tts?auth=ticket-${++issued}`, expires_in: 300 }));
    signIn('token-a', 1);
    const first = await ttsServiceAddress();
    expect(first.url).toBe('/speech/tts?auth=ticket-1');
    expect((await ttsServiceAddress()).url).toBe(first.url);

    signOut();
    signIn('token-b', 2);
    expect((await ttsServiceAddress()).url).toBe('/speech/tts?auth=ticket-2');
    expect(fetchTtsAuthUrl).toHaveBeenCalledTimes(2);
  });
});
