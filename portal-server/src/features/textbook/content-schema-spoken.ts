// The source format of the spoken question types (issue 7) in content/exercises/ (see its
// README.md, "Spoken items"): item fields per type, the resource-level data some types need
// (dialogue speakers and wait items, integrated-process parts, chat-bot replies, the article's
// title) and the checks the players rely on (a speaker that exists, a chat-bot reply that leads
// to a prompt that exists, a part with its introduction).
//
// content-schema.ts builds these from its own primitives (spokenSchemas), so the two files do
// not import each other at load time.
import { INTEGRATED_PARTS, ITEM_SPEECH_CATEGORIES, type SpokenTypeKey } from 'shared-contract';
import { z } from 'zod';
import type { AudioLine } from './content-schema';

/** The primitives of content-schema.ts the spoken schemas are made of. */
export type SchemaPrimitives<Base extends Record<string, z.ZodType>> = {
  audioLine: z.ZodType<AudioLine>;
  english: (max: number) => z.ZodString;
  japanese: (max: number) => z.ZodString;
  mediaFile: z.ZodString;
  /** Fields every item may carry (content-schema.ts itemBase). */
  itemBase: Base;
};

/** The parts of an integrated-process resource: an introduction, then the parts whose items record. */
export const PART_TYPES = ['init', ...INTEGRATED_PARTS] as const;

/** The item schemas of the spoken types and their resource-level fields, from content-schema.ts's primitives. */
export function spokenSchemas<Base extends Record<string, z.ZodType>>({ audioLine, english, japanese, mediaFile, itemBase }: SchemaPrimitives<Base>) {
  const audio = z.array(audioLine).min(1).max(14);

  const spokenBase = {
    ...itemBase,
    /** speech-server category (PROTOCOL.md); the build fills the type's default (shared-contract DEFAULT_SPOKEN_CATEGORY). */
    category: z.enum(ITEM_SPEECH_CATEGORIES).optional(),
    /** What is scored, when it differs from what the screen shows. */
    evaluate_text: english(2000).optional(),
    /** Seconds; the type's default (spec part 2 section 9) when absent. */
    record_max_time: z.number().int().min(3).max(180).optional(),
    audio: audio.optional(),
  };

  const sentence = { screen_text: english(400), screen_text_jp: japanese(400) };
  /** Free replies are scored against their sample answers, so they need at least one. */
  const samples = z.array(z.object({ content: english(800), content_jp: japanese(800).optional() }).strict()).min(1).max(3);
  const freeReply = { wait_time: z.number().int().min(0).max(60).optional(), samples };


  const items = {
    sentence_reading: z.object({ ...spokenBase, ...sentence }).strict(),
    word_reading: z.object({ ...spokenBase, word: english(40), ipa: z.string().max(80).optional(), mean: japanese(100) }).strict(),
    picture_reading: z.object({ ...spokenBase, screen_pic: mediaFile, screen_text: english(80), screen_text_jp: japanese(100), ipa: z.string().max(80).optional() }).strict(),
    article_reading: z.object({ ...spokenBase, ...sentence }).strict(),
    shadowing: z.object({ ...spokenBase, ...sentence, audio }).strict(),
    sentence_shadowing: z.object({ ...spokenBase, ...sentence, audio }).strict(),
    shadow_tracking: z.object({ ...spokenBase, ...sentence }).strict(),
    dialogue_practice: z.object({ ...spokenBase, ...sentence, speaker: english(40), audio }).strict(),
    dialogue_challenge: z.object({ ...spokenBase, ...sentence, speaker: english(40), audio }).strict(),
    narration: z.object({ ...spokenBase, screen_text: english(1500), screen_text_jp: japanese(1500), instruction_audio: audio }).strict(),
    speaking: z.object({ ...spokenBase, ...sentence, ...freeReply, audio }).strict(),
    picture_description: z.object({ ...spokenBase, screen_pic: mediaFile, screen_text: english(400).optional(), screen_text_jp: japanese(400).optional(), ...freeReply, audio }).strict(),
    quick_response: z.object({ ...spokenBase, ...sentence, ...freeReply, audio }).strict(),
    integrated_process: z
      .object({
        ...spokenBase,
        part_type: z.enum(INTEGRATED_PARTS),
        screen_text: english(1500),
        screen_text_jp: japanese(1500),
        instruction_audio: audio.optional(),
        wait_time: z.number().int().min(0).max(60).optional(),
      })
      .strict(),
    pure_listening: z.object({ ...itemBase, screen_title: english(120), screen_title_jp: japanese(120), audio, subtitle_translate: japanese(1500) }).strict(),
    business_word_reading: z
      .object({
        ...spokenBase,
        word: english(40),
        ipa: z.string().max(80).optional(),
        mean: japanese(100),
        example_sentence: english(300).optional(),
        example_sentence_jp: japanese(300).optional(),
        example_audio: audio.optional(),
      })
      .strict(),
    chat_bot: z
      .object({
        ...spokenBase,
        ...sentence,
        child_index: z.number().int().min(1).max(999),
        speaker: english(40),
        speaker_picture: mediaFile.optional(),
        audio,
      })
      .strict(),
  } as const satisfies Record<SpokenTypeKey, z.ZodType>;

  /** Resource-level fields of the spoken types (spec part 2 section 3 "Practice resource", "Chat bot data"). */
  const resourceFields = {
    speakers: z
      .array(z.object({ name: english(40), type: z.enum(['single', 'all']), picture: mediaFile.optional() }).strict())
      .min(2)
      .max(6)
      .optional(),
    wait_items: z
      .array(
        z
          .object({
            /** The item number (1-based) after which the wait comes; 0 before the first. */
            after_index: z.number().int().min(0).max(40),
            type: z.enum(['audio', 'timed']),
            seconds: z.number().int().min(1).max(30).optional(),
            screen_en_text: english(300).optional(),
            screen_jp_text: japanese(300).optional(),
            audio: audio.optional(),
          })
          .strict(),
      )
      .max(20)
      .optional(),
    part_items: z
      .array(
        z
          .object({
            part_type: z.enum(PART_TYPES),
            part_info: z
              .object({ title: english(200), title_jp: japanese(200), instruction: english(400), instruction_jp: japanese(400), audio: audio.optional(), time: z.number().int().min(0).max(30).optional() })
              .strict(),
          })
          .strict(),
      )
      .max(4)
      .optional(),
    answer_items: z
      .array(
        z
          .object({
            child_index: z.number().int().min(1).max(999),
            options: z
              .array(z.object({ screen_text: english(200), screen_text_jp: japanese(200).optional(), next: z.number().int().min(1).max(999).optional() }).strict())
              .min(1)
              .max(6),
          })
          .strict(),
      )
      .max(60)
      .optional(),
    full_text: z.object({ title: english(200), title_jp: japanese(200).optional() }).strict().optional(),
  };
  return { items, resourceFields };
}

type SpokenResourceShape = {
  type: string;
  items: Record<string, unknown>[];
  speakers?: { name: string; type: 'single' | 'all' }[] | undefined;
  wait_items?: { after_index: number; type: 'audio' | 'timed'; seconds?: number | undefined; audio?: unknown }[] | undefined;
  part_items?: { part_type: string }[] | undefined;
  answer_items?: { child_index: number; options: { next?: number | undefined }[] }[] | undefined;
};

/** Checks across a spoken resource's items and its resource-level data. */
export function checkSpokenResource(resource: SpokenResourceShape, ctx: z.RefinementCtx): void {
  const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
  const type = resource.type;
  if (type === 'dialogue_practice' || type === 'dialogue_challenge') {
    const singles = new Set((resource.speakers ?? []).filter((speaker) => speaker.type === 'single').map((speaker) => speaker.name));
    if (singles.size < 2) issue('会話には2人以上の話し手（speakers の single）が必要です', ['speakers']);
    resource.items.forEach((entry, position) => {
      if (!singles.has(String(entry.speaker))) issue(`話し手 ${String(entry.speaker)} が speakers にありません`, ['items', position, 'speaker']);
    });
    (resource.wait_items ?? []).forEach((wait, position) => {
      if (wait.after_index > resource.items.length) issue(`after_index ${wait.after_index} の文がありません`, ['wait_items', position]);
      if (wait.type === 'timed' && !wait.seconds) issue('timed の待ち時間には seconds が必要です', ['wait_items', position]);
      if (wait.type === 'audio' && !wait.audio) issue('audio の待ち時間には audio が必要です', ['wait_items', position]);
    });
  }
  if (type === 'integrated_process') {
    const parts = new Set((resource.part_items ?? []).map((part) => part.part_type));
    resource.items.forEach((entry, position) => {
      if (!parts.has(String(entry.part_type))) issue(`パート ${String(entry.part_type)} の説明（part_items）がありません`, ['items', position, 'part_type']);
    });
  }
  if (type === 'chat_bot') {
    const prompts = resource.items.map((entry) => Number(entry.child_index));
    const known = new Set(prompts);
    if (known.size !== prompts.length) issue('child_index が重複しています', ['items']);
    for (const child of prompts) {
      if (!(resource.answer_items ?? []).some((answer) => answer.child_index === child)) issue(`child_index ${child} の答え（answer_items）がありません`, ['answer_items']);
    }
    (resource.answer_items ?? []).forEach((answer, position) => {
      if (!known.has(answer.child_index)) issue(`child_index ${answer.child_index} の問いかけがありません`, ['answer_items', position]);
      answer.options.forEach((option, at) => {
        // A reply leads on to a later prompt only, so a conversation always ends.
        if (option.next !== undefined && (!known.has(option.next) || option.next <= answer.child_index)) {
          issue(`next ${option.next} は、より後の問いかけの child_index にしてください`, ['answer_items', position, 'options', at]);
        }
      });
    });
  }
  if (type !== 'dialogue_practice' && type !== 'dialogue_challenge' && (resource.speakers || resource.wait_items)) issue('speakers と wait_items は会話の教材だけに書けます', ['speakers']);
  if (type !== 'integrated_process' && resource.part_items) issue('part_items は総合問題だけに書けます', ['part_items']);
  if (type !== 'chat_bot' && resource.answer_items) issue('answer_items はチャットボットだけに書けます', ['answer_items']);
}
