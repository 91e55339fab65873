import { useSearchParams } from 'shared-ui/router';
import { historyApi, useSession } from 'shared-api';
import { scoreColour, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../app/i18n-namespace';
import { Card, LoadGate, Page } from '../common/page';
import { useLoad } from '../common/use-load';
import classes from './history.module.css';

const GUID = /^[A-Za-z0-9_-]{8,64}$/;

/** Every answer of one run, with its score coloured by the config thresholds. */
export function HistoryDeepPage() {
  const { t } = useTranslation(SHELL_NS);
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? '';
  const valid = GUID.test(guid);
  const excellent = useSession((s) => s.config.excellent_score);
  const standard = useSession((s) => s.config.standard_score);
  const run = useLoad((signal) => (valid ? historyApi.fetchHistoryRun(guid, { signal, silentBadRequest: true }) : Promise.resolve(null)), [guid]);
  const data = run.data;
  return (
    <Page title={t('history.deepTitle')} testId="history-deep-page">
      {!valid || (run.error && !data) ? <Card>{t('history.notFound')}</Card> : <LoadGate loading={run.loading} error={null} onRetry={run.reload} hasData={data !== undefined} />}
      {data ? (
        <Card title={data.resource.resource_title}>
          {data.homework_title ? <p className={classes.muted}>{t('history.homework', { title: data.homework_title })}</p> : null}
          <p className={classes.total}>{t('history.score', { score: data.record.score })}</p>
          <ol className={classes.answers}>
            {data.record.items.map((item) => (
              <li key={item.question_id} className={classes.answer}>
                <span className={classes.rowMain}>
                  <strong>{t('history.question', { index: item.index })}</strong>
                  {item.text ? <span lang="en">{item.text}</span> : null}
                  {item.text_jp ? <span className={classes.muted}>{item.text_jp}</span> : null}
                  <span className={classes.muted}>
                    {t('history.yourAnswer')}：{item.is_skipped ? t('history.skipped') : answerText(item.answer_result, (n) => t('history.choice', { n })) || t('history.noAnswer')}
                  </span>
                  <span className={classes.muted}>
                    {t('history.best', { score: item.best_score })} ・ {t('history.tries', { count: item.learn_count })}
                  </span>
                </span>
                <span className={[classes.score, classes[`colour-${scoreColour(item.percent_score, { excellent_score: excellent, standard_score: standard })}`]].join(' ')}>
                  {t('history.score', { score: item.percent_score })}
                </span>
              </li>
            ))}
          </ol>
        </Card>
      ) : null}
    </Page>
  );
}

/**
 * A readable form of a stored answer: choice answers are JSON lists of {answer_index}, shown as
 * the options' own numbers; typed answers are shown as typed. Empty when there is no answer.
 */
export function answerText(answer: string, choice: (n: string) => string): string {
  const text = answer.trim();
  if (!text.startsWith('[')) return text;
  try {
    const parts = JSON.parse(text) as unknown;
    if (!Array.isArray(parts)) return text;
    return parts
      .map((part) => (part && typeof part === 'object' && 'answer_index' in part ? (part as { answer_index: unknown }).answer_index : part))
      .filter((value) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0))
      .map((value) => choice(Array.isArray(value) ? value.join('・') : String(value)))
      .join(' / ');
  } catch {
    return text;
  }
}
