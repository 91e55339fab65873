import type { ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import { Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useDirectoryList } from '../../eiken-challenge/api/get-directory-list';
import { useClassList, type EikenClassList } from '../../eiken-practice/api/get-class-list';
import { useReviewPaper } from '../../eiken-rwl/api/get-review-paper';
import { EIKEN_HUB_NS } from '../eiken-hub-texts';
import styles from './eiken-hub.module.css';

/** Grades with a second stage (interview): 3 and up. */
const INTERVIEW_GRADES = new Set(['eiken-3', 'eiken-pre2', 'eiken-2', 'eiken-pre1', 'eiken-1']);

/**
 * /eiken/eikenList: the Eiken hub for the student's target grade: practice by section, RWL,
 * word training and learning, the mock test and the interview, each with the student's
 * progress where the portal keeps it, and the test guide.
 */
export function EikenListPage() {
  const { t } = useTranslation(EIKEN_HUB_NS);
  const classes = useClassList();
  return (
    <QueryState query={classes}>
      {(data) =>
        data.level === null ? (
          <Page title={t('title')}>
            <StatusBlock title={t('noLevel')} detail={t('noLevelDetail')} action={<Link to="/testing">{t('chooseLevel')}</Link>} testId="no-level" />
          </Page>
        ) : (
          <Hub data={data} level={data.level} />
        )
      }
    </QueryState>
  );
}

function Hub({ data, level }: { data: EikenClassList; level: NonNullable<EikenClassList['level']> }) {
  const { t } = useTranslation(EIKEN_HUB_NS);
  const done = data.list.reduce((sum, entry) => sum + entry.completed_count, 0);
  const total = data.list.reduce((sum, entry) => sum + entry.resource_count, 0);
  const interview = INTERVIEW_GRADES.has(level.code);
  return (
    <Page title={t('title')} lead={t('lead', { level: level.name })} actions={<Link to="/testing">{t('changeLevel')}</Link>} testId="eiken-hub">
      <p className={styles.grade} data-testid="hub-grade">
        <span>{t('grade')}</span>
        <strong>{level.name}</strong>
        <span className={styles.muted}>{level.description}</span>
      </p>
      <ul className={styles.menu}>
        <MenuItem to="/eiken/practice" title={t('practice')} text={t('practiceText')} status={t('progressSets', { done, total })} testId="hub-practice" />
        <MenuItem to="/eiken/rwl/index" title={t('rwl')} text={t('rwlText')} status={<ReviewStatus levelId={level.level_id} />} testId="hub-rwl" />
        <MenuItem to="/eiken/wordtraining/index" title={t('wordTraining')} text={t('wordTrainingText')} testId="hub-wordtraining" />
        <MenuItem to="/eiken/wordlearning/index" title={t('wordLearning')} text={t('wordLearningText')} testId="hub-wordlearning" />
        <MenuItem to="/eiken/challenge" title={t('challenge')} text={t('challengeText')} status={<ChallengeStatus />} testId="hub-challenge" />
        {interview ? (
          <MenuItem to="/eiken/interview/index" title={t('interview')} text={t('interviewText')} testId="hub-interview" />
        ) : (
          <li className={[styles.item, styles.disabled].join(' ')} data-testid="hub-interview">
            <strong>{t('interview')}</strong>
            <span className={styles.muted}>{t('interviewNone')}</span>
          </li>
        )}
        <MenuItem to="/college/eiken/tips" title={t('tips')} text={t('tipsText')} testId="hub-tips" />
      </ul>
    </Page>
  );
}

function MenuItem({ to, title, text, status, testId }: { to: string; title: string; text: string; status?: ReactNode; testId: string }) {
  return (
    <li className={styles.item} data-testid={testId}>
      <Link to={to} className={styles.link}>
        <strong>{title}</strong>
      </Link>
      <span className={styles.text}>{text}</span>
      {status ? <span className={styles.status}>{status}</span> : null}
    </li>
  );
}

function ReviewStatus({ levelId }: { levelId: number }) {
  const { t } = useTranslation(EIKEN_HUB_NS);
  const paper = useReviewPaper(levelId);
  return paper.data ? <>{t('progressReview', { count: paper.data.total })}</> : null;
}

function ChallengeStatus() {
  const { t } = useTranslation(EIKEN_HUB_NS);
  const list = useDirectoryList();
  const exam = list.data?.list[0];
  if (!exam) return null;
  if (exam.open_attempt) return <>{t('challengeOpen', { minutes: Math.ceil(exam.open_attempt.remaining_seconds / 60) })}</>;
  return <>{exam.attempt_count === 0 ? t('challengeNone') : t('challengeBest', { count: exam.attempt_count, percent: exam.best_percent ?? 0 })}</>;
}
