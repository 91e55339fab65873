// Sentence sorting and word-order blank fill share the ordering board; word order
// capitalises the word placed at the sentence start and has its own "place every word" hint.
import { useState } from 'react';
import { countBlanks, fillBlanks } from '../../engine/answers/typed-answer';
import type { PlayerProps, QuestionTypeDefinition, ResultItemProps } from '../../engine/model/question-type';
import type { ToggleKey } from '../../engine/modes/mode-rules';
import { orderedOptions } from './choice-logic';
import type { Placement } from './ordering-logic';
import { type OrderingAnswer, type orderingRules } from './typed-types-logic';
import { OrderingBoard } from './components/ordering-board';
import { SubmitRow } from './components/submit-row';
import { ResultPrompt, ResultRows, RightAnswerRow, StudentAnswerRow } from '../../engine/components/result-parts';
import classes from './components/question-parts.module.css';
import { useDraft } from './use-draft';

type Rules = ReturnType<typeof orderingRules>;

function makePlayer(rules: Rules) {
  return function OrderingPlayer({ item, resource, rules: mode, submitted, onSubmit, shuffleSeed, onDraft }: PlayerProps<OrderingAnswer>) {
    const prompt = item.screen_text ?? '';
    const [placement, setPlacement] = useState<Placement>(() => Array.from({ length: countBlanks(prompt) }, () => null));
    const shown = submitted?.answer.placement ?? placement;
    useDraft(onDraft, placement.some((index) => index !== null));
    const options = orderedOptions(item.choose ?? [], resource.option_random === 1, shuffleSeed);
    const answer = { placement: shown };
    return (
      <div className={classes.stack}>
        {item.screen_text_jp ? (
          <p className={classes.promptJa} lang="ja" data-testid="japanese">
            {item.screen_text_jp}
          </p>
        ) : null}
        <OrderingBoard prompt={prompt} options={options} placement={shown} words={rules.words(item, answer)} onChange={setPlacement} locked={submitted !== null} />
        {submitted && mode.showCorrectness && !submitted.graded.correct ? (
          <p className={classes.expected} lang="en" data-testid="expected">
            → {fillBlanks(prompt, item.answer ?? [])}
          </p>
        ) : null}
        <SubmitRow hidden={submitted !== null} onSubmit={() => onSubmit({ placement })} />
      </div>
    );
  };
}

function makeResult(rules: Rules) {
  return function OrderingResult({ item, answer, percent }: ResultItemProps<OrderingAnswer>) {
    const prompt = item.screen_text ?? '';
    return (
      <>
        {item.screen_text_jp ? <ResultPrompt lang="ja">{item.screen_text_jp}</ResultPrompt> : null}
        <ResultRows>
          <StudentAnswerRow answer={answer ? fillBlanks(prompt, rules.words(item, answer)) : null} right={percent >= 100} />
          <RightAnswerRow show={percent === 0}>{fillBlanks(prompt, item.answer ?? [])}</RightAnswerRow>
        </ResultRows>
      </>
    );
  };
}

export function orderingType(options: { key: string; rules: Rules; toggles: readonly ToggleKey[] }): QuestionTypeDefinition<OrderingAnswer> {
  const { words: _words, ...answerRules } = options.rules;
  return {
    key: options.key,
    nameKey: `types.${options.key}`,
    toggles: options.toggles,
    advanceSpeed: 'default',
    autoAdvanceOnCorrect: true,
    practisedWhen: 'answered',
    sideListModules: [],
    ...answerRules,
    Player: makePlayer(options.rules),
    Result: makeResult(options.rules),
  };
}
