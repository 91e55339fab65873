import { useState } from 'react';
import { useTranslation } from 'shared-ui';
import type { PlayerProps, QuestionTypeDefinition, ResultItemProps } from '../../engine/model/question-type';
import { correctIndexes, isMultiAnswer, orderedOptions, toggleSelection } from '../shared/choice-logic';
import { singleChoiceRules, type SingleChoiceAnswer } from '../shared/choice-types-logic';
import { AudioButton } from '../shared/components/audio-button';
import { ChoiceList, optionText } from '../shared/components/choice-list';
import { SubmitRow } from '../shared/components/submit-row';
import { ResultPrompt, ResultRows, RightAnswerRow, StudentAnswerRow, resultClasses } from '../../engine/components/result-parts';
import classes from '../shared/components/question-parts.module.css';
import { useDraft } from '../shared/use-draft';

const rules = singleChoiceRules((item) => item.answers);

/** Listen and choose: the item audio plays, then one (or several) options are chosen. */
function ListenChoicePlayer({ item, resource, rules: mode, mediaUrl, audio, submitted, onSubmit, shuffleSeed, onDraft }: PlayerProps<SingleChoiceAnswer>) {
  const { t } = useTranslation('exercises');
  const options = orderedOptions(item.answers ?? [], resource.option_random === 1, shuffleSeed);
  const multi = isMultiAnswer(options, resource.multiple_choice);
  const [selected, setSelected] = useState<number[]>([]);
  const shown = submitted?.answer.selected ?? selected;
  useDraft(onDraft, selected.length > 0);
  return (
    <div className={classes.stack}>
      {item.audio_file ? <AudioButton url={mediaUrl(item.audio_file)} audio={audio} autoPlay={!submitted} /> : null}
      {item.screen_text ? <p className={classes.prompt} lang="en">{item.screen_text}</p> : null}
      {item.screen_pic ? <img className={classes.picture} src={mediaUrl(item.screen_pic)} alt="" /> : null}
      <p className={classes.muted}>{multi ? t('player.chooseAll') : t('player.chooseOne')}</p>
      <ChoiceList
        options={options}
        selected={shown}
        multi={multi}
        locked={submitted !== null}
        reveal={submitted !== null && mode.showCorrectness}
        onToggle={(index) => setSelected((current) => toggleSelection(current, index, multi))}
        mediaUrl={mediaUrl}
        label={item.screen_text ?? t('player.chooseOne')}
      />
      <SubmitRow hidden={submitted !== null || selected.length === 0} onSubmit={() => onSubmit({ selected })} />
    </div>
  );
}

function ListenChoiceResult({ item, answer, percent, mediaUrl }: ResultItemProps<SingleChoiceAnswer>) {
  const options = item.answers ?? [];
  const chosen = answer?.selected.map((index) => optionText(options, index)).join(' / ') ?? null;
  const images = options.filter((option) => option.type === 'image' && (option.correct === 1 || answer?.selected.includes(option.index)));
  return (
    <>
      {item.screen_text ? <ResultPrompt>{item.screen_text}</ResultPrompt> : null}
      {item.subtitle_original ? <ResultPrompt>{item.subtitle_original}</ResultPrompt> : null}
      <ResultRows>
        <StudentAnswerRow answer={chosen} right={percent >= 100} />
        <RightAnswerRow show={percent === 0}>{correctIndexes(options).map((index) => optionText(options, index)).join(' / ')}</RightAnswerRow>
      </ResultRows>
      {images.length > 0 ? (
        <div className={classes.row}>
          {images.map((option) => (
            <img key={option.index} className={resultClasses.image} src={mediaUrl(option.content)} alt={optionText(options, option.index)} />
          ))}
        </div>
      ) : null}
    </>
  );
}

export const listenChoiceType: QuestionTypeDefinition<SingleChoiceAnswer> = {
  key: 'listen_choice',
  nameKey: 'types.listen_choice',
  toggles: ['subtitle', 'translation', 'answerTips', 'speed'],
  advanceSpeed: 'default',
  autoAdvanceOnCorrect: false,
  practisedWhen: 'answered',
  sideListModules: ['skillup', 'cefr'],
  ...rules,
  Player: ListenChoicePlayer,
  Result: ListenChoiceResult,
};
