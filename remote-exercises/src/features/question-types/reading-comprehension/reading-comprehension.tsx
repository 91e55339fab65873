import type { PlayerProps, QuestionTypeDefinition, ResultItemProps } from '../../engine/model/question-type';
import type { SubQuestion } from '../../engine/model/resource';
import { multiQuestionRules, questionsOf, type MultiQuestionAnswer } from '../shared/choice-types-logic';
import { QuestionSet } from '../shared/components/question-set';
import { QuestionSetResult } from '../shared/components/question-set-result';
import { ResultPrompt } from '../../engine/components/result-parts';
import classes from '../shared/components/question-parts.module.css';

const titleOf = (question: SubQuestion) => question.screen_text ?? '';

/** Reading comprehension: a passage and its questions. */
function ReadingPlayer({ item, resource, rules, mediaUrl, submitted, onSubmit, shuffleSeed, onDraft }: PlayerProps<MultiQuestionAnswer>) {
  return (
    <div className={classes.stack}>
      {item.screen_title ? <h2 className={classes.questionTitle} lang="en">{item.screen_title}</h2> : null}
      <div className={classes.passage} lang="en" tabIndex={0} data-testid="passage">
        {item.content}
      </div>
      <QuestionSet
        questions={questionsOf(item)}
        optionRandom={resource.option_random === 1}
        multipleChoice={resource.multiple_choice}
        shuffleSeed={shuffleSeed}
        submitted={submitted?.answer ?? null}
        rules={rules}
        mediaUrl={mediaUrl}
        onSubmit={onSubmit}
        titleOf={titleOf}
        onDraft={onDraft}
      />
    </div>
  );
}

function ReadingResult({ item, answer }: ResultItemProps<MultiQuestionAnswer>) {
  return (
    <>
      {item.screen_title ? <ResultPrompt>{item.screen_title}</ResultPrompt> : null}
      <QuestionSetResult questions={questionsOf(item)} answer={answer} titleOf={titleOf} />
    </>
  );
}

export const readingComprehensionType: QuestionTypeDefinition<MultiQuestionAnswer> = {
  key: 'reading_comprehension',
  nameKey: 'types.reading_comprehension',
  toggles: ['translation', 'answerTips'],
  advanceSpeed: 'default',
  autoAdvanceOnCorrect: false,
  practisedWhen: 'answered',
  sideListModules: [],
  ...multiQuestionRules,
  Player: ReadingPlayer,
  Result: ReadingResult,
};
