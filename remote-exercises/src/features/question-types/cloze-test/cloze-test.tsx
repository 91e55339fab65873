import { Fragment, useState } from 'react';
import { useTranslation } from 'shared-ui';
import { parseBlanks } from '../../engine/answers/typed-answer';
import type { PlayerProps, QuestionTypeDefinition, ResultItemProps } from '../../engine/model/question-type';
import type { ExerciseItem, SubQuestion } from '../../engine/model/resource';
import { multiQuestionRules, questionsOf, type MultiQuestionAnswer } from '../shared/choice-types-logic';
import { correctIndexes } from '../shared/choice-logic';
import { optionText } from '../shared/components/choice-list';
import { QuestionSet } from '../shared/components/question-set';
import { QuestionSetResult } from '../shared/components/question-set-result';
import { ResultPrompt } from '../../engine/components/result-parts';
import classes from '../shared/components/question-parts.module.css';

/** The passage with each blank showing its number and the option chosen for it so far. */
function ClozePassage({ item, selections }: { item: ExerciseItem; selections: number[][] }) {
  const { t } = useTranslation('exercises');
  const questions = questionsOf(item);
  return (
    <div className={classes.passage} lang="en" tabIndex={0} data-testid="passage">
      {parseBlanks(item.content ?? '').map((part, position) =>
        part.kind === 'text' ? (
          <Fragment key={position}>{part.text}</Fragment>
        ) : (
          <span key={position} className={classes.clozeSlot} aria-label={t('player.blankLabel', { number: part.blank + 1 })}>
            <span className={classes.clozeNumber}>({part.blank + 1})</span>{' '}
            {(selections[part.blank] ?? []).map((index) => optionText(questions[part.blank]?.answers ?? [], index)).join(' / ') || '\u00a0'}
          </span>
        ),
      )}
    </div>
  );
}

const titleOf = (_question: SubQuestion, position: number) => `(${position + 1})`;

/** Cloze test: a passage with numbered blanks, one option group per blank. */
function ClozePlayer({ item, resource, rules, mediaUrl, submitted, onSubmit, shuffleSeed, onDraft }: PlayerProps<MultiQuestionAnswer>) {
  const [selections, setSelections] = useState<number[][]>(() => questionsOf(item).map(() => []));
  return (
    <div className={classes.stack}>
      {item.screen_title ? <h2 className={classes.questionTitle} lang="en">{item.screen_title}</h2> : null}
      <ClozePassage item={item} selections={submitted?.answer.selections ?? selections} />
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
        onSelectionsChange={setSelections}
        onDraft={onDraft}
      />
    </div>
  );
}

/** The passage with the right words filled in, then each blank's answer. */
function ClozeResult({ item, answer }: ResultItemProps<MultiQuestionAnswer>) {
  const questions = questionsOf(item);
  const filled = parseBlanks(item.content ?? '')
    .map((part) => (part.kind === 'text' ? part.text : `[${correctIndexes(questions[part.blank]?.answers ?? []).map((index) => optionText(questions[part.blank]?.answers ?? [], index)).join('/')}]`))
    .join('');
  return (
    <>
      <ResultPrompt>{filled}</ResultPrompt>
      <QuestionSetResult questions={questions} answer={answer} titleOf={titleOf} />
    </>
  );
}

export const clozeTestType: QuestionTypeDefinition<MultiQuestionAnswer> = {
  key: 'cloze_test',
  nameKey: 'types.cloze_test',
  toggles: ['translation', 'answerTips'],
  advanceSpeed: 'default',
  autoAdvanceOnCorrect: false,
  practisedWhen: 'answered',
  sideListModules: [],
  ...multiQuestionRules,
  Player: ClozePlayer,
  Result: ClozeResult,
};
