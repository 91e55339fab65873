import { describe, expect, it } from 'vitest';
import { ApiError } from 'shared-api';
import { outcomeOf } from './answer-sender';

describe('answer sender outcomes', () => {
  it('retries after network trouble and server errors', () => {
    for (const code of ['NETWORK', 'TIMEOUT', 'CANCELLED', 'BAD_RESPONSE', 429, 500, 503] as const) {
      expect(outcomeOf(new ApiError(code, 'x')).kind).toBe('retry');
    }
    expect(outcomeOf(new Error('boom')).kind).toBe('retry');
  });

  it('waits for a new login after 401', () => {
    expect(outcomeOf(new ApiError(401, 'login')).kind).toBe('unauthorised');
  });

  it('stops resending what the server refused for good', () => {
    for (const code of [400, 403, 404, 409, 423]) {
      expect(outcomeOf(new ApiError(code, 'refused'))).toEqual({ kind: 'rejected', error: 'refused', status: code });
    }
  });
});
