// The other exam families of remote-exams (content/exercises/exams/*.yaml): TOEIC and business
// TOEIC, the Tokyo speaking test, the college-entrance (common test) listening and the
// high-school-entrance listening. They share the Eiken machinery: a file's `classes` become
// practice directories (eiken_classes, played and logged through /v3/eiken-toeic/) and its
// `mock_tests` timed tests (eiken_exams, through /v3/eiken-toeic-exam/), under the level of
// content/eiken-toeic/levels.yaml the file names. A family may be split over several files
// (one per mock test, one for the part practice...); codes are unique across all of them.
import { z } from 'zod';
import { code, english, exerciseResource, japanese } from './content-schema';

/** The directory and section kinds each family knows (what its pages group by). */
export const EXAM_FAMILY_KINDS = {
  // Listening parts 1-4 and reading parts 5-7 of the L&R test; business: the business TOEIC classes.
  toeic: ['part1', 'part2', 'part3', 'part4', 'part5', 'part6', 'part7', 'business'],
  // The four tasks of the Tokyo speaking test (A reading aloud, B answering about given
  // information, C telling a story from pictures, D giving an opinion with a reason); unit:
  // practice units that mix them; listening: the listening practice.
  tokyo: ['task-a', 'task-b', 'task-c', 'task-d', 'unit', 'listening'],
  // The six listening parts of the common test (parts 1 and 2 are played twice, 3 to 6 once).
  college: ['part1', 'part2', 'part3', 'part4', 'part5', 'part6'],
  // One prefecture-style set per region.
  highschool: ['region'],
} as const;

export type ExamFamily = keyof typeof EXAM_FAMILY_KINDS;
export const EXAM_FAMILIES = Object.keys(EXAM_FAMILY_KINDS) as ExamFamily[];

/** The level (content/eiken-toeic/levels.yaml) a family's content belongs to. */
export const EXAM_FAMILY_LEVELS: Record<ExamFamily, string> = {
  toeic: 'toeic-600',
  tokyo: 'tokyo-speaking',
  college: 'college-listening',
  highschool: 'highschool-listening',
};

const kindOf = (family: ExamFamily) => z.enum(EXAM_FAMILY_KINDS[family] as unknown as [string, ...string[]]);

const practiceClass = (family: ExamFamily) =>
  z
    .object({
      code,
      kind: kindOf(family),
      title: japanese(60),
      title_en: english(80),
      description: japanese(400),
      resources: z.array(exerciseResource).min(1).max(12),
    })
    .strict();

const mockTest = (family: ExamFamily) =>
  z
    .object({
      code,
      title: japanese(80),
      title_en: english(120),
      description: japanese(600),
      minutes: z.number().int().min(5).max(150),
      /** Share of correct answers taken as the pass (or target) line of the result screen. */
      pass_ratio: z.number().min(0.3).max(0.9),
      sections: z
        .array(z.object({ kind: kindOf(family), title: japanese(60), resources: z.array(exerciseResource).min(1).max(12) }).strict())
        .min(1)
        .max(8),
    })
    .strict();

const familyFile = <F extends ExamFamily>(family: F) =>
  z
    .object({
      exam: z.literal(family),
      classes: z.array(practiceClass(family)).max(20).default([]),
      mock_tests: z.array(mockTest(family)).max(4).default([]),
    })
    .strict();

export const examFile = z.discriminatedUnion('exam', [familyFile('toeic'), familyFile('tokyo'), familyFile('college'), familyFile('highschool')]);

export type ExamFile = z.output<typeof examFile>;
