import { useTranslation } from 'shared-ui';
import type { SubQuestion } from '../../../engine/model/resource';
import { choiceIsCorrect, correctIndexes } from '../choice-logic';
import type { MultiQuestionAnswer } from '../choice-types-logic';
import { ResultRow, ResultRows, RightAnswerRow, StudentAnswerRow } from '../../../engine/components/result-parts';
import { optionText } from './choice-list';

/** Per question: the student's answer, and the right one where it was wrong. */
export function QuestionSetResult({ questions, answer, titleOf }: { questions: readonly SubQuestion[]; answer: MultiQuestionAnswer | null; titleOf: (question: SubQuestion, position: number) => string }) {
  const { t } = useTranslation('exercises');
  return (
    <ResultRows>
      {questions.map((question, position) => {
        const selected = answer?.selections[position] ?? [];
        const right = selected.length > 0 && choiceIsCorrect(question.answers, selected);
        return (
          <ResultRow key={question.index} label={t('player.questionLabel', { number: position + 1 })} testId="result-sub-question">
            <div lang="en">{titleOf(question, position)}</div>
            <ResultRows>
              <StudentAnswerRow answer={selected.length ? selected.map((index) => optionText(question.answers, index)).join(' / ') : null} right={right} />
              <RightAnswerRow show={!right}>{correctIndexes(question.answers).map((index) => optionText(question.answers, index)).join(' / ')}</RightAnswerRow>
            </ResultRows>
          </ResultRow>
        );
      })}
    </ResultRows>
  );
}
