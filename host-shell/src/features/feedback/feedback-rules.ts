import { FEEDBACK_TEXT_MAX, characterCount, hasEmoji } from 'shared-ui';

/**
 * The contact form's description (spec part 1, section 5): required after trimming, at most
 * 1000 characters, no emoji. Returns a key under `validation.` of the ui namespace, or null.
 */
export function feedbackTextProblem(text: string): 'descriptionRequired' | 'descriptionTooLong' | 'emoji' | null {
  const value = text.trim();
  if (!value) return 'descriptionRequired';
  if (characterCount(value) > FEEDBACK_TEXT_MAX) return 'descriptionTooLong';
  if (hasEmoji(value)) return 'emoji';
  return null;
}
