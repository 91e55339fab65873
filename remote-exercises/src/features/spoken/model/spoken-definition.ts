// Builds a spoken type's definition for the engine's registry: the answer is the evaluated
// recording (spoken-answer.ts); each recording is an attempt; the item counts as practised once
// evaluated.
import type { ComponentType } from 'react';
import type { RecordedSpokenTypeKey } from 'shared-contract';
import type { ModuleKey, ToggleKey } from '../../engine/modes/mode-rules';
import type { PlayerProps, QuestionTypeDefinition, ResultItemProps } from '../../engine/model/question-type';
import { gradeSpoken, spokenAnswerFromStored, spokenFields, type SpokenAnswer } from './spoken-answer';
import { SPEECH_KIND_BY_TYPE } from './spoken-types';

export type SpokenDefinitionInput = {
  /** Pure listening records nothing and has its own definition. */
  key: RecordedSpokenTypeKey;
  toggles: readonly ToggleKey[];
  sideListModules?: readonly ModuleKey[];
  drivesRun?: boolean;
  Player: ComponentType<PlayerProps<SpokenAnswer>>;
  Result: ComponentType<ResultItemProps<SpokenAnswer>>;
};

export function spokenDefinition({ key, toggles, sideListModules = [], drivesRun, Player, Result }: SpokenDefinitionInput): QuestionTypeDefinition<SpokenAnswer> {
  return {
    key,
    nameKey: `spoken:types.${key}`,
    toggles,
    advanceSpeed: 'slow',
    autoAdvanceOnCorrect: false,
    practisedWhen: 'evaluated',
    sideListModules,
    speech: { kind: SPEECH_KIND_BY_TYPE[key] },
    ...(drivesRun ? { drivesRun: true } : {}),
    // An answer is a finished evaluation; the recorder never submits anything else.
    validate: () => null,
    grade: (_item, answer) => gradeSpoken(answer),
    fields: (_item, answer) => spokenFields(answer),
    parseStored: (_item, stored) => spokenAnswerFromStored(stored),
    Player,
    Result,
  };
}
