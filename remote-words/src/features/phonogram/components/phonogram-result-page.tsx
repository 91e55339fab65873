import { Link, useNavigate, useSearchParams } from 'shared-ui/router';
import { Button, Card, Page, QueryState, ScoreStamp, StatusBlock, useTranslation } from 'shared-ui';
import { useChallengeResult, type ChallengeResultData } from '../api/get-challenge-result';
import { detailPath, PHONOGRAM_PATHS } from '../phonogram-paths';
import { PHONOGRAM_NS } from '../phonogram-texts';
import { MarkedWord } from './marked-word';
import { notFoundView } from './pattern-missing';
import styles from './phonogram.module.css';

/** The challenge of ?challenge_id=, or null when the address has none or a malformed one. */
function useChallengeId(): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get('challenge_id'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * /phonogram/result?challenge_id=: a challenge's score, every word with the mark of its target
 * sound (and the whole word's score), and the sounds to work on, each linking to its explanation.
 */
export function PhonogramResultPage() {
  const { t } = useTranslation(PHONOGRAM_NS);
  const navigate = useNavigate();
  const challengeId = useChallengeId();
  const result = useChallengeResult(challengeId);
  return (
    <Page title={t('result.title')} onBack={() => void navigate(PHONOGRAM_PATHS.list)} testId="phonogram-result">
      {challengeId === null ? (
        <StatusBlock tone="error" title={t('result.missing')} testId="phonogram-missing" />
      ) : (
        <QueryState query={result} renderError={notFoundView}>
          {(data) => <ResultView result={data} />}
        </QueryState>
      )}
    </Page>
  );
}

const scoreText = (score: number | null) => (score === null ? '―' : String(Math.round(score)));

function ResultView({ result }: { result: ChallengeResultData }) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const navigate = useNavigate();
  const unanswered = result.total - result.answered;
  return (
    <>
      <Card>
        <div className={styles.summary}>
          <ScoreStamp score={result.score} withSound />
          <div>
            <p className={styles.heroSpelling} role="status" data-testid="result-summary" data-score={result.score} data-right={result.right} data-total={result.total}>
              {t('result.summary', { right: result.right, total: result.total })}
            </p>
            {result.timed_out ? <p className={styles.wrong}>{t('result.timedOut')}</p> : null}
            {!result.timed_out && unanswered > 0 ? <p className={styles.muted}>{t('result.unanswered', { count: unanswered })}</p> : null}
          </div>
        </div>
        <div className={styles.actions}>
          <Button width="auto" onClick={() => void navigate(PHONOGRAM_PATHS.challenge)} data-testid="result-again">
            {t('result.again')}
          </Button>
          <Button width="auto" variant="secondary" onClick={() => void navigate(PHONOGRAM_PATHS.list)} data-testid="result-to-list">
            {t('result.toList')}
          </Button>
        </div>
      </Card>
      <Card title={t('result.workOn')} testId="result-work-on">
        {result.to_work_on.length === 0 ? (
          <p className={styles.muted}>{t('result.workOnNone')}</p>
        ) : (
          <ul className={styles.workOn}>
            {result.to_work_on.map((sound) => (
              <li key={sound.phonogram_id} data-testid="work-on-sound" data-id={sound.phonogram_id}>
                <Link className={styles.workOnLink} to={detailPath(sound.phonogram_id)} data-testid="work-on-link">
                  {t('result.workOnItem', { title: sound.title, ipa: sound.ipa, count: sound.wrong })}
                </Link>
                <p className={styles.muted}>{sound.tip_ja}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="result-table">
            <thead>
              <tr>
                <th scope="col">{t('result.col.number')}</th>
                <th scope="col">{t('result.col.word')}</th>
                <th scope="col">{t('result.col.sound')}</th>
                <th scope="col">{t('result.col.target')}</th>
                <th scope="col">{t('result.col.whole')}</th>
                <th scope="col">{t('result.col.mark')}</th>
              </tr>
            </thead>
            <tbody>
              {result.items.map((item) => (
                <tr key={item.position} data-testid="result-row" data-word={item.word} data-right={item.is_right ? 1 : 0} data-answered={item.answered ? 1 : 0} data-target-score={item.target.score ?? ''}>
                  <td>{item.position}</td>
                  <th scope="row">
                    <MarkedWord segments={item.segments} /> <span className={styles.muted}>{item.meaning}</span>
                  </th>
                  <td>
                    <Link to={detailPath(item.phonogram_id)}>{item.title}</Link> <span className={styles.ipa}>/{item.ipa}/</span>
                  </td>
                  <td>{scoreText(item.target.score)}</td>
                  <td>{scoreText(item.word_score)}</td>
                  <td className={item.is_right ? styles.right : styles.wrong}>{item.answered ? (item.is_right ? '○' : '×') : `× ${t('result.notAnswered')}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </>
  );
}
