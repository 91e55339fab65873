// The CEFR content (content/cefr/<level>.yaml, one file per level A1-C1): the can-do units of
// the level map, each with its practice sets, and the placement test's item bank, which is
// those same items with a Rasch difficulty each. One item serves both: a unit is practised
// with the engine, and the adaptive test draws single items from every unit.
//
// Difficulties are on the logit scale of the test's ability estimate; each level owns a band
// (CEFR_BANDS in shared-contract), so "a B1 item" means an item a B1 learner answers right about half the time.
import { CEFR_BANDS, CEFR_CONTENT_LEVELS, CEFR_LEVELS, CEFR_SKILLS, type CefrLevel } from 'shared-contract';
import { z } from 'zod';
import { code, english, exerciseResource, japanese } from './content-schema';

/** Question types a bank item may have: one answer each, right or wrong (the Rasch model is dichotomous). */
export const CEFR_ITEM_TYPES = ['grammar_choice', 'listen_choice', 'reading_comprehension'] as const;

const practiceSet = z
  .object({
    skill: z.enum(CEFR_SKILLS),
    /** Rasch difficulty (logits) of each item, in item order. */
    difficulty: z.array(z.number().min(-4).max(4)).min(1).max(12),
    resource: exerciseResource,
  })
  .strict();

const unit = z
  .object({
    code,
    title: japanese(60),
    title_en: english(100),
    /** The can-do statement, as a learner reads it. */
    can_do: japanese(200),
    can_do_en: english(240),
    sets: z.array(practiceSet).min(1).max(6),
  })
  .strict();

export const cefrFile = z
  .object({
    level: z.enum(CEFR_CONTENT_LEVELS),
    description: japanese(300),
    description_en: english(300),
    units: z.array(unit).min(3).max(8),
  })
  .strict();
export type CefrFile = z.output<typeof cefrFile>;

const upperBound = (level: CefrLevel) => {
  const next = CEFR_LEVELS[CEFR_LEVELS.indexOf(level) + 1];
  return next ? CEFR_BANDS[next] : Infinity;
};

/**
 * What the schema cannot see: a difficulty per item, inside the level's band; bank item types;
 * a reading item with exactly one question (each bank item is one right-or-wrong answer).
 */
export function cefrProblems(files: CefrFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const low = CEFR_BANDS[file.level];
    const high = upperBound(file.level);
    for (const unit of file.units) {
      for (const set of unit.sets) {
        const where = `${file.level}/${unit.code}/${set.resource.code}`;
        if (!(CEFR_ITEM_TYPES as readonly string[]).includes(set.resource.type)) problems.push(`${where}: 種類は ${CEFR_ITEM_TYPES.join(', ')} のどれかにしてください`);
        if (set.difficulty.length !== set.resource.items.length) problems.push(`${where}: difficulty は問題の数（${set.resource.items.length}）だけ書いてください`);
        for (const b of set.difficulty) if (b < low || b >= high) problems.push(`${where}: 難易度 ${b} は ${file.level} の範囲 [${low}, ${high}) の外です`);
        if (set.resource.type === 'reading_comprehension')
          for (const item of set.resource.items) if ((item as { questions: unknown[] }).questions.length !== 1) problems.push(`${where}: 読解の問題は1問ずつにしてください`);
      }
    }
  }
  return problems;
}
