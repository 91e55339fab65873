// Sentence reading aloud: the sentence, its model audio, a recording scored as read_sentence
// (record limit 20 s unless the item says otherwise); the result colours each word.
import { useTranslation } from 'shared-ui';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import { ReadAloud } from '../../spoken/components/read-aloud';
import { SpokenResult } from '../../spoken/components/spoken-result';
import classes from '../../spoken/components/spoken.module.css';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import type { SpokenAnswer } from '../../spoken/model/spoken-answer';
import { screenText } from '../../spoken/model/spoken-item';

function SentenceReadingPlayer(props: PlayerProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const { item, mediaUrl } = props;
  return (
    <ReadAloud {...props} kind="sentence_reading">
      <p className={classes.muted}>{t('reading.readAloud')}</p>
      {item.screen_pic ? <img className={classes.picture} src={mediaUrl(item.screen_pic)} alt={t('picture.alt')} /> : null}
      <p className={classes.text} lang="en" data-testid="reading-text">
        {screenText(item)}
      </p>
    </ReadAloud>
  );
}

function SentenceReadingResult(props: ResultItemProps<SpokenAnswer>) {
  return <SpokenResult {...props} />;
}

export const sentenceReadingType = spokenDefinition({
  key: 'sentence_reading',
  toggles: ['translation', 'speed'],
  sideListModules: ['textbook', 'skillup', 'cefr'],
  Player: SentenceReadingPlayer,
  Result: SentenceReadingResult,
});
