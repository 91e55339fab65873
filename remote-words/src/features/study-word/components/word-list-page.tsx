import { useState } from 'react';
import { useSession } from 'shared-api';
import { audioPlayer } from 'shared-speech';
import { useNavigate, withQuery } from 'shared-ui/router';
import { Button, Card, Page, QueryState, showToast, useTranslation } from 'shared-ui';
import { useCollectFavoriteWord, useFavoriteWords } from '../api/collect-favorite-word';
import { useWordList, type PlanWordEntry } from '../api/get-word-list';
import { usePlanIdParam } from '../hooks/use-plan-id';
import { STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import { Pager } from './pager';
import { PlanNotFound, planErrorView } from './plan-not-found';
import styles from './study-word.module.css';

const PAGE_SIZE = 50;

/**
 * /list/:plan_id: the plan's words with IPA and meaning, the word's audio, and a favourite
 * toggle (not for college students, who have no collection); links to the word cards and the
 * example sentences for review.
 */
export function WordListPage() {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const planId = usePlanIdParam();
  const [page, setPage] = useState(1);
  const words = useWordList(planId, page, PAGE_SIZE);
  const college = useSession((session) => session.flags.userAuth.isCollegeStudent === 1);
  const favorites = useFavoriteWords(!college);
  if (!planId) return <PlanNotFound missing />;
  const collected = new Set(favorites.data?.list.map((entry) => entry.word_name.toLowerCase()) ?? []);
  return (
    <Page
      title={t('list.title')}
      onBack={() => void navigate(STUDY_WORD_PATHS.plan)}
      testId="word-list-page"
      actions={
        <>
          <Button width="auto" variant="secondary" onClick={() => void navigate(withQuery(STUDY_WORD_PATHS.word, { plan_id: planId }))} data-testid="to-word-cards">
            {t('list.toCards')}
          </Button>
          <Button width="auto" variant="secondary" onClick={() => void navigate(withQuery(STUDY_WORD_PATHS.sentence, { plan_id: planId }))} data-testid="to-sentences">
            {t('list.toSentences')}
          </Button>
        </>
      }
    >
      <QueryState query={words} renderError={planErrorView} isEmpty={(data) => data.list.length === 0} empty={t('list.empty')}>
        {(data) => (
          <Card>
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="plan-words">
                <thead>
                  <tr>
                    <th scope="col">{t('list.col.word')}</th>
                    <th scope="col">{t('list.col.ipa')}</th>
                    <th scope="col">{t('list.col.meaning')}</th>
                    <th scope="col">{t('list.col.audio')}</th>
                    {college ? null : <th scope="col">{t('list.col.favorite')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((word) => (
                    <tr key={word.word_id} data-testid="plan-word" data-word={word.word}>
                      <th scope="row" lang="en">
                        {word.word}
                      </th>
                      <td>{word.ipa ? `/${word.ipa}/` : ''}</td>
                      <td>{word.meaning}</td>
                      <td>
                        <button type="button" className={styles.iconButton} onClick={() => void audioPlayer.play(word.audio_file)} aria-label={t('list.play', { word: word.word })} data-testid="play-word">
                          <span aria-hidden="true">▶</span>
                        </button>
                      </td>
                      {college ? null : (
                        <td>
                          <FavoriteToggle word={word} collected={collected.has(word.word.toLowerCase())} />
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onPage={setPage} />
          </Card>
        )}
      </QueryState>
    </Page>
  );
}

/**
 * The favourite star (spec section 4): disabled while the request runs; 0 adds, 1 removes; the
 * state flips after success, with a toast either way.
 */
function FavoriteToggle({ word, collected }: { word: PlanWordEntry; collected: boolean }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const collect = useCollectFavoriteWord();
  const [shown, setShown] = useState<boolean | null>(null);
  const on = shown ?? collected;
  const toggle = () =>
    collect.mutate(
      { word_name: word.word, words: word.meaning, is_collected: on ? 1 : 0 },
      {
        onSuccess: ({ is_collected }) => {
          setShown(is_collected === 1);
          showToast(is_collected === 1 ? t('list.favoriteAdded') : t('list.favoriteRemoved'));
        },
        onError: () => showToast(t('list.favoriteFailed')),
      },
    );
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={on}
      aria-label={on ? t('list.favoriteRemove', { word: word.word }) : t('list.favoriteAdd', { word: word.word })}
      disabled={collect.isPending}
      onClick={toggle}
      data-testid="favorite-toggle"
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
