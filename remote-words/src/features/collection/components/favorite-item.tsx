import { audioPlayer, useIsPlaying } from 'shared-speech';
import { Link } from 'shared-ui/router';
import { Button, currentLanguage, formatDate, useTranslation } from 'shared-ui';
import { useTextReading } from '../../../lib/use-text-reading';
import type { FavoriteEntry } from '../api/favorite-types';
import { dictionaryEntryPath } from '../collection-paths';
import { COLLECTION_NS } from '../collection-texts';
import { englishText, favoriteKind, favoriteOrigin, practiceCategory } from '../model/favorite-kind';
import { canRemove } from '../model/favorite-requests';
import { PracticeAloud } from './practice-aloud';
import styles from './collection.module.css';

const KIND_CLASS = { word: styles.kindWord, sentence: styles.kindSentence, recording: styles.kindRecording } as const;

type Props = {
  entry: FavoriteEntry;
  practising: boolean;
  onPractise: (open: boolean) => void;
  /** `keyboard`: the removal was made with the keyboard (the undo bar then takes the focus). */
  onRemove: (keyboard: boolean) => void;
};

/** A collected word or sentence, or a kept recording: its texts, where it came from, and what can be done with it. */
export function FavoriteItem({ entry, practising, onPractise, onRemove }: Props) {
  const { t } = useTranslation(COLLECTION_NS);
  const kind = favoriteKind(entry);
  const english = englishText(entry);
  const category = practiceCategory(entry);
  const label = english || entry.screen_jp_text || t('noText');
  return (
    <li className={styles.item} data-testid="collection-item" data-kind={kind} data-favorite-id={entry.favorite_id} data-type={entry.type}>
      <div className={styles.meta}>
        <span className={[styles.badge, KIND_CLASS[kind]].join(' ')}>{t(`kind.${kind}`)}</span>
        <Origin entry={entry} />
        <span className={styles.muted}>{t('collectedOn', { date: formatDate(entry.created_at, currentLanguage()) })}</span>
      </div>
      {english ? (
        <p className={kind === 'word' ? styles.word : styles.english} lang="en" data-testid="collection-english">
          {english}
        </p>
      ) : (
        <p className={styles.muted}>{t('noText')}</p>
      )}
      {entry.screen_jp_text ? (
        <p className={styles.japanese} lang="ja" data-testid="collection-japanese">
          {entry.screen_jp_text}
        </p>
      ) : null}
      {kind === 'recording' ? <RecordingFacts entry={entry} /> : null}
      <div className={styles.actions}>
        {english ? <ListenButton text={english} /> : null}
        {entry.sound_file ? <RecordingButton url={entry.sound_file} label={label} /> : null}
        {category ? (
          <Button
            variant={practising ? 'secondary' : 'primary'}
            width="auto"
            aria-expanded={practising}
            aria-label={practising ? t('closePractice') : t('practiseLabel', { text: label })}
            onClick={() => onPractise(!practising)}
            data-testid="collection-practise"
          >
            {practising ? t('closePractice') : t('practise')}
          </Button>
        ) : null}
        {canRemove(entry) ? (
          <Button variant="text" width="auto" className={styles.remove} aria-label={t('removeLabel', { text: label })} onClick={(event) => onRemove(event.detail === 0)} data-testid="collection-remove">
            {t('remove')}
          </Button>
        ) : null}
      </div>
      {practising && category ? <PracticeAloud entry={entry} category={category} /> : null}
    </li>
  );
}

function Origin({ entry }: { entry: FavoriteEntry }) {
  const { t } = useTranslation(COLLECTION_NS);
  const origin = favoriteOrigin(entry);
  if (origin.kind === 'dictionary')
    return (
      <Link to={dictionaryEntryPath(origin.word)} className={styles.origin} aria-label={t('origin.openDictionary', { word: origin.word })} data-testid="collection-origin">
        {t('origin.dictionary')}
      </Link>
    );
  return (
    <span className={styles.origin} data-testid="collection-origin">
      {origin.kind === 'resource' ? t('origin.resource', { title: origin.title }) : t('origin.unknown')}
    </span>
  );
}

/** A kept recording's score and length. */
function RecordingFacts({ entry }: { entry: FavoriteEntry }) {
  const { t } = useTranslation(COLLECTION_NS);
  const facts = [
    entry.percent_score !== null ? t('score', { score: entry.percent_score }) : null,
    entry.record_duration !== null ? t('duration', { seconds: Math.round(entry.record_duration * 10) / 10 }) : null,
  ].filter((fact): fact is string => fact !== null);
  if (facts.length === 0) return null;
  return (
    <p className={styles.muted} data-testid="collection-recording-facts">
      {facts.join('・')}
    </p>
  );
}

/** Reads the English aloud with the portal's text-to-speech; pressed again while it plays, it stops. */
function ListenButton({ text }: { text: string }) {
  const { t } = useTranslation(COLLECTION_NS);
  const { ready, playing, toggle } = useTextReading(text);
  return (
    <Button variant="secondary" width="auto" disabled={!ready} aria-pressed={playing} aria-label={playing ? t('stopListening') : t('listenLabel', { text })} onClick={toggle} data-testid="collection-listen">
      <span aria-hidden="true">{playing ? '■' : '▶'}</span> {playing ? t('stopListening') : t('listen')}
    </Button>
  );
}

/** Plays the kept recording (served from /uploads by the portal); pressed again, it pauses. */
function RecordingButton({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation(COLLECTION_NS);
  const playing = useIsPlaying(url);
  return (
    <Button variant="secondary" width="auto" aria-pressed={playing} aria-label={t('playRecordingLabel', { text: label })} onClick={() => void audioPlayer.play(url)} data-testid="collection-play-recording">
      <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span> {t('playRecording')}
    </Button>
  );
}
