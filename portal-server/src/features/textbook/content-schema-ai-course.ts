// The AI course's engine resources (content/exercises/ai-course/<course code>.yaml): each lesson's
// review and consolidation exercises and the course test, played by the engine like any other
// resource and seeded under the group 'aicourse:<course>' (never listed in textbook or skill-up
// lists). The lessons that use them are content/ai-course/lessons/ (features/ai-course/content-schema.ts).
import { SKILLS, skillOfType, type Skill } from 'shared-contract';
import { z } from 'zod';
import { code, exerciseResource } from './content-schema';

/**
 * The types the AI course plays: the ones the engine scores itself (a marked answer), so a
 * review, consolidation or test score is the engine's, never a teacher's or a speech score.
 */
export const AI_COURSE_RESOURCE_TYPES = [
  'grammar_choice',
  'word_choice',
  'listen_choice',
  'cloze_test',
  'reading_comprehension',
  'sentence_sorting',
  'word_order_blank_fill',
  'listen_fill_words',
  'translate_fill_words',
  'fill_blanks_writing',
  'ja_to_en_writing',
] as const;
export type AiCourseResourceType = (typeof AI_COURSE_RESOURCE_TYPES)[number];
const isAiCourseResourceType = (type: string): type is AiCourseResourceType => (AI_COURSE_RESOURCE_TYPES as readonly string[]).includes(type);

/** The registry group of a course's resources (resources.group_key). */
export const aiCourseGroupKey = (course: string) => `aicourse:${course}`;

export const aiCourseReviewCode = (course: string, lesson: number) => `aic-${course}-${lesson}-review`;
export const aiCourseConsolidationCode = (course: string, lesson: number) => `aic-${course}-${lesson}-consolidation`;
export const aiCourseTestCode = (course: string) => `aic-${course}-test`;

/** The course codes of content/ai-course/courses.yaml (the whole file is checked by features/ai-course). */
export const aiCourseCodes = z.object({ courses: z.array(z.object({ code })) });

/** The skills a lesson trains and its items measure (the same names across the portal). */
export const AI_SKILLS = SKILLS;
export type AiSkill = Skill;

const skill = z.enum(AI_SKILLS);

/**
 * One course's file. An item may say which skill it measures (`skill:`); the course test says it
 * for every item, because the engine plays a test as one resource of one type (listen_choice)
 * while its items check listening, grammar, vocabulary and reading, and the test result is given
 * per skill. The field is taken off before the item is checked as an ordinary engine item.
 */
export const aiCourseExerciseFile = z
  .object({
    course: code,
    resources: z.array(z.object({ code: z.string(), items: z.array(z.record(z.string(), z.unknown())) }).passthrough()).min(1).max(40),
  })
  .strict()
  .transform((file, ctx) => {
    const skills: Record<string, AiSkill> = {};
    // The code says which lesson and step a resource belongs to; anything else would be an orphan.
    const pattern = new RegExp(`^aic-${file.course}-(\\d+-(review|consolidation)|test)$`);
    const resources = file.resources.flatMap((raw, position) => {
      const at = (...rest: (string | number)[]) => ['resources', position, ...rest];
      const given = raw.items.map((entry) => entry.skill);
      const parsed = exerciseResource.safeParse({ ...raw, items: raw.items.map(({ skill: _skill, ...entry }) => entry) });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: at(...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))) });
        return [];
      }
      const resource = parsed.data;
      if (!pattern.test(resource.code)) {
        ctx.addIssue({ code: 'custom', path: at('code'), message: `コードは aic-${file.course}-<レッスン番号>-review / -consolidation か aic-${file.course}-test にしてください` });
      }
      if (!isAiCourseResourceType(resource.type)) {
        ctx.addIssue({ code: 'custom', path: at('type'), message: `AI コースで使えるのは自動採点の形式（${AI_COURSE_RESOURCE_TYPES.join(', ')}）です` });
        return [];
      }
      const isTest = resource.code === aiCourseTestCode(file.course);
      resource.items.forEach((entry, index) => {
        const stated = skill.optional().safeParse(given[index]);
        if (!stated.success) ctx.addIssue({ code: 'custom', path: at('items', index, 'skill'), message: `skill は ${AI_SKILLS.join(', ')} のどれかにしてください` });
        else if (isTest && !stated.data) ctx.addIssue({ code: 'custom', path: at('items', index, 'skill'), message: 'コーステストの問題には、測る技能 skill を書いてください' });
        else skills[entry.id] = stated.data ?? skillOfType(resource.type)!;
      });
      return [resource];
    });
    return { course: file.course, resources, skills };
  });

export type AiCourseExerciseFile = z.output<typeof aiCourseExerciseFile>;

/** The part of the AI course's lessons (features/ai-course readAiCourseContent()) that names resources. */
export type AiCourseResourceUse = { course: { code: string; test: string }; lessons: { lesson: number; review: string; consolidation: string }[] }[];

/**
 * What ties the lessons to their resources: every lesson's review and consolidation and every
 * course's test name a resource of that course's file under the expected code, and each resource
 * of the files is used by one of them. Needs every lesson file, so the content test and the AI
 * course seed run it, not the resource build (which runs while lessons are still being written).
 */
export function aiCourseLinkProblems(files: AiCourseExerciseFile[], courses: AiCourseResourceUse): string[] {
  const problems: string[] = [];
  const unused = new Map(files.flatMap((file) => file.resources.map((resource) => [resource.code, file.course] as const)));
  const use = (where: string, wanted: string, given: string) => {
    if (given !== wanted) problems.push(`${where}: コードは ${wanted} にしてください（${given}）`);
    else if (!unused.has(given)) problems.push(`${where}: 教材 ${given} が content/exercises/ai-course/ にありません`);
    unused.delete(given);
  };
  for (const { course, lessons } of courses) {
    use(`ai-course/courses.yaml ${course.code}`, aiCourseTestCode(course.code), course.test);
    for (const lesson of lessons) {
      const where = `ai-course/lessons/${course.code}/${lesson.lesson}.yaml`;
      use(`${where} review`, aiCourseReviewCode(course.code, lesson.lesson), lesson.review);
      use(`${where} consolidation`, aiCourseConsolidationCode(course.code, lesson.lesson), lesson.consolidation);
    }
  }
  for (const [resource, course] of unused) problems.push(`exercises/ai-course/${course}.yaml: 教材 ${resource} はどのレッスンからも使われていません`);
  return problems;
}
