// The chat bot's conversation (spec part 2 section 3 "Chat bot data"): the resource's items are
// its question items (the bot's prompts), each with a `child_index` naming it; `answer_items`
// hold, per prompt (same child_index), the replies the learner may say. A reply's own
// `child_index` names the prompt that follows it; 0 or a missing prompt ends the conversation.
// The answer posted for a prompt is "<prompt child_index>-<option index>" (section 7).

export type ChatBotOption = { index: number; screen_text: string; screen_text_jp?: string; child_index: number };

export type ChatBotPrompt = {
  index: number;
  question_id: string;
  child_index: number;
  screen_text: string;
  screen_text_jp?: string;
  audio_file?: string;
  speaker?: string;
  speaker_picture?: string;
};

export type ChatBotAnswerItem = { index: number; child_index: number; options: ChatBotOption[] };

export type ChatBotScript = { prompts: ChatBotPrompt[]; answers: ChatBotAnswerItem[] };

export function firstPrompt(script: ChatBotScript): ChatBotPrompt | undefined {
  return [...script.prompts].sort((a, b) => a.index - b.index)[0];
}

export function optionsFor(script: ChatBotScript, prompt: ChatBotPrompt): ChatBotOption[] {
  const group = script.answers.find((answer) => answer.child_index === prompt.child_index);
  return [...(group?.options ?? [])].sort((a, b) => a.index - b.index);
}

/** The prompt that follows a chosen reply, or undefined when the conversation ends. */
export function promptAfter(script: ChatBotScript, option: ChatBotOption): ChatBotPrompt | undefined {
  if (!option.child_index) return undefined;
  return script.prompts.find((prompt) => prompt.child_index === option.child_index);
}

/** answer_result of a chat-bot answer: the prompt's child index and the option index joined by a dash. */
export function chatBotAnswerResult(prompt: ChatBotPrompt, option: ChatBotOption): string {
  return `${prompt.child_index}-${option.index}`;
}

/** Reads an answer_result back ("3-2" -> child 3, option 2); null when it is not one. */
export function parseChatBotAnswerResult(value: unknown): { childIndex: number; optionIndex: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d+)-(\d+)$/.exec(value.trim());
  if (!match) return null;
  return { childIndex: Number(match[1]), optionIndex: Number(match[2]) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : Number.NaN);

/**
 * Reads the script out of a resource, keeping only well-formed prompts and options (a corrupt
 * entry is dropped rather than crashing the screen); the content build refuses such entries
 * before they are published, so this only guards the browser against a damaged package.
 */
export function readChatBotScript(resource: { items: readonly unknown[]; answer_items?: unknown }): ChatBotScript {
  const prompts = resource.items.filter(isRecord).flatMap((raw): ChatBotPrompt[] => {
    const index = whole(raw.index);
    const childIndex = whole(raw.child_index);
    const screenText = text(raw.screen_text);
    const questionId = text(raw.question_id);
    if (Number.isNaN(index) || Number.isNaN(childIndex) || !screenText || !questionId) return [];
    return [
      {
        index,
        question_id: questionId,
        child_index: childIndex,
        screen_text: screenText,
        screen_text_jp: text(raw.screen_text_jp),
        audio_file: text(raw.audio_file),
        speaker: text(raw.speaker),
        speaker_picture: text(raw.speaker_picture),
      },
    ];
  });
  const answers = (Array.isArray(resource.answer_items) ? resource.answer_items : []).filter(isRecord).flatMap((raw): ChatBotAnswerItem[] => {
    const childIndex = whole(raw.child_index);
    if (Number.isNaN(childIndex) || !Array.isArray(raw.options)) return [];
    const options = raw.options.filter(isRecord).flatMap((option): ChatBotOption[] => {
      const index = whole(option.index);
      const screenText = text(option.screen_text);
      if (Number.isNaN(index) || !screenText) return [];
      const next = whole(option.child_index);
      return [{ index, screen_text: screenText, screen_text_jp: text(option.screen_text_jp), child_index: Number.isNaN(next) ? 0 : next }];
    });
    return options.length > 0 ? [{ index: whole(raw.index) || childIndex, child_index: childIndex, options }] : [];
  });
  return { prompts, answers };
}
