import { useState, type KeyboardEvent } from 'react';
import { normaliseInput } from 'shared-contract';
import { useTranslation } from 'shared-ui';
import type { PlayerProps, QuestionTypeDefinition, ResultItemProps } from '../../engine/model/question-type';
import { writingRules, type TextAnswer } from '../shared/typed-types-logic';
import { SubmitRow } from '../shared/components/submit-row';
import { ResultPrompt, ResultRow, ResultRows, RightAnswerRow, StudentAnswerRow } from '../../engine/components/result-parts';
import classes from '../shared/components/question-parts.module.css';
import { useDraft } from '../shared/use-draft';

/** Longest answer a Japanese-to-English sentence takes. */
const MAX_SENTENCE_LENGTH = 300;

/** Japanese to English: translate the sentence; Enter answers (Shift+Enter for a new line). */
function WritingPlayer({ item, rules, submitted, onSubmit, onDraft }: PlayerProps<TextAnswer>) {
  const { t } = useTranslation('exercises');
  const [text, setText] = useState('');
  useDraft(onDraft, text.trim() !== '');
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit({ text });
    }
  };
  return (
    <div className={classes.stack}>
      <p className={classes.prompt} lang="ja" data-testid="japanese">
        {item.screen_text_jp}
      </p>
      <label className={classes.visuallyHidden} htmlFor={`answer-${item.question_id}`}>
        {t('player.typeHere')}
      </label>
      <textarea
        id={`answer-${item.question_id}`}
        className={classes.textarea}
        lang="en"
        value={submitted?.answer.text ?? text}
        readOnly={submitted !== null}
        maxLength={MAX_SENTENCE_LENGTH}
        placeholder={t('player.typeHere')}
        spellCheck={false}
        autoCapitalize="sentences"
        onChange={(event) => setText(event.target.value)}
        onKeyUp={(event) => {
          if (!event.nativeEvent.isComposing) setText((current) => normaliseInput(current));
        }}
        onKeyDown={onKeyDown}
        autoFocus={!submitted}
        data-testid="writing-input"
      />
      {submitted && rules.showCorrectness && !submitted.graded.correct ? (
        <p className={classes.expected} lang="en" data-testid="expected">
          → {item.answer?.[0]}
        </p>
      ) : null}
      <SubmitRow hidden={submitted !== null} onSubmit={() => onSubmit({ text })} />
    </div>
  );
}

function WritingResult({ item, answer, percent }: ResultItemProps<TextAnswer>) {
  const { t } = useTranslation('exercises');
  const accepted = item.answer ?? [];
  return (
    <>
      <ResultPrompt lang="ja">{item.screen_text_jp}</ResultPrompt>
      <ResultRows>
        <StudentAnswerRow answer={answer?.text ?? null} right={percent >= 100} />
        <RightAnswerRow show={percent === 0}>{accepted[0]}</RightAnswerRow>
        {accepted.length > 1 ? (
          <ResultRow label={t('result.acceptedAnswers')}>
            <span lang="en">{accepted.slice(1).join(' / ')}</span>
          </ResultRow>
        ) : null}
      </ResultRows>
    </>
  );
}

export const jaToEnWritingType: QuestionTypeDefinition<TextAnswer> = {
  key: 'ja_to_en_writing',
  nameKey: 'types.ja_to_en_writing',
  toggles: ['hint', 'sampleAnswer', 'answerTips'],
  advanceSpeed: 'default',
  autoAdvanceOnCorrect: false,
  practisedWhen: 'answered',
  sideListModules: [],
  ...writingRules,
  Player: WritingPlayer,
  Result: WritingResult,
};
