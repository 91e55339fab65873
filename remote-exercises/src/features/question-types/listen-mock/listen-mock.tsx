import { useTranslation } from 'shared-ui';
import type { PlayerProps, QuestionTypeDefinition, ResultItemProps } from '../../engine/model/question-type';
import type { SubQuestion } from '../../engine/model/resource';
import { mockItemState } from '../shared/choice-logic';
import { multiQuestionRules, questionsOf, type MultiQuestionAnswer } from '../shared/choice-types-logic';
import { AudioButton } from '../shared/components/audio-button';
import { QuestionSet } from '../shared/components/question-set';
import { QuestionSetResult } from '../shared/components/question-set-result';
import { ResultPrompt } from '../../engine/components/result-parts';
import classes from '../shared/components/question-parts.module.css';

const titleOf = (question: SubQuestion) => question.screen_text ?? '';

/**
 * Mock-test listening: the resource's tips audio plays before the first item, then each
 * item's audio; every question of the item is answered (a one-question item submits at once).
 */
function ListenMockPlayer({ item, resource, rules, mediaUrl, audio, submitted, onSubmit, shuffleSeed, onDraft }: PlayerProps<MultiQuestionAnswer>) {
  const first = resource.items[0]?.question_id === item.question_id;
  const leadIn = first && resource.tips_audio_file ? mediaUrl(resource.tips_audio_file) : undefined;
  return (
    <div className={classes.stack}>
      {item.audio_file ? <AudioButton url={mediaUrl(item.audio_file)} audio={audio} autoPlay={!submitted} leadIn={leadIn} /> : null}
      {item.screen_title ? <p className={classes.prompt} lang="en">{item.screen_title}</p> : null}
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

/** Item state: all right 1, all wrong 2, otherwise 3; then each question. */
function ListenMockResult({ item, answer }: ResultItemProps<MultiQuestionAnswer>) {
  const { t } = useTranslation('exercises');
  const graded = answer ? multiQuestionRules.grade(item, answer) : null;
  const state = graded?.parts ? mockItemState(graded.parts) : 2;
  return (
    <>
      <p data-testid="mock-state" data-state={state}>
        {t(`result.state${state}`)}
      </p>
      {item.subtitle_original ? <ResultPrompt>{item.subtitle_original}</ResultPrompt> : null}
      <QuestionSetResult questions={questionsOf(item)} answer={answer} titleOf={titleOf} />
    </>
  );
}

export const listenMockType: QuestionTypeDefinition<MultiQuestionAnswer> = {
  key: 'listen_mock',
  nameKey: 'types.listen_mock',
  toggles: ['subtitle', 'translation'],
  advanceSpeed: 'default',
  autoAdvanceOnCorrect: false,
  practisedWhen: 'answered',
  sideListModules: [],
  ...multiQuestionRules,
  Player: ListenMockPlayer,
  Result: ListenMockResult,
};
