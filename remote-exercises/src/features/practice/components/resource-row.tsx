import { Link } from 'shared-ui/router';
import { useSession } from 'shared-api';
import { scoreColour, useTranslation } from 'shared-ui';
import type { ResourceSummary } from '../api/practice-types';
import classes from './pages.module.css';
import scoreClasses from '../../engine/components/exercise-result.module.css';

type Props = {
  resource: ResourceSummary;
  /** Where the practice, the last result and the test run of this resource are. */
  practiceHref: (query: { from?: string; mode?: string }) => string;
  resultHref: string;
  grammarHref?: string;
};

/** A resource in a unit or skill-up list: type, title, progress, and what the student can do next. */
export function ResourceRow({ resource, practiceHref, resultHref, grammarHref }: Props) {
  const { t } = useTranslation('exercises');
  const excellent = useSession((session) => session.config.excellent_score);
  const standard = useSession((session) => session.config.standard_score);
  const grammar = resource.type === 'grammar_index';
  const statusText = resource.status === 'completed' ? t('textbook.completed') : resource.status === 'in_progress' ? t('textbook.inProgress') : t('textbook.notStarted');
  const statusClass = resource.status === 'completed' ? classes.tagDone : resource.status === 'in_progress' ? classes.tagActive : '';
  return (
    <li className={classes.card} data-testid="resource-row" data-code={resource.code} data-type={resource.type} data-status={resource.status}>
      <div className={classes.cardBody}>
        <div className={classes.meta}>
          <span className={classes.tag}>{grammar ? t('textbook.grammarTitle') : t(`types.${resource.type}`, { defaultValue: resource.type })}</span>
          {grammar ? null : <span className={[classes.tag, statusClass].join(' ')}>{statusText}</span>}
          {resource.completed_times > 0 ? (
            <span className={[classes.score, scoreClasses[scoreColour(resource.best_score, { excellent_score: excellent, standard_score: standard })]].join(' ')}>
              {t('textbook.bestScore', { score: resource.best_score })}
            </span>
          ) : null}
        </div>
        <h3 className={classes.cardTitle}>{resource.title}</h3>
        {grammar ? null : <p className={classes.cardSubtitle}>{t('textbook.itemCount', { count: resource.item_count })}</p>}
      </div>
      <div className={classes.actions}>
        {grammar && grammarHref ? (
          <Link className={classes.cardLink} to={grammarHref} data-testid="open-grammar">
            {t('textbook.start')}
          </Link>
        ) : (
          <>
            {resource.completed_times > 0 ? (
              <Link className={classes.linkButton} to={resultHref} data-testid="open-last-result">
                {t('player.lastResult')}
              </Link>
            ) : null}
            <Link className={classes.linkButton} to={practiceHref({ from: 'again', mode: 'test' })} data-testid="open-test">
              {t('textbook.testMode')}
            </Link>
            <Link className={classes.cardLink} to={practiceHref(resource.status === 'completed' ? { from: 'again' } : {})} data-testid="open-practice">
              {resource.status === 'in_progress' ? t('textbook.continue') : resource.status === 'completed' ? t('textbook.again') : t('textbook.start')}
            </Link>
          </>
        )}
      </div>
    </li>
  );
}
