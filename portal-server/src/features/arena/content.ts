// The arena's content (portal-server/content/arena/): battle types, the five levels, the rules
// page and the question bank. Each bank file holds one battle type's questions by level, written
// as items of the exercise engine's own types, so a question is built into an ordinary engine
// package (audio synthesised at build, answer keys read from the package) and a wrong question is
// replayed by the engine unchanged:
//   vocabulary          -> word_choice    (the word; choose its Japanese meaning)
//   grammar             -> grammar_choice (a sentence with ___; choose the right form)
//   listening           -> listen_choice  (a spoken line or short dialogue; choose the answer)
//   sentence-completion -> grammar_choice (a Japanese meaning and an English sentence with ___;
//                                          choose the phrase that completes it)
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { CONTENT_DIR } from '../../lib/content-source';
import { exerciseResource, japanese, type ExerciseResourceSource } from '../textbook/content-schema';

export const ARENA_CONTENT_DIR = path.join(CONTENT_DIR, 'arena');
export const ARENA_LEVELS = [1, 2, 3, 4, 5] as const;
export type ArenaLevel = (typeof ARENA_LEVELS)[number];

/** The engine type each battle type's questions are written in. */
export const ENGINE_TYPE_OF = {
  vocabulary: 'word_choice',
  grammar: 'grammar_choice',
  listening: 'listen_choice',
  'sentence-completion': 'grammar_choice',
} as const;
export type BattleTypeCode = keyof typeof ENGINE_TYPE_OF;
export const BATTLE_TYPE_CODES = Object.keys(ENGINE_TYPE_OF) as BattleTypeCode[];

/** Questions a level of a type must hold: a battle's paper never repeats a question. */
export const MIN_QUESTIONS_PER_LEVEL = 20;
export const OPTIONS_PER_QUESTION = 4;

export const typesFile = z.object({
  types: z
    .array(
      z
        .object({
          code: z.enum(BATTLE_TYPE_CODES as [BattleTypeCode, ...BattleTypeCode[]]),
          name_ja: japanese(30),
          name_en: z.string().min(1).max(60),
          description_ja: japanese(200),
          question_count: z.number().int().min(3).max(20),
          seconds_per_question: z.number().int().min(5).max(60),
        })
        .strict(),
    )
    .min(1),
});

export const levelsFile = z.object({
  levels: z
    .array(
      z
        .object({
          level: z.number().int().min(1).max(5),
          name_ja: japanese(20),
          /** The Eiken grade the questions are written at. */
          eiken_ja: japanese(20),
          description_ja: japanese(200),
          /** The lowest rating that recommends this level (the first level starts at 0). */
          rating_min: z.number().int().min(0).max(4000),
        })
        .strict(),
    )
    .length(ARENA_LEVELS.length),
});

export const descriptionFile = z.object({
  title_ja: japanese(60),
  sections: z.array(z.object({ heading_ja: japanese(60), body_ja: japanese(1200) }).strict()).min(3).max(12),
});

const bankItem = z.record(z.string(), z.unknown()).refine((item) => typeof item.explanation === 'string', {
  message: '解説 explanation（日本語）を書いてください（間違えた問題の復習で表示します）',
});

export const bankFile = z
  .object({
    type: z.enum(BATTLE_TYPE_CODES as [BattleTypeCode, ...BattleTypeCode[]]),
    levels: z
      .array(z.object({ level: z.number().int().min(1).max(5), items: z.array(bankItem).min(MIN_QUESTIONS_PER_LEVEL).max(40) }).strict())
      .length(ARENA_LEVELS.length),
  })
  .strict();

export type BankSet = { type: BattleTypeCode; level: ArenaLevel; resource: ExerciseResourceSource };

const readYamlFile = (file: string): unknown => {
  try {
    return parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`content ${path.relative(CONTENT_DIR, file)}: cannot read YAML: ${(error as Error).message}`);
  }
};

const issuesOf = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');

/** How a bank set is titled in the engine's header when a wrong question is replayed. */
const TYPE_TITLE_JA: Record<BattleTypeCode, string> = { vocabulary: '単語', grammar: '文法', listening: 'リスニング', 'sentence-completion': '文完成' };

/** One level of a bank file as an engine resource, checked by the exercise content's schema. */
function bankSet(type: BattleTypeCode, level: number, items: Record<string, unknown>[], where: string): BankSet {
  const optionsKey = type === 'listening' ? 'answers' : 'choose';
  items.forEach((item, position) => {
    const options = item[optionsKey];
    if (!Array.isArray(options) || options.length !== OPTIONS_PER_QUESTION) throw new Error(`${where}.items.${position}: 選択肢 ${optionsKey} はちょうど${OPTIONS_PER_QUESTION}つにしてください`);
    const correct = options.filter((option) => (option as { correct?: boolean }).correct === true).length;
    if (correct !== 1) throw new Error(`${where}.items.${position}: 正解の選択肢はちょうど1つにしてください`);
    const contents = options.map((option) => String((option as { content?: unknown }).content).trim().toLowerCase());
    if (new Set(contents).size !== contents.length) throw new Error(`${where}.items.${position}: 同じ選択肢が2つあります`);
    if (type === 'sentence-completion' && typeof item.screen_text_jp !== 'string') throw new Error(`${where}.items.${position}: 文完成の問題には日本語の意味 screen_text_jp が必要です`);
  });
  const parsed = exerciseResource.safeParse({
    code: `arena-${type}-l${level}`,
    type: ENGINE_TYPE_OF[type],
    title: `Arena ${type} level ${level}`,
    title_jp: `アリーナ ${TYPE_TITLE_JA[type]} レベル${level}`,
    description: 'Questions of the arena battles.',
    description_jp: 'アリーナの対戦で出題される問題です。',
    option_random: 0,
    items,
  });
  if (!parsed.success) throw new Error(`${where}: ${issuesOf(parsed.error)}`);
  return { type, level: level as ArenaLevel, resource: parsed.data };
}

/** Reads and checks every bank file (content/arena/questions/<type>.yaml). */
export function readQuestionBank(root = ARENA_CONTENT_DIR, types: readonly BattleTypeCode[] = BATTLE_TYPE_CODES): BankSet[] {
  const folder = path.join(root, 'questions');
  const sets: BankSet[] = [];
  const ids = new Map<string, string>();
  for (const type of types) {
    const file = path.join(folder, `${type}.yaml`);
    const where = `content arena/questions/${type}.yaml`;
    const parsed = bankFile.safeParse(readYamlFile(file));
    if (!parsed.success) throw new Error(`${where}: ${issuesOf(parsed.error)}`);
    if (parsed.data.type !== type) throw new Error(`${where}: type は ${type} にしてください`);
    const levels = parsed.data.levels.map((entry) => entry.level);
    if (levels.some((level, position) => level !== position + 1)) throw new Error(`${where}: levels は 1 から 5 の順に書いてください`);
    for (const entry of parsed.data.levels) {
      const set = bankSet(type, entry.level, entry.items, `${where} levels.${entry.level - 1}`);
      for (const item of set.resource.items) {
        const seen = ids.get(item.id);
        if (seen) throw new Error(`${where}: 問題ID ${item.id} は ${seen} にもあります`);
        ids.set(item.id, `${type} L${entry.level}`);
      }
      sets.push(set);
    }
  }
  return sets;
}

export function readArenaFile<T>(name: string, schema: z.ZodType<T>, root = ARENA_CONTENT_DIR): T {
  const parsed = schema.safeParse(readYamlFile(path.join(root, name)));
  if (!parsed.success) throw new Error(`content arena/${name}: ${issuesOf(parsed.error)}`);
  return parsed.data;
}
