import { addTranslations } from 'shared-ui';
import { exercisesEn } from './exercises-en';
import { exercisesJa } from './exercises-ja';

/** The i18next namespace of this remote. */
export const EXERCISES_NAMESPACE = 'exercises';

let registered = false;

/** Adds the exercises texts to the shared i18n instance (once; safe before the host initialises it). */
export function registerExercisesTranslations(): void {
  if (registered) return;
  registered = true;
  addTranslations(EXERCISES_NAMESPACE, { ja: exercisesJa, en: exercisesEn });
}
