import { Link, withQuery } from 'shared-ui/router';
import { Badge, PageHeader, QueryState, useTranslation } from 'shared-ui';
import { PATHS } from '../../practice/paths';
import { useHomeworkList } from '../api/get-homework-list';
import { formatDate, statusTag } from './homework-format';
import classes from '../../practice/components/pages.module.css';

/** /homeworkList: the student's homework, unfinished first, with the unfinished count. */
export function HomeworkListPage() {
  const { t } = useTranslation('exercises');
  const list = useHomeworkList();
  return (
    <div className={classes.page} data-testid="homework-list">
      <QueryState query={list}>
        {({ unfinished_count: unfinished, items }) => (
          <>
            <PageHeader
              title={
                <span className={classes.badge}>
                  {t('homework.listTitle')}
                  <Badge count={unfinished} />
                </span>
              }
              onBack={null}
            />
            {unfinished > 0 ? (
              <p className={classes.notice} data-testid="unfinished-count">
                {t('homework.unfinishedBadge', { count: unfinished })}
              </p>
            ) : null}
            {items.length === 0 ? (
              <p className={classes.center}>{t('homework.empty')}</p>
            ) : (
              <ul className={classes.list}>
                {items.map((item) => (
                  <li key={item.homework_id}>
                    <Link className={classes.card} to={withQuery(PATHS.homeworkDetail, { homework_id: item.homework_id })} data-testid="homework-card" data-status={item.status}>
                      <div className={classes.cardBody}>
                        <div className={classes.meta}>
                          {statusTag(item.status, t)}
                          <span>{t('homework.due', { date: formatDate(item.due_at) })}</span>
                          {item.teacher_name ? <span>{t('homework.teacher', { name: item.teacher_name })}</span> : null}
                        </div>
                        <h2 className={classes.cardTitle}>{item.title}</h2>
                        <p className={classes.cardSubtitle}>{item.description}</p>
                        <div className={classes.meta}>
                          <span>{t('homework.topics', { done: item.finished_topic_count, total: item.topic_count })}</span>
                        </div>
                        <div className={classes.progressBar} aria-hidden="true">
                          <div className={classes.progressFill} style={{ width: `${item.topic_count ? (item.finished_topic_count / item.topic_count) * 100 : 0}%` }} />
                        </div>
                      </div>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
