// Step programs: the timed sequences the narration, speaking, picture-description, quick-response,
// integrated-process and dialogue-challenge screens play through (spec part 2 section 3
// "Progress step", section 4). A step plays a sound, waits, or records; the runner
// (hooks/use-step-runner.ts) moves through them and lets the learner go back, forward, pause and
// resume where the screen allows it.

/** Built-in sounds, synthesised in the browser (no file to load): the narration tones and the record beep. */
export type CueSound = 'tone' | 'beep';

export type ProgressStep =
  /** A title card: the part or question's introduction, shown for `time` seconds (0: until the learner moves on). */
  | { type: 'init'; time: number; subtitle_en?: string; subtitle_jp?: string; picture?: string }
  /** A file of the resource (instruction, question, model line). */
  | { type: 'audio'; audio_path: string; subtitle_en?: string; subtitle_jp?: string; picture?: string; question_id?: string }
  /** A built-in cue sound. */
  | { type: 'cue'; sound: CueSound }
  /** A pause or preparation time in seconds (shown as a countdown). */
  | { type: 'wait'; time: number; subtitle_en?: string; subtitle_jp?: string }
  /** Record the learner's answer to `question_id`. */
  | { type: 'record'; question_id: string; max_record_time?: number; subtitle_en?: string; subtitle_jp?: string };

/**
 * Narration's fixed sequence (spec part 2 section 4): introductory tone, pause 2 s, instruction
 * audio, pause 2 s, second tone, pause 1 s, beep, record.
 */
export function narrationSteps(item: { question_id: string; instruction_audio?: string; audio_file?: string; record_max_time?: number | string; instruction?: string; instruction_jp?: string }): ProgressStep[] {
  const instruction = item.instruction_audio ?? item.audio_file;
  const max = positiveSeconds(item.record_max_time);
  return [
    { type: 'cue', sound: 'tone' },
    { type: 'wait', time: 2 },
    ...(instruction ? [{ type: 'audio' as const, audio_path: instruction, subtitle_en: item.instruction, subtitle_jp: item.instruction_jp }] : []),
    { type: 'wait', time: 2 },
    { type: 'cue', sound: 'tone' },
    { type: 'wait', time: 1 },
    { type: 'cue', sound: 'beep' },
    { type: 'record', question_id: item.question_id, ...(max ? { max_record_time: max } : {}) },
  ];
}

function positiveSeconds(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * Picture description and quick response (spec part 2 section 4): the item's audio, a wait
 * (thinking time), a beep, then the recording.
 */
export function promptThenRecordSteps(item: { question_id: string; audio_file?: string; wait_time?: number; record_max_time?: number | string; screen_text?: string; screen_text_jp?: string }): ProgressStep[] {
  const wait = Number(item.wait_time);
  const max = positiveSeconds(item.record_max_time);
  return [
    ...(item.audio_file ? [{ type: 'audio' as const, audio_path: item.audio_file, subtitle_en: item.screen_text, subtitle_jp: item.screen_text_jp }] : []),
    ...(Number.isFinite(wait) && wait > 0 ? [{ type: 'wait' as const, time: wait }] : []),
    { type: 'cue', sound: 'beep' },
    { type: 'record', question_id: item.question_id, ...(max ? { max_record_time: max } : {}) },
  ];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const seconds = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : Number.NaN;
};

/**
 * Reads a progress list as content carries it (type audio / wait / record / init, audioPath or
 * audio_path, time, max_record_time, question_id, subtitles). Steps that cannot run (an audio
 * step without a file, a record step without a question) are dropped, not guessed.
 */
export function readProgressSteps(raw: unknown): ProgressStep[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).flatMap((step): ProgressStep[] => {
    const subtitles = { subtitle_en: optionalText(step.subtitle_en), subtitle_jp: optionalText(step.subtitle_jp) };
    switch (step.type) {
      case 'init': {
        const time = seconds(step.time);
        return [{ type: 'init', time: Number.isNaN(time) ? 0 : time, ...subtitles, picture: optionalText(step.picture) }];
      }
      case 'audio': {
        const path = optionalText(step.audio_path) ?? optionalText(step.audioPath);
        return path ? [{ type: 'audio', audio_path: path, ...subtitles, picture: optionalText(step.picture), question_id: optionalText(step.question_id) }] : [];
      }
      case 'cue':
        return step.sound === 'tone' || step.sound === 'beep' ? [{ type: 'cue', sound: step.sound }] : [];
      case 'wait': {
        const time = seconds(step.time);
        return Number.isNaN(time) ? [] : [{ type: 'wait', time, ...subtitles }];
      }
      case 'record': {
        const questionId = optionalText(step.question_id);
        const max = seconds(step.max_record_time);
        return questionId ? [{ type: 'record', question_id: questionId, ...(max > 0 ? { max_record_time: max } : {}), ...subtitles }] : [];
      }
      default:
        return [];
    }
  });
}

/** Index of the next record step at or after `from`, or -1. */
export function nextRecordStep(steps: readonly ProgressStep[], from: number): number {
  for (let index = Math.max(0, from); index < steps.length; index += 1) if (steps[index]?.type === 'record') return index;
  return -1;
}

/** Where "back" goes: the start of the previous step that is not a bare pause or cue. */
export function stepBack(steps: readonly ProgressStep[], current: number): number {
  for (let index = Math.min(current, steps.length) - 1; index >= 0; index -= 1) {
    const type = steps[index]?.type;
    if (type === 'audio' || type === 'init' || type === 'record') return index;
  }
  return 0;
}

/** Where "forward" goes: the next step that is not a bare pause or cue, or the end. */
export function stepForward(steps: readonly ProgressStep[], current: number): number {
  for (let index = current + 1; index < steps.length; index += 1) {
    const type = steps[index]?.type;
    if (type === 'audio' || type === 'init' || type === 'record') return index;
  }
  return steps.length;
}
