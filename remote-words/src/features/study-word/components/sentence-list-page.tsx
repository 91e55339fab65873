import { useState } from 'react';
import { audioPlayer } from 'shared-speech';
import { useNavigate } from 'shared-ui/router';
import { Page, QueryState, useTranslation } from 'shared-ui';
import { useSentenceList } from '../api/get-sentence-list';
import { usePlanIdQuery } from '../hooks/use-plan-id';
import { planPath, STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import { Pager } from './pager';
import { planErrorView } from './plan-not-found';
import { PlanPicker } from './plan-picker';
import styles from './study-word.module.css';

const PAGE_SIZE = 50;

/** /sentence?plan_id=: the example sentences of the plan's words with their translation and audio. */
export function SentenceListPage() {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const planId = usePlanIdQuery();
  const [page, setPage] = useState(1);
  const sentences = useSentenceList(planId, page, PAGE_SIZE);
  if (!planId) return <PlanPicker title={t('sentences.title')} path={STUDY_WORD_PATHS.sentence} />;
  return (
    <Page title={t('sentences.title')} onBack={() => void navigate(planPath('list', planId))} narrow testId="sentence-list-page">
      <QueryState query={sentences} renderError={planErrorView} isEmpty={(data) => data.list.length === 0} empty={t('sentences.empty')}>
        {(data) => (
          <>
            <ul className={styles.sentenceList}>
              {data.list.map((sentence) => (
                <li key={sentence.word_id} className={styles.sentence} data-testid="sentence" data-word={sentence.word}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    onClick={() => void audioPlayer.play(sentence.example_audio_file)}
                    aria-label={t('sentences.play', { word: sentence.word })}
                    data-testid="play-sentence"
                  >
                    <span aria-hidden="true">▶</span>
                  </button>
                  <div>
                    <p lang="en">
                      <strong>{sentence.word}</strong> — {sentence.example}
                    </p>
                    <p className={styles.muted}>{sentence.example_jp}</p>
                  </div>
                </li>
              ))}
            </ul>
            <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
