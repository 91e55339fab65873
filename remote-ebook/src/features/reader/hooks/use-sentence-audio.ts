import { useCallback, useEffect, useRef, useState } from 'react';
import { audioPlayer } from 'shared-speech';
import type { ReadingBook } from '../../books/api/get-reading';
import { nextPlace, sentenceAt, type Place } from '../model/book-text';

export type AudioMode = 'idle' | 'playing' | 'paused';
/** One sentence, the rest of the chapter, or the rest of the book (into the next chapters). */
export type AudioScope = 'sentence' | 'chapter' | 'book';

/**
 * The book read aloud from its sentence mp3s, one after another through the portal's one audio
 * player: `play(place, scope)` starts at a sentence and calls `onSentence` as each one starts (the
 * reader marks and shows it). Any other sound (a word's audio, the student's recording) stops the
 * run; so does leaving the page.
 */
export function useSentenceAudio(book: ReadingBook, rate: number, onSentence: (place: Place) => void) {
  const [mode, setMode] = useState<AudioMode>('idle');
  const run = useRef(0);
  const onSentenceRef = useRef(onSentence);
  const rateRef = useRef(rate);
  // A reload of the book (the same text, refetched) must not end a run: the run reads the latest.
  const bookRef = useRef(book);
  useEffect(() => {
    onSentenceRef.current = onSentence;
    rateRef.current = rate;
    bookRef.current = book;
  });

  const play = useCallback(async (start: Place, scope: AudioScope) => {
    const mine = ++run.current;
    setMode('playing');
    let place: Place | null = start;
    while (place) {
      const sentence = sentenceAt(bookRef.current, place);
      if (!sentence) break;
      onSentenceRef.current(place);
      const end = await audioPlayer.playToEnd(sentence.audio_url, { rate: rateRef.current });
      if (mine !== run.current || end !== 'ended' || scope === 'sentence') break;
      place = nextPlace(bookRef.current, place, scope === 'book');
    }
    if (mine === run.current) setMode('idle');
  }, []);

  const stop = useCallback(() => {
    run.current += 1;
    setMode('idle');
    if (audioPlayer.snapshot.src !== null && isBookAudio(bookRef.current, audioPlayer.snapshot.src)) audioPlayer.stop();
  }, []);

  const pause = () => {
    audioPlayer.pause();
    setMode('paused');
  };
  const resume = () => {
    setMode('playing');
    void audioPlayer.resume();
  };

  // The speed applies to the sentence playing too.
  useEffect(() => {
    if (mode !== 'idle') audioPlayer.setRate(rate);
  }, [rate, mode]);

  // Leaving the page (or hiding it, kept alive) ends the run.
  useEffect(() => stop, [stop]);

  return { mode, play, pause, resume, stop };
}

function isBookAudio(book: ReadingBook, src: string): boolean {
  return book.chapters.some((chapter) => chapter.paragraphs.some((paragraph) => paragraph.some((sentence) => src.endsWith(sentence.audio_url))));
}
