import { Card, Page, QueryState, useTranslation } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { formatDate } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import { Avatar } from '../../lib/ui/avatar';
import { useEduCard } from '../dashboard/api/get-dashboard';
import { eduCardStatus } from '../dashboard/edu-card-status';
import { useUserCard } from './api/get-user-card';
import classes from './user-card.module.css';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.stat}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The user card: level, totals, streak, rank, badges, and the study card's period of use. */
export function UserCardPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const card = useUserCard();
  const eduCard = useEduCard();
  const eduStatus = eduCardStatus(eduCard);
  return (
    <Page title={t('userCard.title')} actions={<Link to="/usercard/list" className={classes.link}>{t('userCard.list')}</Link>} testId="user-card-page">
      <QueryState query={card}>
        {(data) => (
          <>
            <section className={classes.hero} aria-label={t('userCard.title')}>
              <Avatar src={data.avatar} name={data.nickname} size={72} />
              <div className={classes.heroText}>
                <p className={classes.name}>{data.nickname}</p>
                <p className={classes.muted}>
                  {data.school_name}
                  {data.class_names.length > 0 ? ` ・ ${data.class_names.join('、')}` : ''}
                </p>
                <p className={classes.muted}>{t('userCard.memberSince', { date: formatDate(data.member_since, i18n.language) })}</p>
              </div>
              <div className={classes.level}>
                <strong>{t('userCard.level', { level: data.level.level })}</strong>
                <span>{data.level.title}</span>
                <div className={classes.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={data.level.progress} aria-label={t('userCard.xp', { xp: data.level.xp, next: data.level.next_level_xp })}>
                  <span style={{ width: `${data.level.progress}%` }} />
                </div>
                <span className={classes.small}>{t('userCard.xp', { xp: data.level.xp, next: data.level.next_level_xp })}</span>
              </div>
            </section>
            <Card title={t('userCard.totals')}>
              <dl className={classes.stats}>
                <Stat label={t('userCard.practices')} value={String(data.totals.practices)} />
                <Stat label={t('userCard.days')} value={String(data.totals.days)} />
                <Stat label={t('userCard.minutes')} value={t('userCard.minutesValue', { count: data.totals.minutes })} />
                <Stat label={t('userCard.averageScore')} value={String(data.totals.average_score)} />
                <Stat label={t('userCard.perfect')} value={String(data.totals.perfect_count)} />
                <Stat label={t('userCard.completed')} value={String(data.totals.resources_completed)} />
                <Stat label={t('userCard.streak')} value={`${t('userCard.streakValue', { count: data.streak.current })}（${t('userCard.longest', { count: data.streak.longest })}）`} />
                <Stat label={t('userCard.rank')} value={data.rank ? t('userCard.rankValue', { rank: data.rank.rank }) : t('userCard.notRanked')} />
              </dl>
            </Card>
            <Card title={t('userCard.thisMonth', { month: data.this_month.month })}>
              <dl className={classes.stats}>
                <Stat label={t('userCard.practices')} value={String(data.this_month.practices)} />
                <Stat label={t('userCard.days')} value={String(data.this_month.days)} />
                <Stat label={t('userCard.minutes')} value={t('userCard.minutesValue', { count: data.this_month.minutes })} />
                <Stat label={t('userCard.averageScore')} value={String(data.this_month.average_score)} />
              </dl>
            </Card>
            <Card title={t('userCard.badges')}>
              <ul className={classes.badges}>
                {data.badges.map((badge) => (
                  <li key={badge.key} className={[classes.badge, badge.earned ? classes.earned : ''].join(' ')}>
                    <strong>{badge.name}</strong>
                    <span className={classes.small}>{badge.description}</span>
                    <span className={classes.small}>
                      {badge.earned && badge.earned_on ? t('userCard.earnedOn', { date: formatDate(badge.earned_on, i18n.language) }) : t('userCard.badgeProgress', { progress: badge.progress, target: badge.target })}
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          </>
        )}
      </QueryState>
      <Card title={t('userCard.studyCard')}>
        {eduCard ? (
          <dl className={classes.stats}>
            <Stat label={t('userCard.cardId')} value={eduCard.card_id} />
            <Stat label={t('userCard.status')} value={t(`userCard.${eduStatus ?? 'active'}`)} />
            <Stat label={t('userCard.expiresAt')} value={formatDate(eduCard.expires_at, i18n.language)} />
          </dl>
        ) : (
          <p>{t('userCard.noCard')}</p>
        )}
      </Card>
    </Page>
  );
}
