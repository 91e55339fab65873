import { describe, expect, it } from 'vitest';
import { EvaluationError, evaluationErrorKind, MALFORMED_MESSAGE_CODE, NETWORK_ERROR_CODE } from './evaluation-errors';

describe('evaluation error codes', () => {
  it('maps the spec codes to their kinds', () => {
    expect([28693, 28682, 30005].map(evaluationErrorKind)).toEqual(['content', 'content', 'content']);
    expect([10002, 10004].map(evaluationErrorKind)).toEqual(['busy', 'busy']);
    expect(evaluationErrorKind(32101)).toBe('server');
    expect(evaluationErrorKind(NETWORK_ERROR_CODE)).toBe('network');
  });

  it('maps every other code, including protocol and client codes, to other', () => {
    for (const code of [40001, 40004, 40007, 0, 1000, 500, MALFORMED_MESSAGE_CODE]) expect(evaluationErrorKind(code)).toBe('other');
  });

  it('carries code, sid and the message key for the toast', () => {
    const error = new EvaluationError(1006, 'socket closed', 'ev-1');
    expect(error.messageKey).toBe('evaluating_error_message.network_error');
    expect(error.sid).toBe('ev-1');
    expect(new EvaluationError(40004, 'x').messageKey).toBe('evaluating_error_message.other_error');
  });
});
