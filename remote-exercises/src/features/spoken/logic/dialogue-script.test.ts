import { describe, expect, it } from 'vitest';
import { ALL_ROLES, challengeSteps, linesRecordedBy, roleChoices, type DialogueLine } from './dialogue-script';

const lines: DialogueLine[] = [
  { index: 1, question_id: 'd1', speaker: 'Ken', screen_text: 'Hi, Amy.', audio_file: 'd1.mp3' },
  { index: 2, question_id: 'd2', speaker: 'Amy', screen_text: 'Hi, Ken.', audio_file: 'd2.mp3' },
  { index: 3, question_id: 'd3', speaker: 'Ken', screen_text: 'How are you?', audio_file: 'd3.mp3', record_max_time: 8 },
];

describe('dialogue challenge (spec part 2 section 4)', () => {
  it('offers each speaker and "all"', () => {
    const roles = roleChoices([{ name: 'Ken', type: 'single' }, { name: 'Amy', type: 'single' }, { name: 'All', type: 'all' }]);
    expect(roles.map((choice) => choice.role)).toEqual(['Ken', 'Amy', ALL_ROLES]);
  });

  it('beeps, then plays the other role and records the chosen one, with waits after their lines', () => {
    const steps = challengeSteps(lines, [{ after_index: 1, type: 'timed', seconds: 2 }, { after_index: 3, type: 'audio', audio_file: 'end.mp3' }, { after_index: 2, type: 'timed' }], 'Amy');
    expect(steps.map((step) => (step.type === 'record' || step.type === 'audio' ? `${step.type}:${step.type === 'record' ? step.question_id : step.audio_path}` : step.type))).toEqual([
      'cue',
      'audio:d1.mp3',
      'wait',
      'record:d2',
      'audio:d3.mp3',
      'audio:end.mp3',
    ]);
  });

  it('records every line with the role "all"', () => {
    const steps = challengeSteps(lines, [], ALL_ROLES);
    expect(steps.filter((step) => step.type === 'record')).toHaveLength(3);
    expect(steps.find((step) => step.type === 'record' && step.question_id === 'd3')).toMatchObject({ max_record_time: 8 });
    expect(linesRecordedBy(lines, 'Ken').map((line) => line.question_id)).toEqual(['d1', 'd3']);
  });
});
