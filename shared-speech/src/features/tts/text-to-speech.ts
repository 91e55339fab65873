/**
 * Text-to-speech through speech-server's GET /speech/tts (mp3, cached by the server and the
 * browser). The address comes from the portal (GET /v3/xfyun/get-tts-auth-url -> tts_auth_url);
 * pitch, speed and volume default to 50 and a failed playback is tried again at most twice
 * (spec part 2 section 9: "Text-to-speech: pitch, speed, volume 50, max 2 reconnects").
 *
 * The address carries a ticket signed for this student that expires after `expires_in` seconds
 * (issue 20). It is renewed before then (RENEW_AFTER of its lifetime), and a reconnect after a failed
 * playback takes a fresh ticket, so a page left open never plays into a refusal.
 */
import { appInfoApi } from 'shared-api';
import { SPEECH_TICKET_PARAM, TTS_MAX_TEXT_LENGTH } from 'shared-contract';
import { forgetOnStudentChange } from '../../lib/on-student-change';
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
/** The portal reads at most this many characters (with at least one letter or digit). */
export { TTS_MAX_TEXT_LENGTH };

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

/** Share of an address's lifetime after which a new one is asked for. */
const RENEW_AFTER = 0.8;

/** The text-to-speech address and when to ask for the next one (ms since the epoch). */
export type TtsServiceAddress = { url: string; renewAt: number };

let current: TtsServiceAddress | null = null;
let loading: Promise<TtsServiceAddress> | null = null;
let generation = 0;
forgetOnStudentChange(() => {
  current = null;
  loading = null;
  generation += 1;
});

/** The TTS service address from the portal: kept while it is fresh, asked again before it expires. */
export function ttsServiceAddress(): Promise<TtsServiceAddress> {
  if (current && current.renewAt > Date.now()) return Promise.resolve(current);
  if (loading) return loading;
  // An answer that arrives after the student changed belongs to the previous one: not kept.
  const asked = generation;
  const request = appInfoApi
    .fetchTtsAuthUrl({ quietNetworkError: true })
    .then((data) => {
      if (typeof data?.tts_auth_url !== 'string' || data.tts_auth_url.trim() === '') throw new Error('the portal gave no text-to-speech address');
      const lifetimeMs = Math.max(1, data.expires_in) * 1000;
      const address = { url: data.tts_auth_url, renewAt: Date.now() + lifetimeMs * RENEW_AFTER };
      if (asked === generation) current = address;
      return address;
    })
    .finally(() => {
      if (loading === request) loading = null;
    });
  loading = request;
  return request;
}

/** The TTS service address (see ttsServiceAddress). */
export function ttsServiceUrl(): Promise<string> {
  return ttsServiceAddress().then((address) => address.url);
}

/**
 * `url` with the ticket of a newly asked address, when it is a reading on the portal's service;
 * other URLs (item audio files, recordings) are returned as they are.
 */
async function withFreshTicket(url: string): Promise<string> {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  const reading = new URL(url, base);
  if (!reading.searchParams.has(SPEECH_TICKET_PARAM) || !reading.pathname.endsWith('/speech/tts')) return url;
  current = null;
  const fresh = new URL((await ttsServiceAddress()).url, base).searchParams.get(SPEECH_TICKET_PARAM);
  if (fresh) reading.searchParams.set(SPEECH_TICKET_PARAM, fresh);
  return reading.toString();
}

/**
 * Plays `url` to its end, trying again up to TTS_MAX_RECONNECTS times when it fails; only the last
 * failure shows the player's playback-failed toast.
 */
export async function playWithReconnects(url: string, options: PlayOptions = {}, player: AudioPlayer = audioPlayer): Promise<PlaybackEnd> {
  let end: PlaybackEnd = 'failed';
  let src = url;
  for (let attempt = 0; attempt <= TTS_MAX_RECONNECTS; attempt += 1) {
    // A reading may have failed because its ticket ran out: reconnect with a fresh one.
    if (attempt > 0) src = await withFreshTicket(src).catch(() => src);
    end = await player.playToEnd(src, { ...options, quiet: attempt < TTS_MAX_RECONNECTS });
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
