import { useNavigate } from 'shared-ui/router';
import { Button, formatDate, useTranslation } from 'shared-ui';
import type { WrongTopicExam } from '../api/get-wrong-topic-list';
import { wrongTopicPath } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import styles from './study-word.module.css';

/** Word tests with items still to put right, each with its date, what is left and the way into its wrong-topic loop. */
export function WrongTopicExamList({ exams }: { exams: WrongTopicExam[] }) {
  const { t, i18n } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  return (
    <ul className={styles.sentenceList}>
      {exams.map((exam) => (
        <li key={exam.guid} className={styles.sentence} data-testid="wrong-topic-exam" data-guid={exam.guid}>
          <div className={styles.range}>
            <p>{t('test.wrongTopicItem', { title: exam.title, date: formatDate(exam.finished_at, i18n.language, true) })}</p>
            <p className={styles.muted}>{t('test.wrongTopicCount', { count: exam.remaining, total: exam.total })}</p>
          </div>
          <Button width="auto" onClick={() => void navigate(wrongTopicPath(exam.guid))} data-testid="start-wrong-topic">
            {t('test.wrongTopicStart')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
