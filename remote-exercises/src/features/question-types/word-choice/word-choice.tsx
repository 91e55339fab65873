import { useTranslation } from 'shared-ui';
import type { PlayerProps, QuestionTypeDefinition, ResultItemProps } from '../../engine/model/question-type';
import { correctIndexes, orderedOptions } from '../shared/choice-logic';
import { wordChoiceRules, type WordChoiceAnswer } from '../shared/choice-types-logic';
import { AudioButton } from '../shared/components/audio-button';
import { ChoiceList, optionText } from '../shared/components/choice-list';
import { ResultPrompt, ResultRows, RightAnswerRow, StudentAnswerRow } from '../../engine/components/result-parts';
import classes from '../shared/components/question-parts.module.css';

/**
 * Word choice: a word (with its audio) and meanings to choose from. Choosing answers at once;
 * a right answer moves on after the slow delay, a wrong one shows the error and Next.
 */
function WordChoicePlayer({ item, resource, rules: mode, mediaUrl, audio, submitted, onSubmit, shuffleSeed }: PlayerProps<WordChoiceAnswer>) {
  const { t } = useTranslation('exercises');
  const options = orderedOptions(item.choose ?? [], resource.option_random === 1, shuffleSeed);
  return (
    <div className={classes.stack}>
      <div className={classes.row}>
        <p className={classes.word} lang="en" data-testid="word">
          {item.word ?? item.screen_text}
        </p>
        {item.ipa ? <span className={classes.ipa}>{item.ipa}</span> : null}
        {item.audio_file ? <AudioButton url={mediaUrl(item.audio_file)} audio={audio} autoPlay={!submitted} /> : null}
      </div>
      {item.screen_text && item.word ? <p className={classes.promptJa} lang="en">{item.screen_text}</p> : null}
      <ChoiceList
        options={options}
        selected={submitted ? [submitted.answer.selected] : []}
        multi={false}
        locked={submitted !== null}
        reveal={submitted !== null && mode.showCorrectness}
        onToggle={(index) => onSubmit({ selected: index })}
        mediaUrl={mediaUrl}
        label={t('player.chooseOne')}
        lang="ja"
      />
    </div>
  );
}

function WordChoiceResult({ item, answer, percent }: ResultItemProps<WordChoiceAnswer>) {
  const options = item.choose ?? [];
  return (
    <>
      <ResultPrompt>
        <strong>{item.word ?? item.screen_text}</strong> {item.ipa ?? ''}
      </ResultPrompt>
      {item.screen_text && item.word ? <ResultPrompt>{item.screen_text}</ResultPrompt> : null}
      <ResultRows>
        <StudentAnswerRow answer={answer ? optionText(options, answer.selected) : null} right={percent >= 100} />
        <RightAnswerRow show={percent === 0}>{correctIndexes(options).map((index) => optionText(options, index)).join(' / ')}</RightAnswerRow>
      </ResultRows>
    </>
  );
}

export const wordChoiceType: QuestionTypeDefinition<WordChoiceAnswer> = {
  key: 'word_choice',
  nameKey: 'types.word_choice',
  toggles: ['translation', 'speed'],
  advanceSpeed: 'slow',
  autoAdvanceOnCorrect: true,
  practisedWhen: 'answered',
  sideListModules: [],
  ...wordChoiceRules,
  Player: WordChoicePlayer,
  Result: WordChoiceResult,
};
