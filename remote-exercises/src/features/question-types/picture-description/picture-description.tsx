// Picture description: look at the picture, hear the prompt, think, then describe it after the
// beep (free reply scored against the sample descriptions, 60 s). An engine error brings the
// start button back; the item is practised once scored.
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

function PictureDescriptionPlayer(props: PlayerProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const item = asSpokenItem(props.item);
  const steps = useMemo(() => promptThenRecordSteps(item), [item]);
  return (
    <ProgramPlayer {...props} kind="picture_description" steps={steps} onEngineError={() => 'stopped'}>
      <p className={classes.muted}>{t('picture.describe')}</p>
      {item.screen_pic ? <img className={classes.picture} src={props.mediaUrl(item.screen_pic)} alt={t('picture.alt')} data-testid="picture" /> : null}
      {props.toggles.subtitle && screenText(item) ? (
        <p className={classes.muted} lang="en">
          {screenText(item)}
        </p>
      ) : null}
    </ProgramPlayer>
  );
}

function PictureDescriptionResult(props: ResultItemProps<SpokenAnswer>) {
  return <SpokenResult {...props} variant="free" text="" />;
}

export const pictureDescriptionType = spokenDefinition({
  key: 'picture_description',
  toggles: ['subtitle', 'translation', 'sampleAnswer', 'speed'],
  Player: PictureDescriptionPlayer,
  Result: PictureDescriptionResult,
});
