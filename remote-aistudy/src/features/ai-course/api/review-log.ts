/** One answered item as the AI course's logs calls return it (steps, the course test, a recommended resource). */
export type ReviewItem = {
  question: string;
  your_answer: string;
  correct_answer: string;
  is_right: 0 | 1;
  explanation: string;
};

/** A skill's share of right answers (the course test's paper, the report, the recommendation). */
export type SkillScore = { skill: string; percent: number; correct?: number; total?: number };
