/**
 * Text-to-speech through speech-server's GET /speech/tts (mp3, cached by the server and the
 * browser). The address comes from the portal (GET /v3/xfyun/get-tts-auth-url -> tts_auth_url);
 * pitch, speed and volume default to 50 and a failed playback is tried again at most twice
 * (spec part 2 section 9: "Text-to-speech: pitch, speed, volume 50, max 2 reconnects").
 */
import { appInfoApi } from 'shared-api';
import { audioPlayer } from '../player/shared-player';
import type { AudioPlayer, PlaybackEnd, PlayOptions } from '../player/audio-player';

export type TtsVoice = 'en-us' | 'en-us-f' | 'en-gb' | 'en-gb-f';

export type TtsOptions = {
  voice?: TtsVoice;
  /** 0..100; 50 is about 150 words per minute. */
  speed?: number;
  pitch?: number;
  volume?: number;
};

export const TTS_DEFAULTS: Required<TtsOptions> = { voice: 'en-us', speed: 50, pitch: 50, volume: 50 };
export const TTS_MAX_RECONNECTS = 2;
/** speech-server reads 1 to 2000 characters with at least one letter or digit. */
export const TTS_MAX_TEXT_LENGTH = 2000;

export class TtsTextError extends Error {
  constructor(reason: string) {
    super(`text-to-speech: ${reason}`);
    this.name = 'TtsTextError';
  }
}

const level = (value: number | undefined, fallback: number) => String(Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? (value as number) : fallback))));

/** The audio URL of `text` on the TTS service at `serviceUrl`. Throws TtsTextError for text it cannot read. */
export function ttsAudioUrl(serviceUrl: string, text: string, options: TtsOptions = {}): string {
  const trimmed = text.trim();
  if (trimmed === '' || !/[\p{L}\p{N}]/u.test(trimmed)) throw new TtsTextError('nothing to read');
  if (trimmed.length > TTS_MAX_TEXT_LENGTH) throw new TtsTextError(`longer than ${TTS_MAX_TEXT_LENGTH} characters`);
  const url = new URL(serviceUrl, typeof location === 'undefined' ? 'http://localhost/' : location.href);
  url.searchParams.set('text', trimmed);
  url.searchParams.set('voice', options.voice ?? TTS_DEFAULTS.voice);
  url.searchParams.set('speed', level(options.speed, TTS_DEFAULTS.speed));
  url.searchParams.set('pitch', level(options.pitch, TTS_DEFAULTS.pitch));
  url.searchParams.set('volume', level(options.volume, TTS_DEFAULTS.volume));
  return url.toString();
}

let cachedServiceUrl: Promise<string> | null = null;

/** The TTS service address from the portal (asked once per page; a failure is asked again next time). */
export function ttsServiceUrl(): Promise<string> {
  cachedServiceUrl ??= appInfoApi
    .fetchTtsAuthUrl({ quietNetworkError: true })
    .then((data) => {
      if (typeof data?.tts_auth_url !== 'string' || data.tts_auth_url.trim() === '') throw new Error('the portal gave no text-to-speech address');
      return data.tts_auth_url;
    })
    .catch((error: unknown) => {
      cachedServiceUrl = null;
      throw error;
    });
  return cachedServiceUrl;
}

/**
 * Plays `url` to its end, trying again up to TTS_MAX_RECONNECTS times when it fails; only the last
 * failure shows the player's playback-failed toast.
 */
export async function playWithReconnects(url: string, options: PlayOptions = {}, player: AudioPlayer = audioPlayer): Promise<PlaybackEnd> {
  let end: PlaybackEnd = 'failed';
  for (let attempt = 0; attempt <= TTS_MAX_RECONNECTS; attempt += 1) {
    end = await player.playToEnd(url, { ...options, quiet: attempt < TTS_MAX_RECONNECTS });
    if (end !== 'failed') return end;
  }
  return end;
}

/** Speaks `text` with the shared player and resolves when it ended, was stopped or failed. */
export async function speak(text: string, options: TtsOptions & PlayOptions = {}): Promise<PlaybackEnd> {
  const { voice, speed, pitch, volume, ...play } = options;
  const url = ttsAudioUrl(await ttsServiceUrl(), text, { voice, speed, pitch, volume });
  return playWithReconnects(url, play);
}
