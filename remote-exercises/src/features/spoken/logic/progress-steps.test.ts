import { describe, expect, it } from 'vitest';
import { narrationSteps, nextRecordStep, promptThenRecordSteps, readProgressSteps, stepBack, stepForward } from './progress-steps';

describe('narration steps (spec part 2 section 4)', () => {
  it('runs tone, 2 s, instruction, 2 s, tone, 1 s, beep, record', () => {
    const steps = narrationSteps({ question_id: 'n1', instruction_audio: 'audio/n1.mp3', record_max_time: 45 });
    expect(steps).toEqual([
      { type: 'cue', sound: 'tone' },
      { type: 'wait', time: 2 },
      { type: 'audio', audio_path: 'audio/n1.mp3', subtitle_en: undefined, subtitle_jp: undefined },
      { type: 'wait', time: 2 },
      { type: 'cue', sound: 'tone' },
      { type: 'wait', time: 1 },
      { type: 'cue', sound: 'beep' },
      { type: 'record', question_id: 'n1', max_record_time: 45 },
    ]);
  });
});

describe('progress lists', () => {
  it('reads the content shape and drops steps that cannot run', () => {
    const steps = readProgressSteps([
      { type: 'init', time: 3, subtitle_en: 'Part 1' },
      { type: 'audio', audioPath: 'q.mp3' },
      { type: 'audio' },
      { type: 'wait', time: '10' },
      { type: 'wait', time: 'soon' },
      { type: 'record', question_id: 's1', max_record_time: 30 },
      { type: 'record' },
      { type: 'dance' },
      null,
    ]);
    expect(steps.map((step) => step.type)).toEqual(['init', 'audio', 'wait', 'record']);
    expect(steps[3]).toMatchObject({ question_id: 's1', max_record_time: 30 });
    expect(readProgressSteps('nope')).toEqual([]);
  });

  it('moves back and forward between audio, init and record steps', () => {
    const steps = promptThenRecordSteps({ question_id: 'p1', audio_file: 'p1.mp3', wait_time: 5 });
    expect(steps.map((step) => step.type)).toEqual(['audio', 'wait', 'cue', 'record']);
    expect(stepForward(steps, 0)).toBe(3);
    expect(stepForward(steps, 3)).toBe(4);
    expect(stepBack(steps, 3)).toBe(0);
    expect(stepBack(steps, 0)).toBe(0);
    expect(nextRecordStep(steps, 0)).toBe(3);
    expect(nextRecordStep(steps, 4)).toBe(-1);
  });
});
