import { describe, expect, it } from 'vitest';
import { CEFR_SKILLS, type CefrLevel } from 'shared-contract';
import { chooseItem, estimateAbility, levelOf, levelScore, nextStudentLevel, pCorrect, shouldStop, type BankItem } from './placement';

/** A bank of 4 skills x 40 items spread evenly over -2.5..2.5 logits. */
const bank: BankItem[] = CEFR_SKILLS.flatMap((skill, skillIndex) =>
  Array.from({ length: 40 }, (_, index) => {
    const b = -2.5 + (index + skillIndex / 4) * 0.125;
    return { questionId: `${skill}-${index}`, b, skill, level: levelOf(b) };
  }),
);

describe('ability estimate', () => {
  it('is the prior mean with the prior spread before any answer', () => {
    const estimate = estimateAbility([], -1, 1.5);
    expect(estimate.theta).toBeCloseTo(-1, 1);
    expect(estimate.se).toBeCloseTo(1.5, 1);
  });

  it('rises with right answers and falls with wrong ones, and its error shrinks', () => {
    const right = estimateAbility([{ b: 0, correct: true }, { b: 0.5, correct: true }, { b: 1, correct: true }], 0);
    const wrong = estimateAbility([{ b: 0, correct: false }, { b: -0.5, correct: false }, { b: -1, correct: false }], 0);
    expect(right.theta).toBeGreaterThan(0.5);
    expect(wrong.theta).toBeLessThan(-0.5);
    expect(right.se).toBeLessThan(1.5);
  });

  it('finds a known ability from many answers to items around it', () => {
    // Ten answers at each of nine difficulties around 1.0, right as often as the model expects.
    const answers = Array.from({ length: 9 }, (_, step) => 1 + (step - 4) * 0.25).flatMap((b) => {
      const right = Math.round(10 * pCorrect(1, b));
      return Array.from({ length: 10 }, (_, index) => ({ b, correct: index < right }));
    });
    expect(estimateAbility(answers, 0).theta).toBeGreaterThan(0.8);
    expect(estimateAbility(answers, 0).theta).toBeLessThan(1.2);
  });

  it('gives the level probabilities as a distribution', () => {
    const estimate = estimateAbility([{ b: 0, correct: true }], 0);
    const total = Object.values(estimate.levelProbability).reduce((sum, value) => sum + value, 0);
    expect(total).toBeCloseTo(1, 6);
  });
});

describe('item selection', () => {
  it('takes the skills in turn and picks an item near the ability', () => {
    const askedIds = new Set<string>();
    const askedSkills: (typeof CEFR_SKILLS)[number][] = [];
    for (let step = 0; step < 8; step += 1) {
      const item = chooseItem(bank, askedIds, askedSkills, 1.2, 'seed');
      if (!item) throw new Error('no item');
      expect(Math.abs(item.b - 1.2)).toBeLessThan(0.5);
      askedIds.add(item.questionId);
      askedSkills.push(item.skill);
    }
    for (const skill of CEFR_SKILLS) expect(askedSkills.filter((entry) => entry === skill)).toHaveLength(2);
  });

  it('never asks an item twice and is the same for the same seed', () => {
    const first = chooseItem(bank, new Set(), [], 0, 'abc');
    expect(chooseItem(bank, new Set(), [], 0, 'abc')).toEqual(first);
    const next = chooseItem(bank, new Set([first?.questionId ?? '']), [first?.skill ?? 'grammar'], 0, 'abc');
    expect(next?.questionId).not.toBe(first?.questionId);
  });

  it('returns nothing when the bank is used up', () => {
    expect(chooseItem(bank, new Set(bank.map((item) => item.questionId)), [], 0, 's')).toBeUndefined();
  });
});

describe('stopping rule', () => {
  const vague = estimateAbility([], 0);
  const sure = { theta: 0, se: 0.3, levelProbability: { 'pre-A1': 0, A1: 0, A2: 0.05, B1: 0.9, B2: 0.05, C1: 0, C2: 0 } };
  it('does not stop before the minimum, stops on a small error after it, and always at the maximum', () => {
    expect(shouldStop(5, sure, 100)).toBe(false);
    expect(shouldStop(10, sure, 100)).toBe(true);
    expect(shouldStop(10, vague, 100)).toBe(false);
    expect(shouldStop(24, vague, 100)).toBe(true);
    expect(shouldStop(3, vague, 0)).toBe(true);
  });
});

describe('level change rule', () => {
  const thresholds = { upgrade: 80, downgrade: 40 };
  const cases: [CefrLevel | null, CefrLevel, number, CefrLevel][] = [
    [null, 'B1', 50, 'B1'], // a first test places
    ['A2', 'A2', 80, 'B1'], // reaching the upgrade score moves up
    ['A2', 'A2', 79.9, 'A2'],
    ['A2', 'B2', 95, 'B2'], // far above: up to where θ falls
    ['A2', 'A2', 40, 'A1'], // at the downgrade score moves down
    ['A2', 'A2', 40.1, 'A2'],
    ['B2', 'A1', 5, 'A1'],
    ['C2', 'C2', 100, 'C2'], // the path's ends hold
    ['pre-A1', 'pre-A1', 0, 'pre-A1'],
  ];
  it.each(cases)('from %s placed %s with score %d goes to %s', (current, placed, score, expected) => {
    expect(nextStudentLevel(current, placed, score, thresholds)).toBe(expected);
  });

  it('scores a level from the expected share of its items', () => {
    const b1 = bank.filter((item) => item.level === 'B1');
    expect(levelScore(3, b1).total).toBeGreaterThan(90);
    expect(levelScore(-3, b1).total).toBeLessThan(10);
    const { total, lost } = levelScore(0, b1);
    expect(total + lost.reduce((sum, entry) => sum + entry.lost, 0)).toBeCloseTo(100, 6);
  });
});
