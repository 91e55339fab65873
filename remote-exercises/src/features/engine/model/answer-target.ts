/**
 * Where a run's answers go. The engine adds to every post its own guid, the question_id and
 * the type's fields; `fields` carries what the flow needs (resource_id, homework_id, topic_id).
 * `completion` is posted once at the end of the run (is_completed = 1).
 */
export type AnswerTarget = {
  path: string;
  fields: Record<string, string | number>;
  completion?: { path: string; fields: Record<string, string | number> };
};
