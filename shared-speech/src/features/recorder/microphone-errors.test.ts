import { describe, expect, it } from 'vitest';
import { classifyMicrophoneError, MicrophoneError, toMicrophoneError } from './microphone-errors';

const domError = (name: string) => new DOMException('boom', name);

describe('classifyMicrophoneError', () => {
  it('maps permission refusals to permission_denied', () => {
    expect(classifyMicrophoneError(domError('NotAllowedError'))).toBe('permission_denied');
    expect(classifyMicrophoneError(domError('PermissionDeniedError'))).toBe('permission_denied');
  });

  it('maps abort, not found and security errors to startup_failed', () => {
    for (const name of ['AbortError', 'NotFoundError', 'DevicesNotFoundError', 'SecurityError']) {
      expect(classifyMicrophoneError(domError(name))).toBe('startup_failed');
    }
  });

  it('maps a generic Error (no getUserMedia) to browser_not_supported', () => {
    expect(classifyMicrophoneError(new Error('getUserMedia is not implemented in this browser'))).toBe('browser_not_supported');
  });

  it('maps everything else to other', () => {
    expect(classifyMicrophoneError(domError('NotReadableError'))).toBe('other');
    expect(classifyMicrophoneError(new TypeError('x'))).toBe('other');
    expect(classifyMicrophoneError('string')).toBe('other');
    expect(classifyMicrophoneError(null)).toBe('other');
    expect(classifyMicrophoneError({ name: 42 })).toBe('other');
  });

  it('wraps once and keeps the kind and message key', () => {
    const wrapped = toMicrophoneError(domError('NotAllowedError'));
    expect(wrapped).toBeInstanceOf(MicrophoneError);
    expect(wrapped.kind).toBe('permission_denied');
    expect(wrapped.messageKey).toBe('microphone_error.permission_denied');
    expect(toMicrophoneError(wrapped)).toBe(wrapped);
  });
});
