import { describe, expect, it } from 'vitest';
import { chatBotAnswerResult, firstPrompt, optionsFor, parseChatBotAnswerResult, promptAfter, readChatBotScript } from './chat-bot-script';

const resource = {
  items: [
    { index: 2, question_id: 'q2', child_index: 2, screen_text: 'Hot or iced?' },
    { index: 1, question_id: 'q1', child_index: 1, screen_text: 'What would you like?', speaker: 'Clerk' },
    { index: 3, question_id: 'broken' },
  ],
  answer_items: [
    { index: 1, child_index: 1, options: [{ index: 2, screen_text: 'Tea, please.', child_index: 2 }, { index: 1, screen_text: 'Coffee, please.', child_index: 2 }] },
    { index: 2, child_index: 2, options: [{ index: 1, screen_text: 'Hot, please.', child_index: 0 }, { index: 2, screen_text: 'bad option' }, { screen_text: 'no index' }] },
    'garbage',
  ],
};

describe('chat-bot script', () => {
  const script = readChatBotScript(resource);

  it('keeps only well-formed prompts and options', () => {
    expect(script.prompts.map((prompt) => prompt.question_id)).toEqual(['q2', 'q1']);
    expect(script.answers).toHaveLength(2);
    expect(script.answers[1]?.options.map((option) => option.index)).toEqual([1, 2]);
  });

  it('starts at the lowest index and follows the chosen reply', () => {
    const first = firstPrompt(script);
    expect(first?.question_id).toBe('q1');
    const options = optionsFor(script, first!);
    expect(options.map((option) => option.screen_text)).toEqual(['Coffee, please.', 'Tea, please.']);
    const second = promptAfter(script, options[0]!);
    expect(second?.question_id).toBe('q2');
    expect(promptAfter(script, optionsFor(script, second!)[0]!)).toBeUndefined();
  });

  it('posts and reads answer_result as child-option', () => {
    const first = firstPrompt(script)!;
    const option = optionsFor(script, first)[1]!;
    expect(chatBotAnswerResult(first, option)).toBe('1-2');
    expect(parseChatBotAnswerResult('1-2')).toEqual({ childIndex: 1, optionIndex: 2 });
    expect(parseChatBotAnswerResult('1-x')).toBeNull();
    expect(parseChatBotAnswerResult(12)).toBeNull();
  });
});
