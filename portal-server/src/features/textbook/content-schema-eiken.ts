// The Eiken preparation content (content/exercises/eiken/<level>.yaml, one file per grade): the
// practice directories of /eiken/practice with their practice sets, the first-stage mock test of
// /eiken/challenge, and the second-stage interview cards. Practice sets and mock sections are
// ordinary exercise resources (the same checks as textbook units); the rest is checked here.
import { z } from 'zod';
import { code, english, exerciseResource, japanese, questionId } from './content-schema';

/** Eiken grades with content (codes of content/eiken-toeic/levels.yaml). */
export const EIKEN_CONTENT_LEVELS = ['eiken-5', 'eiken-4', 'eiken-3', 'eiken-pre2', 'eiken-2'] as const;

/** The first-stage sections a practice directory or mock section belongs to. */
export const EIKEN_SECTION_KINDS = ['vocabulary', 'conversation', 'reading', 'listening'] as const;

const practiceClass = z
  .object({
    code,
    kind: z.enum(EIKEN_SECTION_KINDS),
    title: japanese(60),
    title_en: english(80),
    description: japanese(300),
    resources: z.array(exerciseResource).min(1).max(8),
  })
  .strict();

const challenge = z
  .object({
    code,
    title: japanese(80),
    title_en: english(120),
    description: japanese(400),
    minutes: z.number().int().min(10).max(120),
    /** Share of correct answers taken as the grade's first-stage pass line (an estimate: Eiken reports CSE scores). */
    pass_ratio: z.number().min(0.4).max(0.9),
    sections: z
      .array(z.object({ kind: z.enum(EIKEN_SECTION_KINDS), title: japanese(60), resources: z.array(exerciseResource).min(1).max(4) }).strict())
      .min(3)
      .max(5),
  })
  .strict();

const interview = z
  .object({
    code,
    title: japanese(80),
    title_en: english(120),
    passage_title: english(80),
    passage: english(1200),
    passage_jp: japanese(1500),
    picture: z.string().regex(/^[a-z0-9][a-z0-9-]*\.svg$/, 'media/ にある SVG のファイル名を書いてください'),
    questions: z
      .array(
        z
          .object({
            id: questionId,
            prompt: english(400),
            prompt_jp: japanese(400),
            kind: z.enum(['passage', 'picture', 'personal']),
            model_answers: z.array(english(300)).min(1).max(4),
            model_answer_jp: japanese(400),
          })
          .strict(),
      )
      .min(3)
      .max(6),
  })
  .strict();

export const eikenFile = z
  .object({
    level: z.enum(EIKEN_CONTENT_LEVELS),
    classes: z.array(practiceClass).min(4).max(8),
    challenge,
    interviews: z.array(interview).max(3).default([]),
  })
  .strict();

export type EikenFile = z.output<typeof eikenFile>;
