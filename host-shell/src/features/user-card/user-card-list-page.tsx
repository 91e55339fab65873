import { Button, Card, Page, QueryState, useTranslation } from 'shared-ui';
import { formatDate } from 'shared-ui';
import { itemsOfPages } from '../../lib/paged-list';
import { SHELL_NS } from '../../lib/shell-texts';
import { useMonthlyCards } from './api/get-monthly-cards';
import classes from './user-card.module.css';

/** One card per month studied, newest first. */
export function UserCardListPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const list = useMonthlyCards();
  return (
    <Page title={t('userCard.listTitle')} testId="user-card-list-page">
      <QueryState query={list} isEmpty={(data) => data.pages.every((page) => page.items.length === 0)} empty={t('userCard.listEmpty')}>
        {(data) => (
          <>
            <ul className={classes.months}>
              {itemsOfPages(data.pages, (page) => page.items, (card) => card.month).map((card) => (
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
            {list.hasNextPage ? (
              <div className={classes.center}>
                <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                  {t('history.more')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
    </Page>
  );
}
