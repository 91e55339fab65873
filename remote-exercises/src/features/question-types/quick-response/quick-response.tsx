// Quick response: hear a question or remark, answer at once after the beep (free reply, 20 s);
// the learner's own recording is played back right after it is scored. An engine error brings
// the start button back.
import { useMemo } from 'react';
import { useTranslation } from 'shared-ui';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import { ProgramPlayer } from '../../spoken/components/program-player';
import { SpokenResult } from '../../spoken/components/spoken-result';
import classes from '../../spoken/components/spoken.module.css';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { promptThenRecordSteps } from '../../spoken/logic/progress-steps';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import type { SpokenAnswer } from '../../spoken/model/spoken-answer';
import { asSpokenItem, screenText } from '../../spoken/model/spoken-item';

function QuickResponsePlayer(props: PlayerProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const item = asSpokenItem(props.item);
  const steps = useMemo(() => promptThenRecordSteps(item), [item]);
  return (
    <ProgramPlayer
      {...props}
      kind="quick_response"
      steps={steps}
      onEngineError={() => 'stopped'}
      onAnswered={(answer) => {
        if (answer.recordingUrl) props.audio.play(answer.recordingUrl);
      }}
    >
      <p className={classes.muted}>{t('quick.hint')}</p>
      {props.toggles.subtitle ? (
        <p className={classes.textSmall} lang="en" data-testid="reading-text">
          {screenText(item)}
        </p>
      ) : null}
    </ProgramPlayer>
  );
}

function QuickResponseResult(props: ResultItemProps<SpokenAnswer>) {
  return <SpokenResult {...props} variant="free" />;
}

export const quickResponseType = spokenDefinition({
  key: 'quick_response',
  toggles: ['subtitle', 'translation', 'sampleAnswer', 'speed'],
  Player: QuickResponsePlayer,
  Result: QuickResponseResult,
});
