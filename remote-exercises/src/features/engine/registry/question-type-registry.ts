import type { QuestionTypeDefinition } from '../model/question-type';

// Every question type the engine can play, by resource type key. The remote registers its
// types at start-up (app/register-question-types.ts); later types (issue 7) register the same way.
/** A definition of any answer type (each type has its own; the engine treats answers as opaque). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQuestionType = QuestionTypeDefinition<any>;

const registry = new Map<string, AnyQuestionType>();

export function registerQuestionType(definition: AnyQuestionType): void {
  registry.set(definition.key, definition);
}

export function questionTypeFor(key: string): QuestionTypeDefinition<unknown> | undefined {
  return registry.get(key);
}

export function registeredQuestionTypes(): string[] {
  return [...registry.keys()];
}
