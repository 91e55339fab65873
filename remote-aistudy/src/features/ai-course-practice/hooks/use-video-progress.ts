import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useRefreshAiCourse } from '../../ai-course/hooks/use-refresh-ai-course';
import type { LessonVideo } from '../api/get-lesson-part';
import { submitVideo } from '../api/submit-video';

/** How often the progress is saved while the video plays. */
const SAVE_EVERY_MS = 10_000;

/** Seconds of the media the browser really played in this visit: seeking past a part adds nothing. */
export function playedSeconds(media: Pick<HTMLMediaElement, 'played'>): number {
  let sum = 0;
  for (let index = 0; index < media.played.length; index += 1) sum += media.played.end(index) - media.played.start(index);
  return sum;
}

/**
 * The watched time of the lesson video, counted from real playback (the media's played ranges,
 * never the position a seek reached), added to what earlier visits had saved, and saved every
 * ten seconds while it plays, on pause, at the end and when the student leaves. The server
 * marks the step done from 90 % of the duration.
 */
export function useVideoProgress(video: LessonVideo, mediaRef: RefObject<HTMLVideoElement | null>) {
  const refresh = useRefreshAiCourse();
  // What earlier visits saved: this visit's playback adds to it (replaying a part in a later
  // visit counts again, as the server keeps only a total).
  const savedBefore = useRef(video.watched_seconds);
  const lastSent = useRef({ watched: video.watched_seconds, position: video.last_position });
  const doneRef = useRef(video.done === 1);
  const [progress, setProgress] = useState({ watched: video.watched_seconds, done: video.done === 1 });

  // The last measure of the media, kept for the save when the student leaves: by then React has
  // already detached the video element from mediaRef.
  const latest = useRef({ watched: video.watched_seconds, position: video.last_position });
  const measure = useCallback(() => {
    const media = mediaRef.current;
    if (media) {
      latest.current = {
        watched: Math.min(video.duration_seconds, savedBefore.current + playedSeconds(media)),
        position: Math.min(media.currentTime, video.duration_seconds),
      };
    }
    return latest.current;
  }, [mediaRef, video.duration_seconds]);

  const save = useCallback(async () => {
    const { watched, position } = measure();
    if (Math.abs(watched - lastSent.current.watched) < 0.5 && Math.abs(position - lastSent.current.position) < 0.5) return;
    lastSent.current = { watched, position };
    const reply = await submitVideo({ resource_id: video.resource_id, watched_seconds: watched, position }).catch(() => null);
    if (!reply) return;
    setProgress({ watched: Math.max(watched, reply.watched_seconds), done: reply.done === 1 });
    if (reply.done === 1 && !doneRef.current) {
      doneRef.current = true;
      void refresh();
    }
  }, [measure, video.resource_id, refresh]);

  // Saved every ten seconds while playing; the shown number follows playback each second.
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return;
    const saver = window.setInterval(() => void save(), SAVE_EVERY_MS);
    const ticker = window.setInterval(() => setProgress((current) => ({ ...current, watched: Math.max(current.watched, measure().watched) })), 1000);
    return () => {
      window.clearInterval(saver);
      window.clearInterval(ticker);
    };
  }, [playing, save, measure]);

  // Leaving the page (another step, another route) saves what was played.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => () => void saveRef.current(), []);

  const handlers = {
    onPlay: () => setPlaying(true),
    onTimeUpdate: () => void measure(),
    onPause: () => {
      setPlaying(false);
      void save();
    },
    onEnded: () => {
      setPlaying(false);
      void save();
    },
  };
  return { progress, handlers };
}
