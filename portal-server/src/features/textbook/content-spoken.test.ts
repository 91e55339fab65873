import { SPOKEN_TYPE_KEYS } from 'shared-contract';
import { describe, expect, it } from 'vitest';
import { itemKeysFromPackage } from '../resources/package-keys';
import { allResources, packageIndex, readExerciseContent } from './content-build';
import { exerciseResource, type ExerciseResourceSource } from './content-schema';

type Json = Record<string, unknown>;

describe('the spoken content (issue 7)', () => {
  const resources = allResources(readExerciseContent()).filter((resource): resource is ExerciseResourceSource => (SPOKEN_TYPE_KEYS as readonly string[]).includes(resource.type));

  it.each(SPOKEN_TYPE_KEYS)('has at least six items of %s, each with model audio and a category', (type) => {
    const ofType = resources.filter((resource) => resource.type === type);
    const items = ofType.flatMap((resource) => packageIndex(resource).index.items as Json[]);
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      expect(item.audio_file, `${String(item.question_id)} audio`).toMatch(/^audio\/.+\.mp3$/);
      if (type !== 'pure_listening') expect(item.category, `${String(item.question_id)} category`).toMatch(/^(read_word|read_sentence|read_chapter|free_reply)$/);
    }
  });

  it('gives the registry a speech key for recorded items, a chat-bot key for chat bots and a kept score for listening', () => {
    for (const resource of resources) {
      const expected = resource.type === 'chat_bot' ? 'chat_bot' : resource.type === 'pure_listening' ? 'free' : 'speech';
      for (const key of itemKeysFromPackage(packageIndex(resource).index)) expect(key.kind).toBe(expected);
    }
  });

  it('numbers the chat-bot replies and links them to the prompts that follow', () => {
    const chat = resources.find((resource) => resource.type === 'chat_bot')!;
    const index = packageIndex(chat).index;
    const prompts = new Set((index.items as Json[]).map((item) => item.child_index));
    for (const group of index.answer_items as { child_index: number; options: { index: number; child_index: number }[] }[]) {
      expect(prompts.has(group.child_index)).toBe(true);
      group.options.forEach((option, position) => {
        expect(option.index).toBe(position + 1);
        expect(option.child_index === 0 || prompts.has(option.child_index)).toBe(true);
      });
    }
  });

  it('puts the speakers, the waits and the parts into the package with their files', () => {
    const dialogue = packageIndex(resources.find((resource) => resource.type === 'dialogue_practice')!);
    expect(dialogue.index.speakers).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'single', picture: expect.stringMatching(/^media\/spoken-avatar-/) })]));
    const integrated = packageIndex(resources.find((resource) => resource.type === 'integrated_process')!);
    const parts = (integrated.index.part_items as { part_type: string; part_info: Json }[]).map((part) => part.part_type);
    expect(parts).toEqual(['init', 'reading', 'speaking', 'narration']);
    for (const part of integrated.index.part_items as { part_info: { audio_file: string } }[]) expect(integrated.audio.has(part.part_info.audio_file)).toBe(true);
    const business = packageIndex(resources.find((resource) => resource.type === 'business_word_reading')!);
    const words = business.index.items as Json[];
    expect(words.some((word) => !word.example_sentence)).toBe(true);
    for (const word of words.filter((entry) => entry.example_sentence)) expect(word.example_audio_file).toMatch(/-example\.mp3$/);
  });
});

describe('spoken content validation', () => {
  const base = { title: 'Chat', title_jp: 'チャット', description: 'Talk.', description_jp: '話しましょう。' };
  const prompt = (id: string, child: number) => ({ id, child_index: child, speaker: 'Mia', screen_text: 'Hello?', screen_text_jp: 'こんにちは？', audio: [{ text: 'Hello?' }] });

  it('refuses a chat-bot reply that leads back or nowhere', () => {
    const loop = exerciseResource.safeParse({
      ...base,
      code: 'x-chat',
      type: 'chat_bot',
      items: [prompt('x-c1', 1), prompt('x-c2', 2)],
      answer_items: [
        { child_index: 1, options: [{ screen_text: 'Hi.', next: 2 }] },
        { child_index: 2, options: [{ screen_text: 'Again.', next: 1 }, { screen_text: 'Lost.', next: 9 }] },
      ],
    });
    expect(loop.success).toBe(false);
    expect(loop.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['answer_items.1.options.0', 'answer_items.1.options.1']);
  });

  it('refuses a prompt without replies and a dialogue line of an unknown speaker', () => {
    const noReplies = exerciseResource.safeParse({ ...base, code: 'x-chat2', type: 'chat_bot', items: [prompt('x-c3', 1)], answer_items: [] });
    expect(noReplies.success).toBe(false);
    const dialogue = exerciseResource.safeParse({
      ...base,
      code: 'x-dialogue',
      type: 'dialogue_practice',
      speakers: [{ name: 'Ann', type: 'single' }, { name: 'Bo', type: 'single' }],
      items: [{ id: 'x-d1', speaker: 'Cy', screen_text: 'Hi.', screen_text_jp: 'やあ。', audio: [{ text: 'Hi.' }] }],
    });
    expect(dialogue.success).toBe(false);
    expect(dialogue.error?.issues[0]?.path).toEqual(['items', 0, 'speaker']);
  });

  it('refuses a free reply without a sample answer and a category speech-server does not know', () => {
    const speaking = exerciseResource.safeParse({ ...base, code: 'x-speak', type: 'speaking', items: [{ id: 'x-s1', screen_text: 'Why?', screen_text_jp: 'なぜ？', audio: [{ text: 'Why?' }] }] });
    expect(speaking.success).toBe(false);
    const reading = exerciseResource.safeParse({ ...base, code: 'x-read', type: 'sentence_reading', items: [{ id: 'x-r1', screen_text: 'Hi.', screen_text_jp: 'やあ。', category: 'read_poem' }] });
    expect(reading.success).toBe(false);
  });
});
