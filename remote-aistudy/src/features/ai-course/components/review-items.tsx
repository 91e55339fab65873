import { useId } from 'react';
import { useTranslation } from 'shared-ui';
import type { ReviewItem } from '../api/review-log';
import { AI_COURSE_NS } from '../ai-course-texts';
import styles from './ai-course.module.css';

/** The answers of a run item by item: the question, the student's answer, the right one and why. */
export function ReviewItems({ items, headingLevel = 2 }: { items: ReviewItem[]; headingLevel?: 2 | 3 }) {
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
                <dd lang="en">{item.your_answer || t('noAnswer')}</dd>
                {item.is_right === 1 ? null : (
                  <>
                    <dt>{t('correctAnswer')}</dt>
                    <dd lang="en">{item.correct_answer}</dd>
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
