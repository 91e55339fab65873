import { useState } from 'react';
import { useTranslation } from 'shared-ui';
import type { PlayerProps, QuestionTypeDefinition, ResultItemProps } from '../../engine/model/question-type';
import { correctIndexes, orderedOptions } from '../shared/choice-logic';
import { singleChoiceRules, type SingleChoiceAnswer } from '../shared/choice-types-logic';
import { ChoiceList, optionText } from '../shared/components/choice-list';
import { SubmitRow } from '../shared/components/submit-row';
import { ResultPrompt, ResultRows, RightAnswerRow, StudentAnswerRow, resultClasses } from '../../engine/components/result-parts';
import classes from '../shared/components/question-parts.module.css';
import { useDraft } from '../shared/use-draft';

const rules = singleChoiceRules((item) => item.choose);

/** The sentence with its gap filled by an option (for the result screen). */
function withChoice(text: string, choice: string | null): string {
  return choice ? text.replace(/_{2,}|\(\s*\)/, `[${choice}]`) : text;
}

/** Grammar choice: a sentence with a gap and options for it; the submit button appears once one is chosen. */
function GrammarChoicePlayer({ item, resource, rules: mode, mediaUrl, submitted, onSubmit, shuffleSeed, onDraft }: PlayerProps<SingleChoiceAnswer>) {
  const { t } = useTranslation('exercises');
  const options = orderedOptions(item.choose ?? [], resource.option_random === 1, shuffleSeed);
  const [selected, setSelected] = useState<number[]>([]);
  const shown = submitted?.answer.selected ?? selected;
  useDraft(onDraft, selected.length > 0);
  return (
    <div className={classes.stack}>
      <p className={classes.prompt} lang="en" data-testid="prompt">
        {item.screen_text}
      </p>
      {item.screen_pic ? <img className={classes.picture} src={mediaUrl(item.screen_pic)} alt="" /> : null}
      <ChoiceList
        options={options}
        selected={shown}
        multi={false}
        locked={submitted !== null}
        reveal={submitted !== null && mode.showCorrectness}
        onToggle={(index) => setSelected([index])}
        mediaUrl={mediaUrl}
        label={t('player.chooseOne')}
      />
      <SubmitRow hidden={submitted !== null || selected.length === 0} onSubmit={() => onSubmit({ selected })} />
    </div>
  );
}

/** Number, sentence, picture, the student's answer, the right one when 0 points, tips picture. */
function GrammarChoiceResult({ item, answer, percent, mediaUrl }: ResultItemProps<SingleChoiceAnswer>) {
  const options = item.choose ?? [];
  const chosen = answer ? answer.selected.map((index) => optionText(options, index)).join(' / ') : null;
  const right = correctIndexes(options).map((index) => optionText(options, index)).join(' / ');
  return (
    <>
      <ResultPrompt>{withChoice(item.screen_text ?? '', percent >= 100 ? chosen : right)}</ResultPrompt>
      {item.screen_pic ? <img className={resultClasses.image} src={mediaUrl(item.screen_pic)} alt="" /> : null}
      <ResultRows>
        <StudentAnswerRow answer={chosen} right={percent >= 100} />
        <RightAnswerRow show={percent === 0}>{right}</RightAnswerRow>
      </ResultRows>
      {item.result_tips_pic ? <img className={resultClasses.image} src={mediaUrl(item.result_tips_pic)} alt="" /> : null}
    </>
  );
}

export const grammarChoiceType: QuestionTypeDefinition<SingleChoiceAnswer> = {
  key: 'grammar_choice',
  nameKey: 'types.grammar_choice',
  toggles: ['translation', 'hint', 'answerTips'],
  advanceSpeed: 'default',
  autoAdvanceOnCorrect: false,
  practisedWhen: 'answered',
  sideListModules: [],
  ...rules,
  Player: GrammarChoicePlayer,
  Result: GrammarChoiceResult,
};
