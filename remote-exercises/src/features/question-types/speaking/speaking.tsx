// Speaking: the item's progress list (init, question audio, preparation wait, record), with
// back, forward, pause and resume (spec part 2 section 4). The answer is a free reply scored
// against the sample answers. On an engine error only the recording is skipped: the list goes
// on without posting.
import { useMemo } from 'react';
import { showToast, useTranslation } from 'shared-ui';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import { ProgramPlayer } from '../../spoken/components/program-player';
import { SpokenResult } from '../../spoken/components/spoken-result';
import classes from '../../spoken/components/spoken.module.css';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { promptThenRecordSteps, readProgressSteps, type ProgressStep } from '../../spoken/logic/progress-steps';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import type { SpokenAnswer } from '../../spoken/model/spoken-answer';
import { asSpokenItem, screenText } from '../../spoken/model/spoken-item';

/** The item's own progress list, else: question audio, preparation time, beep, record. */
export function speakingSteps(item: ReturnType<typeof asSpokenItem>): ProgressStep[] {
  const steps = readProgressSteps(item.progress);
  return steps.some((step) => step.type === 'record') ? steps : promptThenRecordSteps(item);
}

function SpeakingPlayer(props: PlayerProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const item = asSpokenItem(props.item);
  const steps = useMemo(() => speakingSteps(item), [item]);
  return (
    <ProgramPlayer
      {...props}
      kind="speaking"
      steps={steps}
      navigable
      onEngineError={() => {
        showToast(t('speaking.skippedRecording'));
        return 'skipped';
      }}
    >
      {item.screen_pic ? <img className={classes.picture} src={props.mediaUrl(item.screen_pic)} alt={t('picture.alt')} /> : null}
      <p className={classes.textSmall} lang="en" data-testid="reading-text">
        {props.toggles.subtitle || !item.audio_file ? screenText(item) : ''}
      </p>
    </ProgramPlayer>
  );
}

function SpeakingResult(props: ResultItemProps<SpokenAnswer>) {
  return <SpokenResult {...props} variant="free" />;
}

export const speakingType = spokenDefinition({
  key: 'speaking',
  toggles: ['subtitle', 'translation', 'sampleAnswer', 'speed'],
  Player: SpeakingPlayer,
  Result: SpeakingResult,
});
