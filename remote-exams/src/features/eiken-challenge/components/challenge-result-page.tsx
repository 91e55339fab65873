import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'shared-ui/router';
import { Card, combineQueries, formatDate, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { NextSetList } from '../../eiken-rwl/components/next-set-list';
import { useExamResourceList, type ExamResourceList } from '../api/get-exam-resource-list';
import { examLogsQuery } from '../api/get-exam-logs';
import { useHistoryLogs, type ExamHistoryLogs, type ExamResult } from '../api/get-history-logs';
import { EIKEN_CHALLENGE_PATHS } from '../eiken-challenge-paths';
import { EIKEN_CHALLENGE_NS } from '../eiken-challenge-texts';
import { ChallengeHistory } from './challenge-history';
import styles from './eiken-challenge.module.css';
import { SectionScoreTable } from './section-score-table';

/**
 * /eiken/challengeResult?guid=: one sitting's result: the score per section, the estimated CSE
 * score and the chance of passing (with how they are estimated), every set to review item by
 * item with its explanation (the engine's result view), what to practise next, and the attempts.
 */
export function ChallengeResultPage() {
  const { t } = useTranslation(EIKEN_CHALLENGE_NS);
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? undefined;
  const logs = useHistoryLogs(guid);
  if (!guid) return <StatusBlock tone="error" title={t('resultMissing')} />;
  return (
    <QueryState query={logs}>
      {(sitting) =>
        sitting.result ? (
          <ResultView sitting={sitting} result={sitting.result} />
        ) : (
          <Page title={t('resultTitle')}>
            <StatusBlock title={t('stillOpen')} action={<Link to={EIKEN_CHALLENGE_PATHS.challenge}>{t('back')}</Link>} />
          </Page>
        )
      }
    </QueryState>
  );
}

function ResultView({ sitting, result }: { sitting: ExamHistoryLogs; result: ExamResult }) {
  const { t, i18n } = useTranslation(EIKEN_CHALLENGE_NS);
  const navigate = useNavigate();
  const resources = useExamResourceList(sitting.directory.directory_id);
  const { estimate } = result;
  const percent = (value: number) => Math.round(value * 100);
  // The section to build on: the lowest rate (the first one on a tie).
  const weakest = [...result.sections].sort((a, b) => a.percent - b.percent)[0];
  return (
    <Page
      title={`${sitting.directory.title} — ${t('resultTitle')}`}
      onBack={() => void navigate(EIKEN_CHALLENGE_PATHS.challenge)}
      actions={<Link to={EIKEN_CHALLENGE_PATHS.challenge}>{t('again')}</Link>}
      testId="challenge-result"
    >
      <div className={styles.summary}>
        <Card title={t('total')}>
          <p className={styles.big} data-testid="challenge-total">
            {t('totalScore', { correct: result.correct, total: result.total, percent: result.percent })}
          </p>
          <p className={styles.muted}>
            {t('finishedAt', { date: formatDate(sitting.finished_at, i18n.language, true), reason: sitting.finish_reason === 'timeout' ? t('reasonTimeout') : t('reasonSubmitted') })}
          </p>
        </Card>
        {estimate.scaled_score !== null ? (
          <Card title={t('estimate')}>
            <p className={styles.big} data-testid="challenge-cse">
              {t('scaled', { score: estimate.scaled_score, max: estimate.scaled_max })}
            </p>
            <p className={styles.muted}>{t('scaledPass', { pass: estimate.scaled_pass })}</p>
            <ul className={styles.plain}>
              {result.skills.map((skill) => (
                <li key={skill.skill}>{t('skillScaled', { skill: t(`skill_${skill.skill}`), score: skill.scaled ?? 0, max: skill.scaled_max ?? 0 })}</li>
              ))}
            </ul>
          </Card>
        ) : null}
        <Card title={t('likelihood')}>
          <p className={[styles.big, styles[`verdict_${estimate.verdict}`]].join(' ')} data-testid="challenge-likelihood">
            {t('likelihoodValue', { percent: percent(estimate.pass_probability) })}
          </p>
          <p>{t(`verdict_${estimate.verdict}`)}</p>
          <p className={styles.muted}>{t('range', { low: percent(estimate.proportion_low), high: percent(estimate.proportion_high) })}</p>
        </Card>
      </div>
      <Card title={t('bySection')}>
        <SectionScoreTable sections={result.sections} heading={t('section')} testId="challenge-sections" />
        <p className={styles.muted}>{t('noWriting')}</p>
        <details className={styles.method}>
          <summary>{t('method')}</summary>
          <p>{t('methodBody1', { percent: percent(estimate.pass_ratio) })}</p>
          <p>{t('methodBody2')}</p>
        </details>
      </Card>
      <QueryState query={resources}>{(list) => <SectionReview guid={sitting.guid} list={list} result={result} />}</QueryState>
      {weakest ? (
        <Card title={t('nextSteps')}>
          <p className={styles.muted}>{t('nextLead', { section: weakest.title })}</p>
          <NextSetList resourceId={weakest.resources[0]?.resource_id} tag="challenge" />
        </Card>
      ) : null}
      <ChallengeHistory directoryId={sitting.directory.directory_id} current={sitting.guid} />
    </Page>
  );
}

/**
 * Each set of the sitting, one at a time, in the engine's result view: the student's answer, the
 * right one and the explanation. backHref: the test's page (the Eiken mock test's by default).
 */
export function SectionReview({ guid, list, result, backHref = EIKEN_CHALLENGE_PATHS.challenge }: { guid: string; list: ExamResourceList; result: ExamResult; backHref?: string }) {
  const { t } = useTranslation(EIKEN_CHALLENGE_NS);
  const navigate = useNavigate();
  const engine = useExerciseEngine();
  const parts = list.sections.flatMap((section) => section.resources.map((resource) => ({ section, resource })));
  const [chosen, setChosen] = useState(parts[0]?.resource.resource_id);
  const part = parts.find((entry) => entry.resource.resource_id === chosen);
  const scoreOf = (resourceId: number) => result.sections.flatMap((section) => section.resources).find((entry) => entry.resource_id === resourceId);
  return (
    <Card title={t('review')} testId="challenge-review">
      <p className={styles.muted}>{t('reviewLead')}</p>
      <div className={styles.partTabs} role="tablist" aria-label={t('review')}>
        {parts.map(({ resource }) => {
          const score = scoreOf(resource.resource_id);
          return (
            <button
              key={resource.resource_id}
              type="button"
              role="tab"
              aria-selected={resource.resource_id === chosen}
              className={styles.partTab}
              onClick={() => setChosen(resource.resource_id)}
              data-testid="review-part"
            >
              {t('reviewPart', { title: resource.title, correct: score?.correct ?? 0, total: score?.total ?? resource.question_count })}
            </button>
          );
        })}
      </div>
      {part ? (
        <QueryState query={combineQueries(engine)}>
          {([{ ResultScreen }]) => (
            <div role="tabpanel">
              <ResultScreen
                key={part.resource.resource_id}
                info={part.resource}
                recordQuery={{ ...examLogsQuery(part.resource.resource_id, guid), select: (logs) => logs.answer_record }}
                title={`${part.section.title} — ${part.resource.title}`}
                actions={() => null}
                backHref={backHref}
                onBack={() => void navigate(backHref)}
              />
            </div>
          )}
        </QueryState>
      ) : null}
    </Card>
  );
}
