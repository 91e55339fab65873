import { useNavigate, numberParam, useSearchParams } from 'shared-ui/router';
import { Button, Card, Page, QueryState, formatDate, useTranslation } from 'shared-ui';
import { useWordQuizTasks, type WordQuizTask } from '../api/get-word-quiz-tasks';
import { useWrongTopicList } from '../api/get-wrong-topic-list';
import { examPath, STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import { StudyWordTabs } from './study-word-tabs';
import { WordExamIntro, WordExamRun } from './word-exam-page';
import { WrongTopicExamList } from './wrong-topic-exam-list';
import styles from './study-word.module.css';

/**
 * /study_word/test: the word tests. Without a query, the tab: a test per plan (start, or resume
 * the open one) and the tests with wrong answers to review. With ?plan_id= the test's intro,
 * with ?guid= the running test.
 */
export function StudyWordTestPage() {
  const [params] = useSearchParams();
  const guid = params.get('guid');
  const planId = numberParam(params, 'plan_id');
  if (guid) return <WordExamRun key={guid} guid={guid} />;
  if (planId) return <WordExamIntro planId={planId} />;
  return <WordTestTab />;
}

function WordTestTab() {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const tasks = useWordQuizTasks();
  const wrong = useWrongTopicList();
  return (
    <Page title={t('title')} testId="study-word-test">
      <StudyWordTabs />
      <p className={styles.muted}>{t('test.lead')}</p>
      <QueryState
        query={tasks}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <span>
            {t('test.empty')}{' '}
            <Button width="auto" variant="secondary" onClick={() => void navigate(STUDY_WORD_PATHS.plan)}>
              {t('test.toPlans')}
            </Button>
          </span>
        }
      >
        {(data) => (
          <ul className={styles.planList}>
            {data.list.map((task) => (
              <li key={task.plan_id}>
                <QuizTaskCard task={task} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Card title={t('test.wrongTopic')} testId="wrong-topic-entry">
        <p className={styles.muted}>{t('test.wrongTopicLead')}</p>
        <QueryState query={wrong} isEmpty={(data) => data.list.length === 0} empty={t('test.wrongTopicEmpty')}>
          {(data) => <WrongTopicExamList exams={data.list} />}
        </QueryState>
      </Card>
    </Page>
  );
}

function QuizTaskCard({ task }: { task: WordQuizTask }) {
  const { t, i18n } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  return (
    <article className={styles.planCard} data-testid="quiz-task" data-plan-id={task.plan_id}>
      <div className={styles.planHead}>
        <h2 className={styles.planTitle}>{task.title}</h2>
        <span className={styles.muted}>{t('test.words', { count: task.word_count })}</span>
      </div>
      <p className={styles.muted}>{task.last ? t('test.last', { score: task.last.score, date: formatDate(task.last.finished_at, i18n.language, true) }) : t('test.never')}</p>
      <div className={styles.actions}>
        {task.open_exam_guid ? (
          <Button width="auto" onClick={() => void navigate(examPath({ guid: task.open_exam_guid! }))} data-testid="resume-exam">
            {t('test.resume')}
          </Button>
        ) : (
          <Button width="auto" onClick={() => void navigate(examPath({ plan_id: task.plan_id }))} data-testid="start-exam">
            {t('test.start')}
          </Button>
        )}
      </div>
    </article>
  );
}
