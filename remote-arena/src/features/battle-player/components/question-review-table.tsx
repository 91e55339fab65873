import { useTranslation } from 'shared-ui';
import { BATTLE_PLAYER_NS } from '../battle-player-texts';
import type { ReviewedQuestion } from '../model/battle-view';
import { KindTag } from './kind-tag';
import { RightMark } from './right-mark';
import styles from './battle-player.module.css';

/** A finished battle's or grammar run's questions: the student's answer, the right one, the rival's ○/×, and each explanation on demand. */
export function QuestionReviewTable({ questions, showRival }: { questions: readonly ReviewedQuestion[]; showRival: boolean }) {
  const { t } = useTranslation(BATTLE_PLAYER_NS);
  return (
    <div className={styles.reviewWrap}>
      <table className={styles.review} data-testid="question-review">
        <caption className={styles.reviewCaption}>{t('review.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('review.number')}</th>
            <th scope="col">{t('review.question')}</th>
            <th scope="col">{t('review.mine')}</th>
            <th scope="col">{t('review.right')}</th>
            {showRival ? <th scope="col">{t('review.rival')}</th> : null}
            <th scope="col">{t('review.points')}</th>
          </tr>
        </thead>
        <tbody>
          {questions.map((question) => (
            <tr key={question.index} data-testid="review-row" data-right={question.my_right}>
              <th scope="row">{question.index + 1}</th>
              <td>
                <KindTag kind={question.kind} />
                <span className={styles.reviewPrompt}>{question.prompt}</span>
                {question.explanation ? (
                  <details className={styles.explanation}>
                    <summary>{t('review.explanation')}</summary>
                    <p data-testid="review-explanation">{question.explanation}</p>
                  </details>
                ) : null}
              </td>
              <td data-testid="review-mine">
                <RightMark right={question.my_right} /> {question.my_choice ?? t('review.noAnswer')}
              </td>
              <td data-testid="review-right">{question.right_answer}</td>
              {showRival ? <td data-testid="review-rival">{question.rival_right === null ? t('review.noRival') : <RightMark right={question.rival_right} />}</td> : null}
              <td>{t('review.pointsValue', { points: question.my_points })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
