import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { BOOK_DETAILS_PATH } from '../../books/api/get-book-details';
import type { ReadingBook } from '../../books/api/get-reading';
import { POSITION_PATH, READING_LOG_PATH, readingOutbox } from '../api/reading-outbox';
import { ActiveClock } from '../model/active-clock';
import { chapterAt, firstOfNextChapter, sentencesBetween, type Place } from '../model/book-text';
import { newUuid } from '../model/guid';

/** The position is saved this long after the current sentence last changed. */
export const POSITION_DELAY_MS = 1000;
/** A reading log is posted at least this often while the student reads. */
export const LOG_INTERVAL_MS = 2 * 60_000;
const MAX_LOG_SECONDS = 3600;

type LogWindow = { chapter: number; last: number; words: number };

/**
 * Records the student's reading: the position (POST /ebook/position, a second after the current
 * sentence changed and at once when the page is left) and reading logs (POST /ebook/reading-log,
 * one guid each: when the chapter changes, when the page is left or hidden, and every two
 * minutes; words of the sentences passed, active seconds). Both go through the reading outbox, so
 * a failed post is sent again later.
 */
export function useReadingTracker(book: ReadingBook, place: Place) {
  const queryClient = useQueryClient();
  const bookId = book.book.book_id;
  const bookRef = useRef(book);
  const windowRef = useRef<LogWindow>({ chapter: place.chapter, last: place.sentence, words: 0 });
  const clock = useRef<ActiveClock | null>(null);
  // The place the page opened at is where the student was: nothing to save until it changes.
  const savedPlace = useRef<Place | null>(place);
  const pendingPlace = useRef<Place | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const actions = useRef({ postLog: () => {}, savePosition: () => {} });

  useEffect(() => {
    bookRef.current = book;
    actions.current = {
      postLog: () => {
        const current = windowRef.current;
        const milliseconds = clock.current?.take(Date.now()) ?? 0;
        const chapter = chapterAt(bookRef.current, current.chapter);
        const words = Math.min(current.words, chapter?.word_count ?? current.words);
        current.words = 0;
        let seconds = Math.min(MAX_LOG_SECONDS, Math.round(milliseconds / 1000));
        if (seconds < 1 && words === 0) return;
        if (seconds < 1) seconds = 1;
        const guid = newUuid();
        void readingOutbox.post({ key: `log:${guid}`, path: READING_LOG_PATH, body: { guid, book_id: bookId, chapter_index: current.chapter, seconds, words } });
      },
      savePosition: () => {
        clearTimeout(timer.current);
        const next = pendingPlace.current;
        pendingPlace.current = null;
        if (!next) return;
        savedPlace.current = next;
        void readingOutbox
          .post({ key: `position:${bookId}`, path: POSITION_PATH, body: { book_id: bookId, chapter_index: next.chapter, sentence_index: next.sentence } })
          .then(() => queryClient.invalidateQueries({ queryKey: [BOOK_DETAILS_PATH, bookId] }));
      },
    };
  });

  // While the page shows: the clock runs, signs of reading count, logs go every two minutes; leaving
  // (or hiding the kept-alive page, or the tab) posts the log and the position at once.
  useEffect(() => {
    clock.current = new ActiveClock(Date.now());
    void readingOutbox.flush();
    const onActivity = () => clock.current?.activity(Date.now());
    const leave = () => {
      actions.current.savePosition();
      actions.current.postLog();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
      else clock.current = new ActiveClock(Date.now());
    };
    const onOnline = () => void readingOutbox.flush();
    const events = ['scroll', 'pointerdown', 'keydown', 'wheel', 'touchmove'] as const;
    for (const name of events) window.addEventListener(name, onActivity, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    const interval = setInterval(() => {
      actions.current.postLog();
      void readingOutbox.flush();
    }, LOG_INTERVAL_MS);
    return () => {
      for (const name of events) window.removeEventListener(name, onActivity);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      clearInterval(interval);
      leave();
    };
  }, [bookId]);

  // The current sentence moved: count the sentences passed, close the chapter's log, save the place.
  useEffect(() => {
    clock.current?.activity(Date.now());
    const current = windowRef.current;
    if (place.chapter !== current.chapter) {
      // Carried on into the next chapter: the rest of the last one was read.
      const next = firstOfNextChapter(bookRef.current, current.chapter);
      if (next && next.chapter === place.chapter && next.sentence === place.sentence) {
        current.words += sumWords(sentencesBetween(chapterAt(bookRef.current, current.chapter), current.last, Number.POSITIVE_INFINITY));
      }
      actions.current.postLog();
      windowRef.current = { chapter: place.chapter, last: place.sentence, words: 0 };
    } else if (place.sentence > current.last) {
      current.words += sumWords(sentencesBetween(chapterAt(bookRef.current, place.chapter), current.last, place.sentence));
      current.last = place.sentence;
    } else {
      current.last = place.sentence;
    }
    const saved = savedPlace.current;
    if (saved && saved.chapter === place.chapter && saved.sentence === place.sentence) {
      pendingPlace.current = null;
      clearTimeout(timer.current);
      return;
    }
    pendingPlace.current = place;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => actions.current.savePosition(), POSITION_DELAY_MS);
  }, [place]);
}

const sumWords = (sentences: readonly { words: number }[]) => sentences.reduce((sum, sentence) => sum + sentence.words, 0);
