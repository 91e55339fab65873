import { numberParam, useLocation, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, Card, Page, QueryState, showToast, StatusBlock, useTranslation } from 'shared-ui';
import { useState } from 'react';
import type { BizCard } from '../api/biz-word-types';
import { useStartLearning, type StartLearning } from '../api/get-start-learning';
import { useSubmitLearningLog } from '../api/submit-learning-log';
import { BIZ_PATHS } from '../biz-word-paths';
import { BIZ_WORD_NS } from '../biz-word-texts';
import { testRoute } from '../logic/test-route';
import { studyTabOf } from './study-word-page';
import { WordDeck } from './word-deck';
import styles from './biz-word.module.css';

/**
 * /eiken/biz/studyWord/practice?plan_id=&activeTab=new|review: today's cards of a plan (new
 * words, or the words due for review) in the four views, with reading, "knew it / not yet" for
 * each card (the learning run's record, which moves the word's FSRS schedule), and the test
 * button (eikenBizWordTest).
 */
export function StudyPracticePage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const planId = numberParam(params, 'plan_id');
  const tab = studyTabOf(params);
  const learning = useStartLearning(planId, tab === 'new' ? 1 : 0);
  const back = () => void navigate(withQuery(BIZ_PATHS.studyWord, { plan_id: planId, activeTab: tab }));
  if (!planId) return <StatusBlock tone="error" title={t('practice.missing')} />;
  return (
    <QueryState query={learning}>
      {(data) => (
        <Page title={t('practice.title', { title: data.plan.title })} onBack={back} narrow testId="biz-practice">
          {data.cards.length === 0 ? (
            <StatusBlock tone="empty" title={tab === 'new' ? t('card.noWords') : t('card.noWordsReview')} testId="no-cards" />
          ) : (
            <LearningDeck data={data} planId={planId} tab={tab} />
          )}
        </Page>
      )}
    </QueryState>
  );
}

function LearningDeck({ data, planId, tab }: { data: StartLearning; planId: number; tab: string }) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const log = useSubmitLearningLog();
  const [learned, setLearned] = useState<ReadonlySet<number>>(() => new Set(data.cards.filter((card) => card.learned === 1).map((card) => card.word_id)));
  // A day's learning already done comes back with every card learned: it shows as finished.
  const [finished, setFinished] = useState(() => data.cards.length > 0 && data.cards.every((card) => card.learned === 1));
  const firstOpen = Math.max(0, data.cards.findIndex((card) => card.learned === 0));
  const record = (card: BizCard, known: 0 | 1, next: () => void) =>
    log.mutate(
      { plan_id: planId, guid: data.guid, word_id: card.word_id, known },
      {
        onSuccess: (outcome) => {
          setLearned((current) => new Set(current).add(card.word_id));
          if (outcome.finished === 1 || outcome.remaining === 0) setFinished(true);
          else next();
        },
        onError: () => showToast(t('learn.failed')),
      },
    );
  return (
    <>
      <p className={styles.muted} data-testid="learned-count">
        {t('learn.progress', { done: learned.size, total: data.total })}
      </p>
      {finished ? (
        <Card testId="learning-done">
          <p>{t('learn.done')}</p>
          <div className={styles.row}>
            <Button onClick={() => void navigate(testRoute('biz_word_study', location.search, tab).to)} data-testid="done-to-test">
              {t('card.toTest')}
            </Button>
            <Button variant="secondary" onClick={() => void navigate(withQuery(BIZ_PATHS.studyWord, { plan_id: planId, activeTab: tab }))}>
              {t('result.back')}
            </Button>
          </div>
        </Card>
      ) : null}
      <WordDeck
        cards={data.cards}
        module="biz_word_study"
        activeTab={tab}
        startAt={firstOpen}
        cardActions={(card, next) =>
          learned.has(card.word_id) ? (
            <span className={styles.right} data-testid="card-learned">
              ✓ {t('learn.recorded')}
            </span>
          ) : (
            <>
              <Button width="auto" busy={log.isPending} onClick={() => record(card, 1, next)} data-testid="card-known">
                {t('learn.known')}
              </Button>
              <Button variant="secondary" width="auto" disabled={log.isPending} onClick={() => record(card, 0, next)} data-testid="card-unknown">
                {t('learn.unknown')}
              </Button>
            </>
          )
        }
      />
    </>
  );
}
