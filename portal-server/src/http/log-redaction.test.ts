import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('replaces speech tickets and login tokens in the query and keeps the rest', () => {
    expect(redactUrl('/speech/tts?auth=secret-ticket&text=hello')).toBe('/speech/tts?auth=REDACTED&text=hello');
    expect(redactUrl('/v3/student/check-token?token=abc&student_id=3')).toBe('/v3/student/check-token?token=REDACTED&student_id=3');
  });

  it('leaves a URL without credentials untouched', () => {
    expect(redactUrl('/v3/student/info?student_id=3')).toBe('/v3/student/info?student_id=3');
    expect(redactUrl('/home')).toBe('/home');
  });
});
