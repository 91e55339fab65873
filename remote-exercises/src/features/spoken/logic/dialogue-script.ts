// Dialogue practice and challenge (spec part 2 section 4 "Dialogue challenge"): the learner
// chooses a role (homework uses all), a countdown runs, a beep sounds, then the lines play or
// are recorded in turn by role; wait items after a line play their audio or count down their
// seconds; at the end the run goes to the results.
import type { ProgressStep } from './progress-steps';

export type DialogueSpeaker = { name: string; type: 'single' | 'all'; picture?: string };

export type DialogueLine = {
  index: number;
  question_id: string;
  speaker: string;
  screen_text: string;
  screen_text_jp?: string;
  audio_file?: string;
  record_max_time?: number;
};

export type WaitItem = {
  /** The line (its index) after which this wait comes; 0 before the first line. */
  after_index: number;
  type: 'audio' | 'timed';
  seconds?: number;
  screen_en_text?: string;
  screen_jp_text?: string;
  audio_file?: string;
};

/** The role "all": the learner records every line (homework always uses it). */
export const ALL_ROLES = '*all*';

/** The roles offered in the role-choice popup: each single speaker, then "all" when the resource has it. */
export function roleChoices(speakers: readonly DialogueSpeaker[]): { role: string; speaker: DialogueSpeaker }[] {
  return speakers.map((speaker) => ({ role: speaker.type === 'all' ? ALL_ROLES : speaker.name, speaker }));
}

export function recordsLine(role: string, line: Pick<DialogueLine, 'speaker'>): boolean {
  return role === ALL_ROLES || line.speaker === role;
}

function waitSteps(waits: readonly WaitItem[], afterIndex: number): ProgressStep[] {
  return waits
    .filter((wait) => wait.after_index === afterIndex)
    .flatMap((wait): ProgressStep[] => {
      if (wait.type === 'audio' && wait.audio_file) return [{ type: 'audio', audio_path: wait.audio_file, subtitle_en: wait.screen_en_text, subtitle_jp: wait.screen_jp_text }];
      const seconds = Number(wait.seconds);
      return Number.isFinite(seconds) && seconds > 0 ? [{ type: 'wait', time: seconds, subtitle_en: wait.screen_en_text, subtitle_jp: wait.screen_jp_text }] : [];
    });
}

/**
 * The challenge as steps: a beep, then per line either its audio (another role's line) or a
 * recording (the learner's line), with the wait items placed after their lines. The countdown
 * popup runs before these steps.
 */
export function challengeSteps(lines: readonly DialogueLine[], waits: readonly WaitItem[], role: string): ProgressStep[] {
  const ordered = [...lines].sort((a, b) => a.index - b.index);
  const steps: ProgressStep[] = [{ type: 'cue', sound: 'beep' }, ...waitSteps(waits, 0)];
  for (const line of ordered) {
    if (recordsLine(role, line)) {
      steps.push({ type: 'record', question_id: line.question_id, ...(line.record_max_time ? { max_record_time: line.record_max_time } : {}), subtitle_en: line.screen_text, subtitle_jp: line.screen_text_jp });
    } else if (line.audio_file) {
      steps.push({ type: 'audio', audio_path: line.audio_file, subtitle_en: line.screen_text, subtitle_jp: line.screen_text_jp, question_id: line.question_id });
    }
    steps.push(...waitSteps(waits, line.index));
  }
  return steps;
}

/** The lines the learner records in a role: the ones whose answers the result screen shows. */
export function linesRecordedBy(lines: readonly DialogueLine[], role: string): DialogueLine[] {
  return lines.filter((line) => recordsLine(role, line));
}
