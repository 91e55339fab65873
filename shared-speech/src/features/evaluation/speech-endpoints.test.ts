import { describe, expect, it } from 'vitest';
import { toSocketUrl } from './speech-endpoints';

describe('toSocketUrl', () => {
  it('resolves portal paths against the page, keeping the scheme secure when the page is', () => {
    expect(toSocketUrl('/speech/evaluate', 'http://127.0.0.1:8080/speech-check')).toBe('ws://127.0.0.1:8080/speech/evaluate');
    expect(toSocketUrl('/speech/evaluate', 'https://portal.example/a/b')).toBe('wss://portal.example/speech/evaluate');
  });

  it('keeps ws URLs and converts http ones', () => {
    expect(toSocketUrl('wss://speech.example/evaluate?x=1', 'http://a/')).toBe('wss://speech.example/evaluate?x=1');
    expect(toSocketUrl('http://speech.example/evaluate', 'https://a/')).toBe('ws://speech.example/evaluate');
  });

  it('refuses empty and non-WebSocket addresses with the network code', () => {
    expect(() => toSocketUrl('  ', 'http://a/')).toThrow(/no speech service address/);
    expect(() => toSocketUrl('ftp://x/y', 'http://a/')).toThrow(/not a WebSocket address/);
  });
});
