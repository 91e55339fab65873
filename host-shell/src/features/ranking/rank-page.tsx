import { useState } from 'react';
import { Card, Page, QueryState, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import { Avatar } from '../../lib/ui/avatar';
import { useRanking, type RankingScope } from './api/get-ranking';
import classes from './rank.module.css';

/** The daily ranking (updated at 03:00), school or class, with the 50-practice rule and the student's own place. */
export function RankPage() {
  const { t } = useTranslation(SHELL_NS);
  const [scope, setScope] = useState<RankingScope>('school');
  const ranking = useRanking(scope);
  return (
    <Page title={t('rank.title')} testId="rank-page">
      <Card>
        <p className={classes.rule} data-testid="rank-rule">
          {t('rank.rule')}
        </p>
        <p className={classes.muted}>{t('rank.updated')}</p>
        <div className={classes.tabs} role="tablist" aria-label={t('rank.title')}>
          {(['school', 'class'] as const).map((value) => (
            <button key={value} type="button" role="tab" aria-selected={scope === value} className={[classes.tab, scope === value ? classes.tabActive : ''].join(' ')} onClick={() => setScope(value)}>
              {t(`rank.scope.${value}`)}
            </button>
          ))}
        </div>
      </Card>
      <QueryState query={ranking}>
        {(data) => (
          <>
            <Card title={t('rank.myRank')}>
              <p className={classes.me} data-testid="rank-me">
                {data.me.rank !== null ? t('rank.rankValue', { rank: data.me.rank }) : t('rank.notRanked', { count: data.me.practice_count, needed: data.me.needed })}
              </p>
            </Card>
            <Card title={t('rank.daily', { day: data.day })}>
              {data.items.length === 0 ? (
                <p>{t('rank.empty')}</p>
              ) : (
                <table className={classes.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('rank.columns.rank')}</th>
                      <th scope="col">{t('rank.columns.name')}</th>
                      <th scope="col">{t('rank.columns.practices')}</th>
                      <th scope="col">{t('rank.columns.score')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((entry) => (
                      <tr key={`${entry.rank}-${entry.nickname}`} className={entry.is_me ? classes.mine : undefined}>
                        <td className={classes.rank}>{t('rank.rankValue', { rank: entry.rank })}</td>
                        <td>
                          <span className={classes.person}>
                            <Avatar src={entry.avatar} name={entry.nickname} size={28} />
                            {entry.nickname}
                            {entry.is_me ? <span className={classes.muted}>{t('rank.me')}</span> : null}
                          </span>
                        </td>
                        <td>{t('rank.practices', { count: entry.practice_count })}</td>
                        <td>{t('rank.score', { score: entry.average_score })}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Card>
          </>
        )}
      </QueryState>
    </Page>
  );
}
