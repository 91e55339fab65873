import { useTranslation } from 'shared-ui';
import type { GradedAnswer } from '../model/question-type';
import type { ExerciseItem } from '../model/resource';
import classes from './practice-layout.module.css';

/** Right or wrong after an answer (not in exam mode), with the explanation where the mode shows it. */
export function FeedbackBanner({
  item,
  graded,
  showExplanation,
  mediaUrl,
}: {
  item: ExerciseItem;
  graded: GradedAnswer;
  showExplanation: boolean;
  mediaUrl: (path: string) => string;
}) {
  const { t } = useTranslation('exercises');
  const parts = graded.parts ?? [];
  const right = parts.filter((part) => part.score > 0).length;
  const title = graded.correct ? t('player.correct') : parts.length > 1 && right > 0 ? t('player.partly', { right, total: parts.length }) : t('player.wrong');
  return (
    <div className={[classes.feedback, graded.correct ? classes.feedbackRight : classes.feedbackWrong].join(' ')} role="status" data-testid="feedback" data-correct={graded.correct}>
      <p className={classes.feedbackTitle}>{title}</p>
      {showExplanation && (item.explanation || item.explanation_image) ? (
        <div className={classes.explanation} data-testid="explanation">
          <strong>{t('player.explanation')}</strong>
          {item.explanation ? <p lang="ja">{item.explanation}</p> : null}
          {item.explanation_image ? <img src={mediaUrl(item.explanation_image)} alt={t('player.explanation')} /> : null}
        </div>
      ) : null}
    </div>
  );
}
