import { useState } from 'react';
import { userCardApi, type MonthlyCard } from 'shared-api';
import { Button, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../app/i18n-namespace';
import { Card, LoadGate, Page, formatDate } from '../common/page';
import { useLoad } from '../common/use-load';
import classes from './user-card.module.css';

/** One card per month studied, newest first. */
export function UserCardListPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const [page, setPage] = useState(1);
  const [cards, setCards] = useState<MonthlyCard[]>([]);
  const list = useLoad(async (signal) => {
    const answer = await userCardApi.fetchMonthlyCards(page, 12, { signal });
    setCards((shown) => (page === 1 ? answer.items : [...shown.filter((card) => !answer.items.some((n) => n.month === card.month)), ...answer.items]));
    return answer;
  }, [page]);
  return (
    <Page title={t('userCard.listTitle')} testId="user-card-list-page">
      <LoadGate loading={list.loading} error={list.error} onRetry={list.reload} hasData={list.data !== undefined} />
      {list.data && cards.length === 0 ? <Card>{t('userCard.listEmpty')}</Card> : null}
      <ul className={classes.months}>
        {cards.map((card) => (
          <li key={card.month}>
            <Card title={card.month} headingLevel={2}>
              <dl className={classes.stats}>
                <div className={classes.stat}>
                  <dt>{t('userCard.practices')}</dt>
                  <dd>{card.practices}</dd>
                </div>
                <div className={classes.stat}>
                  <dt>{t('userCard.days')}</dt>
                  <dd>{card.days}</dd>
                </div>
                <div className={classes.stat}>
                  <dt>{t('userCard.minutes')}</dt>
                  <dd>{t('userCard.minutesValue', { count: card.minutes })}</dd>
                </div>
                <div className={classes.stat}>
                  <dt>{t('userCard.averageScore')}</dt>
                  <dd>{card.average_score}</dd>
                </div>
              </dl>
              {card.best_day ? <p className={classes.small}>{t('userCard.bestDay', { date: formatDate(card.best_day, i18n.language) })}</p> : null}
            </Card>
          </li>
        ))}
      </ul>
      {list.data && cards.length < list.data.total ? (
        <div className={classes.center}>
          <Button variant="secondary" busy={list.loading} onClick={() => setPage((value) => value + 1)}>
            {t('history.more')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
