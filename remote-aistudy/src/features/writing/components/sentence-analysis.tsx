import { useTranslation } from 'shared-ui';
import type { SentenceAnalysis as Sentence } from '../model/writing-types';
import { WRITING_NS } from '../writing-texts';
import { teacherLabel } from './marked-text';
import styles from './writing.module.css';

/** Whether the sentence's comment only repeats the comments of its marks (listed below it anyway). */
const repeatsItsMarks = (sentence: Sentence) => sentence.sent_comments.length > 0 && sentence.sent_comments.every((mark) => sentence.comment.includes(mark.comments));

/** Each sentence with the comment on it and the comments on its marked words (spec part 2 comments). */
export function SentenceAnalysis({ text, sentences }: { text: string; sentences: readonly Sentence[] }) {
  const { t } = useTranslation(WRITING_NS);
  return (
    <ol className={styles.sentences} data-testid="writing-sentences">
      {sentences.map((sentence) => (
        <li key={sentence.start} className={styles.sentence}>
          <p className={styles.sentenceText} lang="en">
            {sentence.sent_content}
          </p>
          {sentence.comment && !repeatsItsMarks(sentence) ? <p className={styles.muted}>{sentence.comment}</p> : null}
          {sentence.sent_comments.length > 0 ? (
            <ul className={styles.commentList}>
              {sentence.sent_comments.map((comment, index) => (
                <li key={index}>
                  <strong>{comment.type === 'TEACHER' ? teacherLabel(t, comment.teacher_name) : t(`kinds.${comment.kind}`)}</strong>
                  {'：'}
                  <span lang="en">「{text.slice(comment.hit_words_pos.startPos, comment.hit_words_pos.endPos)}」</span> {comment.comments}
                  {comment.suggestion ? <span lang="en">（{t('result.suggestion', { text: comment.suggestion })}）</span> : null}
                </li>
              ))}
            </ul>
          ) : sentence.comment ? null : (
            <p className={styles.muted}>{t('result.sentenceOk')}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
