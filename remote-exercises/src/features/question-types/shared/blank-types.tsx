// The three typed-blank types share their player and result; they differ in what they show
// above the sentence (audio, the Japanese, a writing prompt) and in their toggles.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'shared-ui';
import { countBlanks, fillBlanks } from '../../engine/answers/typed-answer';
import type { PlayerProps, QuestionTypeDefinition, ResultItemProps } from '../../engine/model/question-type';
import type { ToggleKey } from '../../engine/modes/mode-rules';
import { blanksRules, type BlanksAnswer } from './typed-types-logic';
import { BlankSentence } from './components/blank-sentence';
import { SubmitRow } from './components/submit-row';
import { ResultPrompt, ResultRows, RightAnswerRow, StudentAnswerRow } from '../../engine/components/result-parts';
import classes from './components/question-parts.module.css';
import { useDraft } from './use-draft';

type Lead = (props: PlayerProps<BlanksAnswer>) => ReactNode;

function makePlayer(Lead: Lead) {
  return function BlanksPlayer(props: PlayerProps<BlanksAnswer>) {
    const { item, rules, submitted, onSubmit, onDraft } = props;
    const { t } = useTranslation('exercises');
    const prompt = item.screen_text ?? '';
    const [values, setValues] = useState<string[]>(() => Array.from({ length: countBlanks(prompt) }, () => ''));
    const shown = submitted?.answer.blanks ?? values;
    useDraft(onDraft, values.some((value) => value.trim() !== ''));
    return (
      <div className={classes.stack}>
        {Lead(props)}
        <BlankSentence
          prompt={prompt}
          values={shown}
          onChange={setValues}
          onEnter={() => onSubmit({ blanks: values })}
          locked={submitted !== null}
          accepted={submitted && rules.showCorrectness ? item.filling_answer : null}
        />
        {submitted ? null : <p className={classes.muted}>{t('player.enterHint')}</p>}
        <SubmitRow hidden={submitted !== null} onSubmit={() => onSubmit({ blanks: values })} />
      </div>
    );
  };
}

const makeResult = (japanesePrompt: boolean) =>
  function BlanksResult({ item, answer, percent }: ResultItemProps<BlanksAnswer>) {
  const prompt = item.screen_text ?? '';
  const key = (item.filling_answer ?? []).map((accepted) => accepted[0] ?? '');
  return (
    <>
      {japanesePrompt && item.screen_text_jp ? <ResultPrompt lang="ja">{item.screen_text_jp}</ResultPrompt> : null}
      {item.screen_title ? <ResultPrompt>{item.screen_title}</ResultPrompt> : null}
      <ResultRows>
        <StudentAnswerRow answer={answer ? fillBlanks(prompt, answer.blanks) : null} right={percent >= 100} />
        <RightAnswerRow show={percent === 0}>{fillBlanks(prompt, key)}</RightAnswerRow>
      </ResultRows>
    </>
  );
};

export function blanksType(options: {
  key: string;
  toggles: readonly ToggleKey[];
  sideListModules?: string[];
  /** The Japanese sentence is the question itself (translate fill words), so the result repeats it. */
  japanesePrompt?: boolean;
  Lead: Lead;
}): QuestionTypeDefinition<BlanksAnswer> {
  return {
    key: options.key,
    nameKey: `types.${options.key}`,
    toggles: options.toggles,
    advanceSpeed: 'default',
    autoAdvanceOnCorrect: true,
    practisedWhen: 'answered',
    sideListModules: options.sideListModules ?? [],
    ...blanksRules,
    Player: makePlayer(options.Lead),
    Result: makeResult(options.japanesePrompt ?? false),
  };
}
