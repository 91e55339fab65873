// Narration (read aloud after instructions): the fixed sequence of spec part 2 section 4 —
// introductory tone, 2 s, instruction audio, 2 s, second tone, 1 s, beep, record — then the
// passage is scored as read_chapter (60 s unless the item says otherwise). On an engine error
// the question is skipped (is_skipped=1, score 0). The result shows the original text, the
// learner's recording, the Japanese translation, the explanation and the model answer.
import { useMemo } from 'react';
import { useTranslation } from 'shared-ui';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import { ProgramPlayer } from '../../spoken/components/program-player';
import { SpokenResult } from '../../spoken/components/spoken-result';
import classes from '../../spoken/components/spoken.module.css';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { narrationSteps } from '../../spoken/logic/progress-steps';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import type { SpokenAnswer } from '../../spoken/model/spoken-answer';
import { asSpokenItem, screenText } from '../../spoken/model/spoken-item';

function NarrationPlayer(props: PlayerProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const item = asSpokenItem(props.item);
  const steps = useMemo(() => narrationSteps(item), [item]);
  return (
    <ProgramPlayer
      {...props}
      kind="narration"
      steps={steps}
      navigable
      variant="reading"
      onEngineError={() => {
        props.controls.skip();
        return 'stopped';
      }}
    >
      {item.screen_pic ? <img className={classes.picture} src={props.mediaUrl(item.screen_pic)} alt={t('picture.alt')} /> : null}
      <p className={classes.textSmall} lang="en" data-testid="reading-text">
        {screenText(item)}
      </p>
    </ProgramPlayer>
  );
}

function NarrationResult(props: ResultItemProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const item = asSpokenItem(props.item);
  return (
    <>
      <SpokenResult {...props} originalLabel={t('narration.original')} />
      {(item.samples ?? []).length > 0 ? (
        <div className={classes.card} data-testid="solution-example">
          <strong>{t('narration.solution')}</strong>
          {(item.samples ?? []).map((sample) => (
            <p key={sample.content} className={classes.muted} lang="en">
              {sample.content}
            </p>
          ))}
        </div>
      ) : null}
    </>
  );
}

export const narrationType = spokenDefinition({
  key: 'narration',
  toggles: ['subtitle', 'translation', 'speed'],
  Player: NarrationPlayer,
  Result: NarrationResult,
});
