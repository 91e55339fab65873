import { useEffect } from 'react';

/** Tells the engine whether the student has begun an answer they have not submitted. */
export function useDraft(onDraft: ((dirty: boolean) => void) | undefined, dirty: boolean): void {
  useEffect(() => {
    onDraft?.(dirty);
  }, [onDraft, dirty]);
}
