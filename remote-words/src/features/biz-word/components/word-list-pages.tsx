import { Link, numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useLevelWords } from '../api/get-level-words';
import { useWordLevelList } from '../api/get-word-level-list';
import { BIZ_PATHS } from '../biz-word-paths';
import { BIZ_WORD_NS } from '../biz-word-texts';
import { WordDeck } from './word-deck';
import styles from './biz-word.module.css';

/** /eiken/biz/bizWordList: the levels of the business list, each opening its words as cards or its test (bizWordListTest). */
export function WordListPage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const levels = useWordLevelList();
  return (
    <Page title={t('wordList.title')} lead={t('wordList.lead')} onBack={() => void navigate(BIZ_PATHS.home)} testId="biz-word-list">
      <QueryState query={levels} isEmpty={({ list }) => list.length === 0}>
        {({ list }) => (
          <ul className={styles.list}>
            {list.map((level) => (
              <li key={level.level_id} className={styles.listRow} data-testid="word-list-level">
                <span className={styles.grow}>{level.title}</span>
                <span className={styles.muted}>{t('home.levelWords', { count: level.word_count })}</span>
                <Link to={withQuery(BIZ_PATHS.wordListTest, { level_id: level.level_id, type: 'challenge', activeTab: 'list' })} data-testid="word-list-test">
                  {t('wordList.test')}
                </Link>
                <Link to={withQuery(BIZ_PATHS.wordListPractice, { level_id: level.level_id, activeTab: 'list' })} data-testid="word-list-practice">
                  {t('wordList.practice')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}

/** /eiken/biz/bizWordList/practice?level_id=: a level's words in the four views; the test button goes to bizWordListTest. */
export function WordListPracticePage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const levelId = numberParam(params, 'level_id');
  const words = useLevelWords(levelId);
  if (!levelId) return <StatusBlock tone="error" title={t('practice.missing')} />;
  return (
    <QueryState query={words}>
      {({ level, words: cards }) => (
        <Page title={t('practice.title', { title: level.title })} onBack={() => void navigate(BIZ_PATHS.wordList)} narrow testId="biz-word-list-practice">
          {cards.length === 0 ? <StatusBlock tone="empty" title={t('card.noWords')} /> : <WordDeck cards={cards} module="biz_word_list" activeTab={params.get('activeTab') ?? 'list'} />}
        </Page>
      )}
    </QueryState>
  );
}
