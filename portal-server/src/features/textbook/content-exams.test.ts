// The exam families' content (exams/*.yaml) at the volumes the product promises: TOEIC mock tests
// over all seven parts, practice per part and business classes; Tokyo tests over the four tasks
// and training per task; common-test mock tests and practice per part; high-school regions.
import { describe, expect, it } from 'vitest';
import { readExerciseContent, speakable } from './content-build';
import type { ExamFile } from './content-schema-exams';

const content = readExerciseContent();
const family = (exam: ExamFile['exam']) => content.exams.filter((file) => file.exam === exam);

type Resources = { items: unknown[]; play_twice: boolean }[];
/** Questions of resources: a passage or conversation item counts each of its questions. */
const questions = (resources: Resources) => resources.reduce((sum, resource) => sum + resource.items.reduce<number>((inner, item) => inner + ((item as { questions?: unknown[] }).questions?.length ?? 1), 0), 0);
const items = (resources: Resources) => resources.reduce((sum, resource) => sum + resource.items.length, 0);

function mockTests(exam: ExamFile['exam']) {
  return family(exam).flatMap((file) => file.mock_tests);
}

function classesOf(exam: ExamFile['exam'], kind: string) {
  return family(exam).flatMap((file) => file.classes.filter((entry) => entry.kind === kind));
}

describe('TOEIC content', () => {
  it('has two mock tests of at least 60 questions over all seven parts', () => {
    const tests = mockTests('toeic');
    expect(tests).toHaveLength(2);
    for (const test of tests) {
      expect(test.sections.map((section) => section.kind)).toEqual(['part1', 'part2', 'part3', 'part4', 'part5', 'part6', 'part7']);
      expect(questions(test.sections.flatMap((section) => section.resources))).toBeGreaterThanOrEqual(60);
    }
  });

  it('has at least ten practice questions for each part, and two business classes of three units', () => {
    for (const part of ['part1', 'part2', 'part3', 'part4', 'part5', 'part6', 'part7']) {
      const classes = classesOf('toeic', part);
      expect(classes, part).toHaveLength(1);
      expect(questions(classes[0]!.resources), part).toBeGreaterThanOrEqual(10);
    }
    const business = classesOf('toeic', 'business');
    expect(business).toHaveLength(2);
    for (const entry of business) expect(entry.resources).toHaveLength(3);
  });

  it('keeps lettered options in order', () => {
    const lettered = family('toeic').flatMap((file) => [...file.classes.flatMap((entry) => entry.resources), ...file.mock_tests.flatMap((test) => test.sections.flatMap((section) => section.resources))]);
    for (const resource of lettered) {
      const options = resource.items.flatMap((item) => ((item as { answers?: { content: string }[] }).answers ?? []).map((option) => option.content));
      if (options.some((option) => /^\([A-D]\)$/.test(option))) expect(resource.option_random, resource.code).toBe(0);
    }
  });
});

describe('Tokyo speaking test content', () => {
  it('has two full tests over the four tasks and at least six training items per task', () => {
    const tests = mockTests('tokyo');
    expect(tests).toHaveLength(2);
    for (const test of tests) expect(test.sections.map((section) => section.kind)).toEqual(['task-a', 'task-b', 'task-c', 'task-d']);
    for (const task of ['task-a', 'task-b', 'task-c', 'task-d']) {
      expect(items(classesOf('tokyo', task).flatMap((entry) => entry.resources)), task).toBeGreaterThanOrEqual(6);
    }
    expect(classesOf('tokyo', 'unit').length).toBeGreaterThanOrEqual(2);
    expect(classesOf('tokyo', 'listening').length).toBeGreaterThanOrEqual(1);
  });
});

describe('entrance listening content', () => {
  it('has two common-test mock tests of at least 20 questions, parts 1 and 2 played twice', () => {
    const tests = mockTests('college');
    expect(tests).toHaveLength(2);
    for (const test of tests) {
      expect(questions(test.sections.flatMap((section) => section.resources))).toBeGreaterThanOrEqual(20);
      for (const section of test.sections) for (const resource of section.resources) expect(resource.play_twice, resource.code).toBe(section.kind === 'part1' || section.kind === 'part2');
    }
    for (const part of ['part1', 'part2', 'part3', 'part4', 'part5', 'part6']) expect(classesOf('college', part), part).toHaveLength(1);
  });

  it('has three high-school regions with a set of at least ten questions each', () => {
    const regions = classesOf('highschool', 'region');
    expect(regions).toHaveLength(3);
    for (const region of regions) expect(questions(region.resources), region.code).toBeGreaterThanOrEqual(10);
  });
});

describe('spoken option letters', () => {
  it('reads "(A)" as the letter, not the article, and leaves other lines alone', () => {
    expect(speakable({ voice: 'en-us', speed: 45, text: '(A) A man is carrying a box. (B) They are sitting.' }).text).toBe('A. A man is carrying a box. B. They are sitting.');
    const plain = { voice: 'en-us' as const, speed: 45, text: 'Is this seat (really) free?' };
    expect(speakable(plain)).toBe(plain);
  });
});
