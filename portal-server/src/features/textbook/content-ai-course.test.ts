// The AI course resource files (content/exercises/ai-course/<course>.yaml): what the schema
// refuses with the place named, the skill each item measures, and the check that ties the
// lessons and courses to their resources.
import { describe, expect, it } from 'vitest';
import { allResources, packageIndex, readExerciseContent } from './content-build';
import { aiCourseExerciseFile, aiCourseLinkProblems, type AiCourseExerciseFile, type AiCourseResourceUse } from './content-schema-ai-course';

const choice = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  screen_text: 'I ___ from Osaka.',
  choose: [{ content: "'m", correct: true }, { content: 'is' }],
  explanation: '主語が I なので am（短くして I’m）です。',
  ...extra,
});
const listening = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  audio: [{ text: 'Where are you from?' }],
  screen_text: 'Choose the best reply.',
  answers: [{ content: "I'm from Kyoto.", correct: true }, { content: 'I live from Kyoto.' }],
  explanation: '出身は I’m from ～ で答えます。',
  ...extra,
});
const resource = (code: string, type: string, items: unknown[]) => ({ code, type, title: 'Review', title_jp: '復習', description: 'Choose.', description_jp: '選びましょう。', items });

const parse = (file: unknown) => aiCourseExerciseFile.safeParse(file);
const messages = (file: unknown) => {
  const result = parse(file);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('AI course resource files', () => {
  it('reads a course file and gives every item the skill it measures: stated, or its type’s', () => {
    const result = parse({
      course: 'demo',
      resources: [resource('aic-demo-1-review', 'grammar_choice', [choice('d-1'), choice('d-2', { skill: 'vocabulary' })]), resource('aic-demo-test', 'listen_choice', [listening('d-3', { skill: 'listening' }), listening('d-4', { skill: 'grammar' })])],
    });
    expect(result.success).toBe(true);
    expect(result.data?.skills).toEqual({ 'd-1': 'grammar', 'd-2': 'vocabulary', 'd-3': 'listening', 'd-4': 'grammar' });
    // The skill is the AI course's own field: the engine item is the ordinary one.
    expect(result.data?.resources[1]?.items[1]).not.toHaveProperty('skill');
  });

  it('refuses a code that names no lesson step or test of the course', () => {
    expect(messages({ course: 'demo', resources: [resource('aic-other-1-review', 'grammar_choice', [choice('d-1')])] })).toEqual([
      'resources.0.code: コードは aic-demo-<レッスン番号>-review / -consolidation か aic-demo-test にしてください',
    ]);
    expect(messages({ course: 'demo', resources: [resource('aic-demo-1-extra', 'grammar_choice', [choice('d-1')])] })).toHaveLength(1);
  });

  it('refuses a test item that does not say its skill, and a skill the portal does not know', () => {
    expect(messages({ course: 'demo', resources: [resource('aic-demo-test', 'listen_choice', [listening('d-1', { skill: 'listening' }), listening('d-2')])] })).toEqual([
      'resources.0.items.1.skill: コーステストの問題には、測る技能 skill を書いてください',
    ]);
    expect(messages({ course: 'demo', resources: [resource('aic-demo-1-review', 'grammar_choice', [choice('d-1', { skill: 'dancing' })])] })[0]).toMatch(/^resources\.0\.items\.0\.skill: skill は listening, reading/);
  });

  it('refuses types the engine does not score itself, and names the field of a broken item', () => {
    expect(messages({ course: 'demo', resources: [resource('aic-demo-1-review', 'shadowing', [{ id: 'd-1' }])] }).join()).toMatch(/resources\.0\.(items|type)/);
    expect(messages({ course: 'demo', resources: [resource('aic-demo-1-review', 'grammar_choice', [choice('d-1', { screen_text: 'No blank here.' })])] })).toEqual([
      'resources.0.items.0.screen_text: 文法選択の問題文には空欄 ___ を入れてください',
    ]);
  });
});

describe('AI course links', () => {
  const file = (codes: string[]): AiCourseExerciseFile => ({ course: 'demo', skills: {}, resources: codes.map((code) => ({ code }) as AiCourseExerciseFile['resources'][number]) });
  const lessons: AiCourseResourceUse = [{ course: { code: 'demo', test: 'aic-demo-test' }, lessons: [{ lesson: 1, review: 'aic-demo-1-review', consolidation: 'aic-demo-1-consolidation' }] }];

  it('finds nothing to report when every step has its resource and every resource a step', () => {
    expect(aiCourseLinkProblems([file(['aic-demo-1-review', 'aic-demo-1-consolidation', 'aic-demo-test'])], lessons)).toEqual([]);
  });

  it('names a missing resource, a wrong code and an unused resource', () => {
    const wrong: AiCourseResourceUse = [{ ...lessons[0]!, lessons: [{ lesson: 1, review: 'aic-demo-2-review', consolidation: 'aic-demo-1-consolidation' }] }];
    expect(aiCourseLinkProblems([file(['aic-demo-1-review', 'aic-demo-2-consolidation'])], wrong)).toEqual([
      'ai-course/courses.yaml demo: 教材 aic-demo-test が content/exercises/ai-course/ にありません',
      'ai-course/lessons/demo/1.yaml review: コードは aic-demo-1-review にしてください（aic-demo-2-review）',
      'ai-course/lessons/demo/1.yaml consolidation: 教材 aic-demo-1-consolidation が content/exercises/ai-course/ にありません',
      'exercises/ai-course/demo.yaml: 教材 aic-demo-1-review はどのレッスンからも使われていません',
      'exercises/ai-course/demo.yaml: 教材 aic-demo-2-consolidation はどのレッスンからも使われていません',
    ]);
  });
});

describe('AI course packages', () => {
  const content = readExerciseContent();
  const skills = Object.assign({}, ...content.aiCourse.map((file) => file.skills)) as Record<string, string>;

  it('write into each item of a course test the skill it measures, and leave other packages as they were', () => {
    const test = content.aiCourse.find((file) => file.course === 'daily-conversation')!.resources.find((resource) => resource.code === 'aic-daily-conversation-test')!;
    const items = packageIndex(test, skills).index.items as { question_id: string; skill?: string }[];
    expect(items.every((item) => item.skill === skills[item.question_id])).toBe(true);
    // One test, several skills: the score per skill is more than the listening of its recordings.
    expect(new Set(items.map((item) => item.skill))).toEqual(new Set(['listening', 'grammar', 'vocabulary', 'reading']));
    const other = allResources(content).find((resource) => resource.code === 'biz-u1-grammar-choice')!;
    expect(packageIndex(other, skills)).toEqual(packageIndex(other));
  });
});
