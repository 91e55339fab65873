// Loads the Eiken second-stage interview cards (`interviews` of content/exercises/eiken/<level>.yaml)
// as one integrated-process resource per card, played by the engine like the Tokyo speaking
// test: an introduction (silent reading), the passage read aloud (part reading, scored as
// read_sentence), then the examiner's questions (part speaking: the question is played in the
// examiner's synthesised voice and the free reply is scored against the card's model answers,
// free_reply). The card itself (passage and picture) is kept in eiken_interviews for the pages.
import path from 'node:path';
import type { Database } from '../../db/client';
import { eikenInterviews } from '../../db/tables/eiken-interview';
import { eikenLevels } from '../../db/tables/eiken-toeic';
import { itemKeysFromPackage } from '../resources/package-keys';
import { upsertResources, type ResourceInput } from '../resources/service';
import { buildPackage, ContentError, EXERCISE_CONTENT_DIR, readYaml, yamlFiles } from './content-build';
import { exerciseResource, type AudioLine } from './content-schema';
import { eikenFile, type EikenFile } from './content-schema-eiken';
import type { TtsCache } from './tts-cache';

export const eikenInterviewGroupKey = (levelCode: string) => `eiken-interview:${levelCode}`;

type Card = EikenFile['interviews'][number];

/** The examiner speaks British English, a little slower than the content's default. */
const examiner = (text: string): AudioLine[] => [{ voice: 'en-gb', text, speed: 42 }];

/** What the examiner says: the question without the follow-ups written in brackets for the student ("(Yes → ...)"). */
export const spokenPrompt = (prompt: string) => prompt.replace(/\s*\([^)]*\)\s*$/, '').trim();

/** The integrated-process source of one card (checked by the same schema as authored resources). */
export function interviewSource(card: Card) {
  return exerciseResource.parse({
    code: card.code,
    type: 'integrated_process',
    title: card.title_en,
    title_jp: card.title,
    description: 'Read the passage aloud, then answer the questions.',
    description_jp: '問題カードの文章を音読してから、面接委員の質問に英語で答えましょう。',
    option_random: 0,
    part_items: [
      {
        part_type: 'init',
        part_info: {
          title: card.passage_title,
          title_jp: card.title,
          instruction: 'Please read the passage silently for 20 seconds.',
          instruction_jp: '問題カードの文章を20秒間、黙読しましょう。',
          audio: examiner('Hello. This is your card. Please read the passage silently for twenty seconds.'),
          time: 20,
        },
      },
      {
        part_type: 'reading',
        part_info: { title: 'Reading aloud', title_jp: '音読', instruction: 'Please read the passage aloud.', instruction_jp: '文章を声に出して読みましょう。', audio: examiner('All right. Please read the passage aloud.') },
      },
      {
        part_type: 'speaking',
        part_info: {
          title: 'Questions',
          title_jp: '質問',
          instruction: 'Now, I will ask you some questions.',
          instruction_jp: 'これから面接委員が質問します。英語の文で答えましょう。',
          audio: examiner('Now, I will ask you some questions.'),
        },
      },
    ],
    items: [
      { id: `${card.code}-reading`, part_type: 'reading', screen_text: card.passage, screen_text_jp: card.passage_jp, screen_pic: card.picture, record_max_time: 60 },
      ...card.questions.map((question) => ({
        id: question.id,
        part_type: 'speaking',
        screen_text: question.prompt,
        screen_text_jp: question.prompt_jp,
        screen_pic: card.picture,
        instruction_audio: examiner(spokenPrompt(question.prompt)),
        samples: question.model_answers.slice(0, 3).map((content, at) => (at === 0 ? { content, content_jp: question.model_answer_jp } : { content })),
        record_max_time: 20,
        wait_time: 2,
      })),
    ],
  });
}

/** Builds every card's package (examiner audio through the TTS cache) and loads the cards; safe to rerun. */
export async function loadEikenInterviews(db: Database, options: { dataDir: string; tts: TtsCache; contentDir?: string; log?: (line: string) => void }): Promise<number> {
  const contentDir = options.contentDir ?? EXERCISE_CONTENT_DIR;
  const grades = yamlFiles(path.join(contentDir, 'eiken')).map((file) => readYaml(path.join(contentDir, 'eiken', file), eikenFile, contentDir));
  const levels = new Map((await db.select({ id: eikenLevels.id, code: eikenLevels.code }).from(eikenLevels)).map((level) => [level.code, level.id]));
  const cards: { card: Card; level: string; position: number; input: ResourceInput; picture: string }[] = [];
  for (const grade of grades) {
    for (const [position, card] of grade.interviews.entries()) {
      const source = interviewSource(card);
      const built = await buildPackage(source, { dataDir: options.dataDir, contentDir, tts: options.tts });
      cards.push({
        card,
        level: grade.level,
        position,
        picture: `${built.packagePath}media/${card.picture}`,
        input: {
          code: built.code,
          type: built.type,
          title: source.title_jp,
          version: built.version,
          package_path: built.packagePath,
          level: grade.level,
          group_key: eikenInterviewGroupKey(grade.level),
          position,
          items: itemKeysFromPackage(built.index),
        },
      });
    }
  }
  const ids = await upsertResources(db, cards.map((entry) => entry.input));
  await db.transaction(async (tx) => {
    for (const { card, level, position, picture } of cards) {
      const levelId = levels.get(level);
      if (!levelId) throw new ContentError(`content/exercises/eiken/${level}.yaml: 級 ${level} が登録されていません`);
      const values = {
        code: card.code,
        levelId,
        resourceId: ids.get(card.code)!,
        title: card.title,
        titleEn: card.title_en,
        passageTitle: card.passage_title,
        passage: card.passage,
        passageJp: card.passage_jp,
        picture,
        position,
      };
      await tx.insert(eikenInterviews).values(values).onConflictDoUpdate({ target: eikenInterviews.code, set: values });
    }
  });
  options.log?.(`eiken interviews: ${cards.length} cards`);
  return cards.length;
}
