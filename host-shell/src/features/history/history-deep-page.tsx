import { useSearchParams } from 'shared-ui/router';
import { useSession } from 'shared-api';
import { Card, Page, QueryState, scoreColour, StatusBlock, useTranslation } from 'shared-ui';
import { wasRefusedByServer } from '../../lib/server-refusal';
import { SHELL_NS } from '../../lib/shell-texts';
import { useHistoryRun } from './api/get-history-run';
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
  const run = useHistoryRun(guid, valid);
  const notFound = <StatusBlock title={t('history.notFound')} testId="history-not-found" />;
  return (
    <Page title={t('history.deepTitle')} testId="history-deep-page">
      {valid ? (
        <QueryState query={run} renderError={(error) => (wasRefusedByServer(error) ? notFound : undefined)}>
          {(data) => (
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
          )}
        </QueryState>
      ) : (
        notFound
      )}
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
