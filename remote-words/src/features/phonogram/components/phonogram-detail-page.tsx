import { Link, useNavigate } from 'shared-ui/router';
import { Button, Card, Page, QueryState, useTranslation } from 'shared-ui';
import { usePhonogramDetail, type ExampleWord, type PhonogramDetail } from '../api/get-phonogram-detail';
import { usePatternId } from '../hooks/use-pattern-id';
import { detailPath, practicePath, PHONOGRAM_PATHS } from '../phonogram-paths';
import { PHONOGRAM_NS } from '../phonogram-texts';
import { ListenButton } from './listen-button';
import { MarkedWord } from './marked-word';
import { notFoundView, PatternMissing } from './pattern-missing';
import styles from './phonogram.module.css';
import { StatusBadge } from './status-badge';

/**
 * /phonogram/detail?id=: one sound-spelling pattern: its spellings and IPA, how to make the
 * sound (mouth, tongue, lips), the usual mistake of Japanese speakers and a tip, the example
 * words with their model audio and the student's last reading of each, and the way to practise.
 */
export function PhonogramDetailPage() {
  const id = usePatternId();
  if (!id) return <PatternMissing />;
  return <Detail id={id} />;
}

function Detail({ id }: { id: string }) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const navigate = useNavigate();
  const detail = usePhonogramDetail(id);
  return (
    <Page title={detail.data?.phonogram.title ?? t('title')} onBack={() => void navigate(PHONOGRAM_PATHS.list)} testId="phonogram-detail">
      <QueryState query={detail} renderError={notFoundView}>
        {(data) => <DetailView data={data} />}
      </QueryState>
    </Page>
  );
}

function DetailView({ data }: { data: PhonogramDetail }) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const navigate = useNavigate();
  const pattern = data.phonogram;
  const { progress } = pattern;
  return (
    <>
      <Card>
        <div className={styles.heroLine}>
          <p className={styles.heroSpelling} lang="en" data-testid="detail-spellings">
            {pattern.spellings.join(' · ')}
          </p>
          <span className={[styles.ipa, styles.heroIpa].join(' ')} data-testid="detail-ipa" aria-label={t('pattern.ipa', { ipa: pattern.ipa })}>
            /{pattern.ipa}/
          </span>
          <StatusBadge status={progress.status} />
        </div>
        <p className={styles.muted}>
          {t('detail.group', { group: pattern.group_title })}
          {progress.attempts > 0 ? ` · ${t('detail.progress', { right: progress.right, attempts: progress.attempts, words: progress.words_right, total: pattern.words.length })}` : ''}
        </p>
        <div className={styles.actions}>
          <Button width="auto" onClick={() => void navigate(practicePath(pattern.phonogram_id))} data-testid="detail-practice">
            {t('detail.practice')}
          </Button>
        </div>
      </Card>
      <Card title={t('detail.how')} testId="detail-how">
        <p className={styles.explain}>{pattern.how_ja}</p>
      </Card>
      <Card title={t('detail.mistake')} className={styles.mistake} testId="detail-mistake">
        <p className={styles.explain}>{pattern.mistake_ja}</p>
        <p className={styles.explain}>
          <strong>{t('detail.tip')}：</strong>
          {pattern.tip_ja}
        </p>
      </Card>
      <Card title={t('detail.words')} testId="detail-words">
        <p className={styles.muted}>{t('detail.wordsHint')}</p>
        <ul className={styles.wordList}>
          {pattern.words.map((word) => (
            <WordRow key={word.word_id} word={word} />
          ))}
        </ul>
      </Card>
      <nav className={styles.actions} aria-label={t('title')}>
        {data.prev_id ? (
          <Link className={styles.cardLink} to={detailPath(data.prev_id)} data-testid="detail-prev">
            ← {t('detail.prev')}
          </Link>
        ) : null}
        {data.next_id ? (
          <Link className={styles.cardLink} to={detailPath(data.next_id)} data-testid="detail-next">
            {t('detail.next')} →
          </Link>
        ) : null}
      </nav>
    </>
  );
}

function WordRow({ word }: { word: ExampleWord }) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const last = word.record.last;
  const lastText = !last ? t('word.noRecord') : last.is_right ? t('word.lastRight', { score: Math.round(last.target_score ?? 0) }) : last.target_score === null ? t('word.lastWrongNoScore') : t('word.lastWrong', { score: Math.round(last.target_score) });
  return (
    <li className={styles.wordRow} data-testid="detail-word" data-word={word.word}>
      <ListenButton word={word.word} testId="detail-listen" />
      <MarkedWord segments={word.segments} />
      <span>{word.meaning}</span>
      <span className={last ? (last.is_right ? styles.right : styles.wrong) : styles.muted} data-testid="detail-word-last">
        {lastText}
      </span>
    </li>
  );
}
