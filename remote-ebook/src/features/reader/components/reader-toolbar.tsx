import { useId } from 'react';
import { useTranslation } from 'shared-ui';
import type { ReadingBook } from '../../books/api/get-reading';
import type { AudioMode, AudioScope } from '../hooks/use-sentence-audio';
import { READER_NS } from '../reader-texts';
import { FONT_SCALE, READER_RATES, useReaderSettings } from '../stores/reader-settings';
import styles from './reader.module.css';

type Props = {
  book: ReadingBook;
  chapter: number;
  percent: number;
  audioMode: AudioMode;
  onChapter: (chapter: number) => void;
  onPlay: (scope: AudioScope) => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
  onReadAloud: () => void;
};

/** The reader's bar: chapters, progress, audio (play, pause, speed), glosses, text size, reading aloud. */
export function ReaderToolbar({ book, chapter, percent, audioMode, onChapter, onPlay, onPause, onResume, onStop, onReadAloud }: Props) {
  const { t } = useTranslation(READER_NS);
  const { fontScale, glosses, rate, setFontScale, setGlosses, setRate } = useReaderSettings();
  const chapterId = useId();
  const sizeId = useId();
  return (
    <div className={styles.toolbar} data-testid="reader-toolbar">
      <div className={styles.toolbarRow}>
        <label htmlFor={chapterId} className={styles.visuallyHidden}>
          {t('chapter')}
        </label>
        <select id={chapterId} className={styles.chapterSelect} value={chapter} onChange={(event) => onChapter(Number(event.target.value))} data-testid="chapter-select">
          {book.chapters.map((each, position) => (
            <option key={each.chapter_index} value={each.chapter_index}>
              {t('chapterOption', { number: position + 1, title: each.title })}
            </option>
          ))}
        </select>
        <span className={styles.percent} data-testid="reader-percent">
          {t('progress', { percent })}
        </span>
      </div>
      <div className={styles.toolbarRow} role="group" aria-label={t('audio')}>
        {audioMode === 'idle' ? (
          <>
            <button type="button" className={styles.tool} onClick={() => onPlay('chapter')} data-testid="play-chapter">
              <span aria-hidden="true">▶ </span>
              {t('playChapter')}
            </button>
            <button type="button" className={styles.tool} onClick={() => onPlay('book')} data-testid="play-book">
              <span aria-hidden="true">▶▶ </span>
              {t('playBook')}
            </button>
          </>
        ) : (
          <>
            {audioMode === 'playing' ? (
              <button type="button" className={styles.tool} onClick={onPause} data-testid="audio-pause">
                <span aria-hidden="true">❚❚ </span>
                {t('pause')}
              </button>
            ) : (
              <button type="button" className={styles.tool} onClick={onResume} data-testid="audio-resume">
                <span aria-hidden="true">▶ </span>
                {t('resume')}
              </button>
            )}
            <button type="button" className={styles.tool} onClick={onStop} data-testid="audio-stop">
              <span aria-hidden="true">■ </span>
              {t('stop')}
            </button>
          </>
        )}
        <span className={styles.rates} role="group" aria-label={t('speed')}>
          {READER_RATES.map((value) => (
            <button key={value} type="button" className={styles.rate} aria-pressed={rate === value} onClick={() => setRate(value)} data-testid={`rate-${value}`}>
              {t('speedValue', { rate: value })}
            </button>
          ))}
        </span>
      </div>
      <div className={styles.toolbarRow}>
        <button type="button" className={styles.tool} aria-pressed={glosses} onClick={() => setGlosses(!glosses)} title={t('glosses')} data-testid="gloss-toggle">
          {glosses ? t('glossesOn') : t('glossesOff')}
        </button>
        <button type="button" className={styles.tool} onClick={onReadAloud} data-testid="read-aloud">
          <span aria-hidden="true">🎤 </span>
          {t('readAloudCurrent')}
        </button>
        <span className={styles.size}>
          <label htmlFor={sizeId}>{t('fontSize')}</label>
          <input
            id={sizeId}
            type="range"
            min={FONT_SCALE.min}
            max={FONT_SCALE.max}
            step={FONT_SCALE.step}
            value={fontScale}
            onChange={(event) => setFontScale(Number(event.target.value))}
            aria-valuetext={t('fontScale', { scale: fontScale.toFixed(1) })}
            data-testid="font-size"
          />
          <output htmlFor={sizeId} className={styles.sizeValue}>
            {t('fontScale', { scale: fontScale.toFixed(1) })}
          </output>
        </span>
      </div>
    </div>
  );
}
