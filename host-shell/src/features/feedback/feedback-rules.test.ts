import { describe, expect, it } from 'vitest';
import { feedbackTextProblem } from './feedback-rules';

describe('feedback text', () => {
  it('is required after trimming, at most 1000 characters, without emoji', () => {
    expect(feedbackTextProblem('   \n ')).toBe('descriptionRequired');
    expect(feedbackTextProblem('あ'.repeat(1000))).toBeNull();
    expect(feedbackTextProblem(`  ${'あ'.repeat(1000)}  `)).toBeNull();
    expect(feedbackTextProblem('あ'.repeat(1001))).toBe('descriptionTooLong');
    expect(feedbackTextProblem('動きません🙏')).toBe('emoji');
  });
});
