// Spoken items and resources (issue 7) to the engine's practice resource (index.json), for the
// content build: the model audio, instruction, example-sentence, wait and part audio files, the
// item's evaluation category (the type's default when it names none), the chat bot's numbered
// replies and the dialogue speakers' pictures.
import { DEFAULT_SPOKEN_CATEGORY, integratedPartCategory, type IntegratedPart, type SpokenTypeKey } from 'shared-contract';
import type { AudioLine } from './content-schema';

type Json = Record<string, unknown>;
type AudioPlan = Map<string, AudioLine[]>;

const media = (file: unknown) => (typeof file === 'string' ? `media/${file}` : undefined);
const spokenWord = (word: string): AudioLine[] => [{ voice: 'en-us', text: word, speed: 40 }];

const MODEL_READ_TYPES: ReadonlySet<SpokenTypeKey> = new Set(['sentence_reading', 'picture_reading', 'article_reading', 'shadow_tracking', 'narration']);

function plan(audio: AudioPlan, file: string, lines: AudioLine[] | undefined): string | undefined {
  if (!lines || lines.length === 0) return undefined;
  audio.set(file, lines);
  return file;
}

function compact<T extends Json>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * The index.json item of a spoken type, on top of the fields every item has (`base`, already
 * holding audio_file from the item's `audio`).
 */
export function spokenItemOut(type: SpokenTypeKey, base: Json, source: Json, audio: AudioPlan): Json {
  const id = String(source.id);
  const out: Json = { ...base };
  const defaultCategory = type === 'pure_listening' ? undefined : type === 'integrated_process' ? integratedPartCategory(source.part_type as IntegratedPart) : DEFAULT_SPOKEN_CATEGORY[type];
  if (defaultCategory) out.category = source.category ?? defaultCategory;
  if (source.record_max_time !== undefined) out.record_max_time = source.record_max_time;
  if (source.evaluate_text !== undefined) out.evaluate_text = source.evaluate_text;
  if (source.instruction_audio) out.instruction_audio = plan(audio, `audio/${id}-instruction.mp3`, source.instruction_audio as AudioLine[]);
  for (const field of ['word', 'ipa', 'mean', 'speaker', 'wait_time', 'part_type', 'example_sentence', 'example_sentence_jp', 'child_index']) {
    if (source[field] !== undefined) out[field] = source[field];
  }
  if (type === 'word_reading' || type === 'business_word_reading') {
    out.audio_file ??= plan(audio, `audio/${id}.mp3`, spokenWord(String(source.word)));
    // The model audio of a word is the word itself: no transcript line to show.
    delete out.subtitle_original;
  }
  // Every reading type has a model to listen to: the text itself when the item names no audio.
  if (MODEL_READ_TYPES.has(type) && typeof source.screen_text === 'string') {
    out.audio_file ??= plan(audio, `audio/${id}.mp3`, [{ voice: 'en-us-f', text: source.screen_text, speed: 45 }]);
  }
  if (type === 'business_word_reading' && source.example_sentence) {
    const lines = (source.example_audio as AudioLine[] | undefined) ?? [{ voice: 'en-us-f', text: String(source.example_sentence), speed: 45 }];
    out.example_audio_file = plan(audio, `audio/${id}-example.mp3`, lines);
  }
  if (type === 'chat_bot') out.speaker_picture = media(source.speaker_picture);
  if (type === 'pure_listening') out.screen_text ??= base.subtitle_original;
  return compact(out);
}

/** The resource-level fields of a spoken resource in index.json. */
export function spokenResourceOut(resource: Json, items: Json[], audio: AudioPlan): Json {
  const out: Json = {};
  if (Array.isArray(resource.speakers)) {
    out.speakers = (resource.speakers as Json[]).map((speaker) => compact({ name: speaker.name, type: speaker.type, picture: media(speaker.picture) }));
  }
  if (Array.isArray(resource.wait_items)) {
    out.wait_items = (resource.wait_items as Json[]).map((wait, position) =>
      compact({
        after_index: wait.after_index,
        type: wait.type,
        seconds: wait.seconds,
        screen_en_text: wait.screen_en_text,
        screen_jp_text: wait.screen_jp_text,
        audio_file: plan(audio, `audio/wait-${position + 1}.mp3`, wait.audio as AudioLine[] | undefined),
      }),
    );
  }
  if (Array.isArray(resource.part_items)) {
    out.part_items = (resource.part_items as Json[]).map((part) => {
      const info = part.part_info as Json;
      return {
        part_type: part.part_type,
        part_info: compact({
          title: info.title,
          title_jp: info.title_jp,
          instruction: info.instruction,
          instruction_jp: info.instruction_jp,
          time: info.time,
          audio_file: plan(audio, `audio/part-${String(part.part_type)}.mp3`, info.audio as AudioLine[] | undefined),
        }),
      };
    });
  }
  if (Array.isArray(resource.answer_items)) {
    out.answer_items = (resource.answer_items as Json[]).map((answer, position) => ({
      index: position + 1,
      child_index: answer.child_index,
      options: (answer.options as Json[]).map((option, at) => compact({ index: at + 1, screen_text: option.screen_text, screen_text_jp: option.screen_text_jp, child_index: option.next ?? 0 })),
    }));
  }
  if (resource.full_text) {
    const full = resource.full_text as Json;
    const sentences = items.map((item) => String(item.screen_text ?? '')).filter((text) => text !== '');
    const lines = (resource.items as Json[]).flatMap((item) => (item.audio as AudioLine[] | undefined) ?? []);
    out.full_text = compact({
      title: full.title,
      title_jp: full.title_jp,
      screen_en_text: sentences.join(' '),
      screen_jp_text: items.map((item) => String(item.screen_text_jp ?? '')).join(''),
      audio_file: plan(audio, 'audio/full-text.mp3', lines),
    });
  }
  return out;
}

/** Pictures a spoken resource uses besides its items' screen_pic (speakers, chat-bot avatars). */
export function spokenMedia(resource: Json): string[] {
  const files: string[] = [];
  for (const speaker of (resource.speakers as Json[] | undefined) ?? []) if (typeof speaker.picture === 'string') files.push(speaker.picture);
  for (const entry of (resource.items as Json[] | undefined) ?? []) if (typeof entry.speaker_picture === 'string') files.push(entry.speaker_picture);
  return files;
}
