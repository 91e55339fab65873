import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { LinkButton, useTranslation } from 'shared-ui';
import { practiceHref } from '../../ai-course/ai-course-paths';
import { ProgressMeter } from '../../ai-course/components/progress-meter';
import type { LessonVideo } from '../api/get-lesson-part';
import { useVideoProgress } from '../hooks/use-video-progress';
import { PRACTICE_NS } from '../practice-texts';
import styles from './practice.module.css';

type CaptionChoice = 'ja' | 'en' | 'off';

/** The share of the video that makes the step done (the server's rule, shown to the student). */
const DONE_SHARE = 0.9;

/**
 * The lesson video: HTML5 video with Japanese and English captions (a switch between them or
 * none), resumed where the student stopped, its watched time saved as it plays; done at 90 %.
 */
export function VideoStep({ video, lessonId }: { video: LessonVideo; lessonId: number }) {
  const { t } = useTranslation(PRACTICE_NS);
  const mediaRef = useRef<HTMLVideoElement>(null);
  const [captions, setCaptions] = useState<CaptionChoice>(video.captions.some((track) => track.lang === 'ja') ? 'ja' : (video.captions[0]?.lang ?? 'off'));
  const { progress, handlers } = useVideoProgress(video, mediaRef);
  const groupName = useId();

  // The chosen captions show; the others are off (a track must be 'showing' to be drawn). The
  // <track> children are in textTracks from the start; applied again once the media loaded.
  const applyCaptions = useCallback(() => {
    const media = mediaRef.current;
    // (No text tracks where the browser has no media support: the page tests' DOM.)
    if (!media?.textTracks) return;
    for (const track of Array.from(media.textTracks)) track.mode = track.language === captions ? 'showing' : 'disabled';
  }, [captions]);
  useEffect(applyCaptions, [applyCaptions]);

  // Resume where the student stopped (unless that was the very end).
  const onLoadedMetadata = () => {
    applyCaptions();
    const media = mediaRef.current;
    if (media && video.last_position > 0 && video.last_position < video.duration_seconds - 2) media.currentTime = video.last_position;
  };

  const needed = Math.ceil(video.duration_seconds * DONE_SHARE);
  const percent = video.duration_seconds > 0 ? (100 * progress.watched) / video.duration_seconds : 0;
  return (
    <section className={styles.step} aria-labelledby="video-step-heading" data-testid="video-step" data-done={progress.done}>
      <h2 id="video-step-heading">{t('videoHeading')}</h2>
      <p className={styles.muted}>{t('videoLead', { seconds: needed })}</p>
      <div className={styles.videoFrame}>
        <video
          ref={mediaRef}
          className={styles.video}
          controls
          preload="metadata"
          poster={video.poster_url}
          aria-label={t('videoLabel')}
          data-testid="lesson-video"
          onLoadedMetadata={onLoadedMetadata}
          {...handlers}
        >
          <source src={video.url} type="video/mp4" />
          {video.captions.map((track) => (
            <track key={track.lang} kind="captions" srcLang={track.lang} label={track.label} src={track.url} default={track.lang === captions} />
          ))}
        </video>
      </div>
      <fieldset className={styles.captionSwitch} data-testid="caption-switch" data-captions={captions}>
        <legend>{t('captions')}</legend>
        {[...video.captions.map((track) => ({ value: track.lang as CaptionChoice, label: track.label })), { value: 'off' as const, label: t('captionsOff') }].map((choice) => (
          <label key={choice.value} className={styles.captionChoice}>
            <input type="radio" name={groupName} value={choice.value} checked={captions === choice.value} onChange={() => setCaptions(choice.value)} data-testid={`captions-${choice.value}`} />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <div className={styles.watched}>
        <ProgressMeter percent={percent} label={t('watchedLabel')} testId="video-watched" />
        <span className={styles.muted}>{t('watchedSeconds', { watched: Math.floor(progress.watched), total: Math.round(video.duration_seconds) })}</span>
      </div>
      <div role="status" className={styles.doneLine} data-testid="video-status">
        {progress.done ? t('videoDone') : null}
      </div>
      {progress.done ? (
        <LinkButton primary to={practiceHref(lessonId, 'explanation')} data-testid="next-step">
          {t('toExplanation')}
        </LinkButton>
      ) : null}
    </section>
  );
}
