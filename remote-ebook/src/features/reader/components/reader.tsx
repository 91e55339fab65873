import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { RecorderDependencies } from 'shared-speech';
import { Page, useTranslation } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { detailsHref, exercisesHref, impressionHref } from '../../books/books-paths';
import type { ReadingBook, ReadingSentence } from '../../books/api/get-reading';
import { useReadingTracker } from '../hooks/use-reading-tracker';
import { useSentenceAudio } from '../hooks/use-sentence-audio';
import { chapterAt, glossIndex, sentenceAt, sentencesOf, startPlace, type Place } from '../model/book-text';
import { READER_NS } from '../reader-texts';
import { useReaderSettings } from '../stores/reader-settings';
import { ReadAloudDialog } from './read-aloud-dialog';
import { ReaderToolbar } from './reader-toolbar';
import { SentenceView } from './sentence-view';
import { WordLookupDialog } from './word-lookup-dialog';
import styles from './reader.module.css';

/** The text's size at 1x on the slider (17px): the slider multiplies it. */
const BASE_FONT_REM = 1.0625;

/** How the current sentence was reached: the page scrolls to it unless the student scrolled there. */
type Current = { place: Place; reveal: boolean };

type Props = { book: ReadingBook; recorderDependencies?: Partial<RecorderDependencies> };

/** The reader of one book: one chapter at a time, the current sentence marked, audio, glosses, lookups. */
export function Reader({ book, recorderDependencies }: Props) {
  const { t } = useTranslation(READER_NS);
  const bookId = book.book.book_id;
  const fontScale = useReaderSettings((settings) => settings.fontScale);
  const showGlosses = useReaderSettings((settings) => settings.glosses);
  const rate = useReaderSettings((settings) => settings.rate);
  // The saved position (from any device) is where the page opens, scrolled to and marked.
  const [current, setCurrent] = useState<Current>(() => ({ place: startPlace(book), reveal: book.position !== null }));
  const place = current.place;
  const moveTo = useCallback((next: Place, reveal: boolean) => setCurrent({ place: next, reveal }), []);
  const audio = useSentenceAudio(
    book,
    rate,
    useCallback((next: Place) => moveTo(next, true), [moveTo]),
  );
  useReadingTracker(book, place);
  const [lookup, setLookup] = useState<string | null>(null);
  const [aloud, setAloud] = useState<ReadingSentence | null>(null);
  const glosses = useMemo(() => (showGlosses ? glossIndex(book.glosses) : null), [book.glosses, showGlosses]);
  const chapter = chapterAt(book, place.chapter);
  const chapterPosition = book.chapters.findIndex((candidate) => candidate.chapter_index === place.chapter);
  const textRef = useRef<HTMLDivElement>(null);
  const quietUntil = useRef(0);

  // Show the sentence the audio, a jump or the restored position made current.
  useEffect(() => {
    if (!current.reveal) return;
    quietUntil.current = Date.now() + 1000;
    const element = textRef.current?.querySelector(`[data-sentence="${current.place.sentence}"]`);
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [current]);

  // Reading silently: the sentence at the top of the screen becomes the current one.
  useTopSentence(textRef, audio.mode === 'idle', quietUntil, place.chapter, (sentence) => moveTo({ chapter: place.chapter, sentence }, false));

  const playAudio = audio.play;
  const playSentence = useCallback(
    (sentence: number) => {
      void playAudio({ chapter: place.chapter, sentence }, 'sentence');
    },
    [playAudio, place.chapter],
  );
  const openWord = useCallback(
    (word: string, sentence: number) => {
      moveTo({ chapter: place.chapter, sentence }, false);
      setLookup(word);
    },
    [moveTo, place.chapter],
  );
  const jumpToChapter = (index: number) => {
    const first = sentencesOf(chapterAt(book, index))[0];
    if (!first) return;
    audio.stop();
    moveTo({ chapter: index, sentence: first.sentence_index }, true);
    if (typeof window.scrollTo === 'function' && !/jsdom/i.test(navigator.userAgent)) window.scrollTo(0, 0);
  };
  const previous = book.chapters[chapterPosition - 1];
  const next = book.chapters[chapterPosition + 1];
  const totalSentences = book.chapters.reduce((sum, each) => sum + sentencesOf(each).length, 0);
  const before = book.chapters.slice(0, Math.max(0, chapterPosition)).reduce((sum, each) => sum + sentencesOf(each).length, 0) + sentencesOf(chapter).findIndex((sentence) => sentence.sentence_index === place.sentence);
  const percent = totalSentences > 0 ? Math.round(((before + 1) / totalSentences) * 100) : 0;

  return (
    <Page
      title={book.book.title}
      actions={
        <Link to={detailsHref(bookId)} className={styles.headerLink}>
          {t('toDetails')}
        </Link>
      }
      testId="reader-page"
    >
      <ReaderToolbar
        book={book}
        chapter={place.chapter}
        percent={percent}
        audioMode={audio.mode}
        onChapter={jumpToChapter}
        onPlay={(scope) => void audio.play(place, scope)}
        onPause={audio.pause}
        onResume={audio.resume}
        onStop={audio.stop}
        onReadAloud={() => {
          audio.stop();
          setAloud(sentenceAt(book, place) ?? null);
        }}
      />
      <article className={styles.text} ref={textRef} style={{ fontSize: `calc(${BASE_FONT_REM}rem * ${fontScale})` }} data-testid="reader-text" data-glosses={showGlosses ? 1 : 0}>
        {chapter ? (
          <>
            <h2 className={styles.chapterTitle}>
              <span className={styles.chapterNumber}>{t('chapterHeading', { number: chapterPosition + 1 })}</span>{' '}
              <span lang="en">{chapter.title}</span>
              {chapter.title_jp ? <span className={styles.chapterJa}>{chapter.title_jp}</span> : null}
            </h2>
            {chapter.paragraphs.map((paragraph, position) => (
              <p key={position} className={styles.paragraph}>
                {paragraph.map((sentence) => (
                  <SentenceView
                    key={sentence.sentence_index}
                    sentence={sentence}
                    current={sentence.sentence_index === place.sentence}
                    spoken={audio.mode !== 'idle' && sentence.sentence_index === place.sentence}
                    glosses={glosses}
                    onPlay={playSentence}
                    onWord={openWord}
                  />
                ))}
              </p>
            ))}
          </>
        ) : null}
      </article>
      <nav className={styles.chapterNav} aria-label={t('chapter')}>
        {previous ? (
          <button type="button" className={styles.navButton} onClick={() => jumpToChapter(previous.chapter_index)} data-testid="previous-chapter">
            {t('previousChapter')}
          </button>
        ) : (
          <span />
        )}
        {next ? (
          <button type="button" className={[styles.navButton, styles.primary].join(' ')} onClick={() => jumpToChapter(next.chapter_index)} data-testid="next-chapter">
            {t('nextChapter')}
          </button>
        ) : null}
      </nav>
      {!next ? (
        <section className={styles.end} aria-labelledby="ebook-reader-end" data-testid="book-end">
          <h2 id="ebook-reader-end" className={styles.endTitle}>
            {t('endTitle')}
          </h2>
          <p>{t('endLead')}</p>
          <div className={styles.endLinks}>
            <Link to={exercisesHref(bookId)} className={[styles.navButton, styles.primary].join(' ')} data-testid="to-exercises">
              {t('toExercises')}
            </Link>
            <Link to={impressionHref(bookId)} className={styles.navButton} data-testid="to-impression">
              {t('toImpression')}
            </Link>
          </div>
        </section>
      ) : null}
      {lookup !== null ? <WordLookupDialog word={lookup} onClose={() => setLookup(null)} /> : null}
      {aloud ? <ReadAloudDialog sentence={aloud} bookId={bookId} chapter={place.chapter} onClose={() => setAloud(null)} recorderDependencies={recorderDependencies} /> : null}
    </Page>
  );
}

/**
 * While `enabled` (no audio run), the sentence that reaches the top quarter of the screen as the
 * student scrolls becomes current; not within a second of the page scrolling by itself, and not
 * from the observer's first report (where the page is when the audio stops or the page shows).
 */
function useTopSentence(textRef: RefObject<HTMLElement | null>, enabled: boolean, quietUntil: RefObject<number>, chapter: number, onTop: (sentence: number) => void) {
  const onTopRef = useRef(onTop);
  useEffect(() => {
    onTopRef.current = onTop;
  });
  useEffect(() => {
    const root = textRef.current;
    if (!enabled || !root || typeof IntersectionObserver === 'undefined') return;
    // The first report is where things are now, not a scroll by the student: it moves nothing.
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (first) {
          first = false;
          return;
        }
        if (Date.now() < quietUntil.current) return;
        const top = entries.filter((entry) => entry.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        const index = Number(top?.target.getAttribute('data-sentence'));
        if (top && Number.isInteger(index)) onTopRef.current(index);
      },
      { rootMargin: '0px 0px -75% 0px' },
    );
    for (const element of root.querySelectorAll('[data-sentence]')) observer.observe(element);
    return () => observer.disconnect();
  }, [textRef, enabled, quietUntil, chapter]);
}
