// Sentence shadowing: the model sentence plays, a beep, and the learner says it the same way
// at once (read_sentence, 20 s). On an engine error the record button comes back and the
// failure is toasted as for every shadow type (shared-speech policy).
import { useTranslation } from 'shared-ui';
import { audioPlayer } from 'shared-speech';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import { playCue } from '../../spoken/hooks/cue-sound';
import { ReadAloud } from '../../spoken/components/read-aloud';
import { SpokenResult } from '../../spoken/components/spoken-result';
import classes from '../../spoken/components/spoken.module.css';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import type { SpokenAnswer } from '../../spoken/model/spoken-answer';
import { screenText } from '../../spoken/model/spoken-item';

function SentenceShadowingPlayer(props: PlayerProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const { item, mediaUrl, toggles } = props;
  const beforeRecord = async () => {
    if (item.audio_file) await audioPlayer.playToEnd(mediaUrl(item.audio_file), { rate: toggles.speed });
    await playCue('beep');
  };
  return (
    <ReadAloud {...props} kind="sentence_shadowing" beforeRecord={beforeRecord}>
      <p className={classes.muted}>{t('shadowing.sentenceHint')}</p>
      <p className={classes.text} lang="en" data-testid="reading-text">
        {screenText(item)}
      </p>
    </ReadAloud>
  );
}

function SentenceShadowingResult(props: ResultItemProps<SpokenAnswer>) {
  return <SpokenResult {...props} />;
}

export const sentenceShadowingType = spokenDefinition({
  key: 'sentence_shadowing',
  toggles: ['translation', 'speed'],
  sideListModules: ['textbook', 'skillup'],
  Player: SentenceShadowingPlayer,
  Result: SentenceShadowingResult,
});
