import { describe, expect, it } from 'vitest';
import { recommend, skillScores, type Candidate, type SkillEvidence } from './recommend';

let nextId = 1;
const resource = (skill: Candidate['skill'], origin: Candidate['origin'], done = false, resType = 'grammar_choice'): Candidate => ({
  resource_id: nextId++,
  title: `${origin} ${skill} ${nextId}`,
  res_type: resType,
  skill,
  origin,
  done,
});

const pool: Candidate[] = [
  resource('listening', 'skillup', false, 'listen_choice'),
  resource('listening', 'textbook', false, 'listen_fill_words'),
  resource('listening', 'aicourse', false, 'listen_choice'),
  resource('listening', 'skillup', true, 'listen_choice'),
  resource('grammar', 'skillup'),
  resource('grammar', 'textbook', true),
  resource('vocabulary', 'skillup', false, 'word_choice'),
  resource('reading', 'skillup', false, 'reading_comprehension'),
  resource('writing', 'aicourse', false, 'ja_to_en_writing'),
];

describe('recommend', () => {
  it('puts a weak listening skill first with its listening resources and the numbers as the reason', () => {
    const evidence: SkillEvidence[] = [
      { skill: 'listening', source: 'course_test', correct: 2, total: 5 },
      { skill: 'listening', source: 'practice', correct: 11, total: 20 },
      { skill: 'grammar', source: 'course_test', correct: 9, total: 10 },
      { skill: 'vocabulary', source: 'words', correct: 18, total: 20 },
    ];
    const result = recommend({ courseSkills: ['grammar', 'listening'], evidence, candidates: pool });
    // (40 x 2 + 55) / 3 = 45
    expect(result.weakest).toEqual([{ skill: 'listening', percent: 45, source: 'コーステスト、スキルアップ・教科書の練習' }]);
    expect(result.list.map((entry) => entry.skill)).toEqual(['listening', 'listening', 'listening']);
    // Not yet done first, the portal's skill-up before textbooks before the course's own.
    expect(result.list.map((entry) => entry.resource_id)).toEqual([pool[0]!.resource_id, pool[1]!.resource_id, pool[2]!.resource_id]);
    expect(result.list[0]!.reason).toBe('コーステストのリスニングが 40%、スキルアップ・教科書の練習のリスニングが 55% のため、リスニングを練習しましょう。');
    expect(result.list.every((entry) => entry.done === 0)).toBe(true);
  });

  it('orders several weak skills from the lowest, and ties by the course\'s lesson order', () => {
    const evidence: SkillEvidence[] = [
      { skill: 'reading', source: 'course_exercises', correct: 1, total: 2 },
      { skill: 'grammar', source: 'course_exercises', correct: 1, total: 2 },
      { skill: 'vocabulary', source: 'practice', correct: 1, total: 4 },
      { skill: 'listening', source: 'course_test', correct: 4, total: 4 },
    ];
    const result = recommend({ courseSkills: ['grammar', 'reading'], evidence, candidates: pool });
    expect(result.weakest.map((entry) => [entry.skill, entry.percent])).toEqual([
      ['vocabulary', 25],
      ['grammar', 50],
      ['reading', 50],
    ]);
    expect(result.list.map((entry) => entry.skill)).toEqual(['vocabulary', 'grammar', 'grammar', 'reading']);
    // The grammar resource already done comes after the one not yet done.
    expect(result.list.filter((entry) => entry.skill === 'grammar').map((entry) => entry.done)).toEqual([0, 1]);
  });

  it('without any history recommends the course\'s skills in lesson order and says there is no record yet', () => {
    const result = recommend({ courseSkills: ['writing', 'grammar'], evidence: [], candidates: pool });
    expect(result.weakest).toEqual([]);
    expect(result.list.map((entry) => entry.skill)).toEqual(['writing', 'grammar', 'grammar']);
    expect(result.list[0]!.reason).toContain('まだ学習記録がない');
    expect(result.list[0]!.reason).toContain('ライティング');
  });

  it('when every skill is at 80 % or more, still names the lowest one to push further', () => {
    const evidence: SkillEvidence[] = [
      { skill: 'grammar', source: 'course_test', correct: 9, total: 10 },
      { skill: 'listening', source: 'course_test', correct: 17, total: 20 },
    ];
    const result = recommend({ courseSkills: ['grammar'], evidence, candidates: pool });
    expect(result.weakest).toEqual([{ skill: 'listening', percent: 85, source: 'コーステスト' }]);
    expect(result.list[0]!.reason).toContain('いちばん低いリスニング');
  });

  it('gives the same answer for the same history', () => {
    const evidence: SkillEvidence[] = [{ skill: 'grammar', source: 'exams', correct: 3, total: 10 }];
    const first = recommend({ courseSkills: ['grammar'], evidence, candidates: pool });
    expect(recommend({ courseSkills: ['grammar'], evidence, candidates: [...pool].reverse() }).list.map((entry) => entry.resource_id).sort()).toEqual(
      first.list.map((entry) => entry.resource_id).sort(),
    );
  });

  it('never lists more than six resources', () => {
    const many = Array.from({ length: 30 }, (_, at) => resource((['listening', 'grammar', 'reading'] as const)[at % 3]!, 'skillup'));
    const evidence: SkillEvidence[] = (['listening', 'grammar', 'reading'] as const).map((skill) => ({ skill, source: 'practice', correct: 0, total: 3 }));
    expect(recommend({ courseSkills: [], evidence, candidates: many }).list).toHaveLength(6);
  });
});

describe('skills', () => {
  it('weighs the course\'s own results double', () => {
    expect(skillScores([
      { skill: 'grammar', source: 'course_test', correct: 1, total: 2 },
      { skill: 'grammar', source: 'practice', correct: 2, total: 2 },
    ])).toEqual([{ skill: 'grammar', percent: 67, parts: [{ source: 'course_test', percent: 50 }, { source: 'practice', percent: 100 }] }]);
  });
});
