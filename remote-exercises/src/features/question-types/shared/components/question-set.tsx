import { useState } from 'react';
import { useTranslation } from 'shared-ui';
import type { ModeRules } from '../../../engine/modes/mode-rules';
import type { SubQuestion } from '../../../engine/model/resource';
import { isMultiAnswer, orderedOptions, toggleSelection } from '../choice-logic';
import type { MultiQuestionAnswer } from '../choice-types-logic';
import { ChoiceList } from './choice-list';
import { SubmitRow } from './submit-row';
import { useDraft } from '../use-draft';
import classes from './question-parts.module.css';

type Props = {
  questions: readonly SubQuestion[];
  optionRandom: boolean;
  multipleChoice: 0 | 1;
  shuffleSeed: number;
  submitted: MultiQuestionAnswer | null;
  rules: ModeRules;
  mediaUrl: (path: string) => string;
  onSubmit: (answer: MultiQuestionAnswer) => void;
  /** Blanks of a cloze are titled by number only; reading questions show their text. */
  titleOf: (question: SubQuestion, position: number) => string;
  onSelectionsChange?: (selections: number[][]) => void;
  onDraft?: (dirty: boolean) => void;
};

/**
 * Several choice questions of one item (cloze blanks, reading questions, mock listening). The
 * submit button appears when every question is answered; a one-question item submits as soon
 * as it is answered (spec part 2, "Choice flow" and "Cloze").
 */
export function QuestionSet({ questions, optionRandom, multipleChoice, shuffleSeed, submitted, rules, mediaUrl, onSubmit, titleOf, onSelectionsChange, onDraft }: Props) {
  const { t } = useTranslation('exercises');
  const [selections, setSelections] = useState<number[][]>(() => questions.map(() => []));
  const shown = submitted?.selections ?? selections;
  const complete = selections.every((selection) => selection.length > 0);
  const single = questions.length === 1 && !isMultiAnswer(questions[0]?.answers ?? [], multipleChoice);
  useDraft(onDraft, selections.some((selection) => selection.length > 0));

  const choose = (position: number, index: number, multi: boolean) => {
    const next = selections.map((selection, at) => (at === position ? toggleSelection(selection, index, multi) : selection));
    setSelections(next);
    onSelectionsChange?.(next);
    if (single) onSubmit({ selections: next });
  };

  return (
    <div className={classes.stack}>
      {questions.map((question, position) => {
        const multi = isMultiAnswer(question.answers, multipleChoice);
        const title = titleOf(question, position);
        return (
          <div key={question.index} className={classes.questionBlock} data-testid="sub-question">
            <p className={classes.questionTitle} lang="en">
              {title}
            </p>
            {question.screen_jp ? <p className={classes.promptJa} lang="ja">{question.screen_jp}</p> : null}
            {question.screen_pic ? <img className={classes.picture} src={mediaUrl(question.screen_pic)} alt="" /> : null}
            <ChoiceList
              options={orderedOptions(question.answers, optionRandom, shuffleSeed + question.index)}
              selected={shown[position] ?? []}
              multi={multi}
              locked={submitted !== null}
              reveal={submitted !== null && rules.showCorrectness}
              onToggle={(index) => choose(position, index, multi)}
              mediaUrl={mediaUrl}
              label={title || t('player.questionLabel', { number: position + 1 })}
            />
          </div>
        );
      })}
      <SubmitRow hidden={submitted !== null || single || !complete} onSubmit={() => onSubmit({ selections })} />
    </div>
  );
}
