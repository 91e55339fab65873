// Word reading aloud: the word with its pronunciation and meaning; scored as read_word, whose
// reference text carries the word marker and, from the item's ipa, the vocabulary section
// (spec part 2 section 5; shared-speech buildReferenceText). Record limit 10 s.
import { useTranslation } from 'shared-ui';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import { ReadAloud } from '../../spoken/components/read-aloud';
import { SpokenResult } from '../../spoken/components/spoken-result';
import classes from '../../spoken/components/spoken.module.css';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import type { SpokenAnswer } from '../../spoken/model/spoken-answer';
import { asSpokenItem, screenText } from '../../spoken/model/spoken-item';

export function WordHeader({ word, ipa, meaning }: { word: string; ipa?: string; meaning?: string }) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  return (
    <div className={classes.stack} data-testid="word-header">
      <p className={classes.wordHead} lang="en" data-testid="reading-text">
        {word}
      </p>
      {ipa ? (
        <p className={classes.japanese} aria-label={`${t('reading.ipa')}: ${ipa}`}>
          {ipa}
        </p>
      ) : null}
      {meaning ? (
        <p className={classes.japanese} lang="ja">
          {t('reading.meaning')}: {meaning}
        </p>
      ) : null}
    </div>
  );
}

function WordReadingPlayer(props: PlayerProps<SpokenAnswer>) {
  const item = asSpokenItem(props.item);
  return (
    <ReadAloud {...props} kind="word_reading">
      <WordHeader word={screenText(item)} ipa={item.ipa} meaning={item.mean} />
    </ReadAloud>
  );
}

function WordReadingResult(props: ResultItemProps<SpokenAnswer>) {
  const item = asSpokenItem(props.item);
  return <SpokenResult {...props} header={item.ipa ? <p className={classes.japanese}>{item.ipa}{item.mean ? ` ${item.mean}` : ''}</p> : null} />;
}

export const wordReadingType = spokenDefinition({
  key: 'word_reading',
  toggles: ['speed'],
  sideListModules: ['textbook', 'skillup', 'cefr', 'phonogram', 'word_test'],
  Player: WordReadingPlayer,
  Result: WordReadingResult,
});
