// Business word reading: four views of a word — 1 word, 2 word with Japanese, 3 example
// sentence, 4 sentence with Japanese — cycled with the upper/lower buttons, which skip the
// sentence views when the word has no example sentence (spec part 3). The learner reads what
// the view shows: the word (read_word with its pronunciation) or the example sentence
// (read_sentence).
import { useState } from 'react';
import { Button, useTranslation } from 'shared-ui';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import { ReadAloud } from '../../spoken/components/read-aloud';
import { SpokenResult } from '../../spoken/components/spoken-result';
import classes from '../../spoken/components/spoken.module.css';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { availableViews, nextView, previousView, viewReadsSentence, viewShowsJapanese, type BusinessWordView } from '../../spoken/logic/business-word-views';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import type { SpokenAnswer } from '../../spoken/model/spoken-answer';
import { asSpokenItem, screenText } from '../../spoken/model/spoken-item';
import { WordHeader } from '../word-reading/word-reading';

function BusinessWordReadingPlayer(props: PlayerProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const item = asSpokenItem(props.item);
  const sentence = item.example_sentence?.trim() ?? '';
  const hasSentence = sentence !== '';
  const [view, setView] = useState<BusinessWordView>(1);
  const views = availableViews(hasSentence);
  const readsSentence = viewReadsSentence(view) && hasSentence;
  const japanese = viewShowsJapanese(view);
  const request = readsSentence ? { category: 'read_sentence', text: sentence, vocabulary: undefined } : { category: 'read_word', text: screenText(item) };
  const modelAudio = readsSentence ? (item.example_audio_file ?? null) : (item.audio_file ?? null);
  return (
    <ReadAloud {...props} kind="business_word_reading" request={request} modelAudio={modelAudio} key={readsSentence ? 'sentence' : 'word'}>
      <div className={classes.viewTabs}>
        <Button variant="secondary" width="auto" onClick={() => setView(previousView(view, hasSentence))} data-testid="view-upper" aria-label={t('business.upper')}>
          ▲
        </Button>
        <span data-testid="business-view" data-view={view}>
          {t('business.view', { view: views.indexOf(view) + 1, total: views.length })}・{t(`business.views.${view}`)}
        </span>
        <Button variant="secondary" width="auto" onClick={() => setView(nextView(view, hasSentence))} data-testid="view-lower" aria-label={t('business.lower')}>
          ▼
        </Button>
      </div>
      {readsSentence ? (
        <div className={classes.stack}>
          <p className={classes.muted}>
            {t('business.example')}: <strong lang="en">{screenText(item)}</strong>
          </p>
          <p className={classes.text} lang="en" data-testid="reading-text">
            {sentence}
          </p>
          {japanese && item.example_sentence_jp ? (
            <p className={classes.japanese} lang="ja" data-testid="business-japanese">
              {item.example_sentence_jp}
            </p>
          ) : null}
        </div>
      ) : (
        <WordHeader word={screenText(item)} ipa={item.ipa} meaning={japanese ? item.mean : undefined} />
      )}
    </ReadAloud>
  );
}

function BusinessWordReadingResult(props: ResultItemProps<SpokenAnswer>) {
  const item = asSpokenItem(props.item);
  const readSentence = props.answer?.score?.category === 'read_sentence';
  return (
    <SpokenResult
      {...props}
      text={readSentence ? item.example_sentence : screenText(item)}
      header={
        <p className={classes.japanese}>
          <strong lang="en">{screenText(item)}</strong> {item.ipa} <span lang="ja">{item.mean}</span>
        </p>
      }
    />
  );
}

export const businessWordReadingType = spokenDefinition({
  key: 'business_word_reading',
  toggles: ['speed'],
  sideListModules: ['word_test'],
  Player: BusinessWordReadingPlayer,
  Result: BusinessWordReadingResult,
});
