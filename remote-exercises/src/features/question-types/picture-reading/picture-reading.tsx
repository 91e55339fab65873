// Picture reading aloud: a picture and the word or phrase it shows, read aloud (read_word,
// 10 s); the result shows the picture beside the coloured words.
import { useTranslation } from 'shared-ui';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import { ReadAloud } from '../../spoken/components/read-aloud';
import { SpokenResult } from '../../spoken/components/spoken-result';
import classes from '../../spoken/components/spoken.module.css';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import type { SpokenAnswer } from '../../spoken/model/spoken-answer';
import { asSpokenItem, screenText } from '../../spoken/model/spoken-item';

function PictureReadingPlayer(props: PlayerProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const item = asSpokenItem(props.item);
  return (
    <ReadAloud {...props} kind="picture_reading">
      {item.screen_pic ? <img className={classes.picture} src={props.mediaUrl(item.screen_pic)} alt={t('picture.alt')} data-testid="picture" /> : null}
      <p className={classes.text} lang="en" data-testid="reading-text">
        {screenText(item)}
      </p>
      {item.ipa ? <p className={classes.japanese}>{item.ipa}</p> : null}
    </ReadAloud>
  );
}

function PictureReadingResult(props: ResultItemProps<SpokenAnswer>) {
  return <SpokenResult {...props} />;
}

export const pictureReadingType = spokenDefinition({
  key: 'picture_reading',
  toggles: ['translation', 'speed'],
  sideListModules: ['textbook', 'skillup'],
  Player: PictureReadingPlayer,
  Result: PictureReadingResult,
});
