import { useId } from 'react';
import { useTranslation } from 'shared-ui';
import type { ReviewItem } from '../api/review-log';
import { AI_COURSE_NS } from '../ai-course-texts';
import styles from './ai-course.module.css';

/** The answers of a run item by item: the question, the student's answer, the right one and why. */
export function ReviewItems({ items, headingLevel = 2, media }: { items: ReviewItem[]; headingLevel?: 2 | 3; media?: (path: string) => string }) {
  const { t } = useTranslation(AI_COURSE_NS);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading id={headingId}>{t('reviewTitle')}</Heading>
      {items.length === 0 ? (
        <p>{t('noItems')}</p>
      ) : (
        <ol className={styles.reviewList}>
          {items.map((item, index) => (
            <li key={index} className={styles.reviewItem} data-testid="review-item" data-right={item.is_right === 1}>
              <p className={styles.reviewQuestion}>
                <span className={item.is_right === 1 ? styles.markRight : styles.markWrong}>{item.is_right === 1 ? `○ ${t('right')}` : `× ${t('wrong')}`}</span>
                <span lang="en">{item.question}</span>
              </p>
              <dl className={styles.reviewAnswers}>
                <dt>{t('yourAnswer')}</dt>
                <dd lang="en">{item.your_answer ? <Answer text={item.your_answer} media={media} /> : t('noAnswer')}</dd>
                {item.is_right === 1 ? null : (
                  <>
                    <dt>{t('correctAnswer')}</dt>
                    <dd lang="en">
                      <Answer text={item.correct_answer} media={media} />
                    </dd>
                  </>
                )}
                {item.explanation ? (
                  <>
                    <dt>{t('explanation')}</dt>
                    <dd>{item.explanation}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A picture option as the lines name it: a file of the package. */
const PICTURE = /^[\w./-]+\.(svg|png|jpe?g|gif|webp)$/i;

/**
 * An answer as the review line gives it (options joined by " / "); picture options are drawn
 * from the resource's package when its address is known, named by their file for the screen reader.
 */
function Answer({ text, media }: { text: string; media?: (path: string) => string }) {
  const { t } = useTranslation(AI_COURSE_NS);
  const parts = text.split(' / ');
  if (!media || !parts.every((part) => PICTURE.test(part))) return <>{text}</>;
  return (
    <span className={styles.pictures}>
      {parts.map((part) => (
        <img key={part} src={media(part)} alt={t('picture', { name: pictureName(part) })} className={styles.picture} />
      ))}
    </span>
  );
}

/** "media/hs-weather-rainy.svg" → "hs weather rainy". */
const pictureName = (path: string) => (path.split('/').pop() ?? path).replace(/\.[a-z]+$/i, '').replace(/[-_]+/g, ' ');
