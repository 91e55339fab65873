import { Link, useNavigate, withQuery } from 'shared-ui/router';
import { LinkButton, Page, QueryState, useTranslation } from 'shared-ui';
import { useClassList } from '../../eiken-practice/api/get-class-list';
import { TOKYO_PATHS } from '../tokyo-paths';
import { TOKYO_NS } from '../tokyo-texts';
import { styles } from './tokyo-styles';

/** /tokyo/practice/unit_list: the practice units (each mixes the four tasks in test order) with the student's progress. */
export function TokyoUnitListPage() {
  const { t } = useTranslation(TOKYO_NS);
  const navigate = useNavigate();
  const classes = useClassList('tokyo');
  return (
    <Page title={t('unitsTitle')} lead={t('unitsLead')} onBack={() => void navigate(TOKYO_PATHS.index)} actions={<Link to={TOKYO_PATHS.help}>{t('helpLink')}</Link>} testId="tokyo-units">
      <QueryState query={classes} isEmpty={({ list }) => !list.some((entry) => entry.kind === 'unit')} empty={t('noUnits')}>
        {({ list }) => (
          <ul className={styles.grid}>
            {list
              .filter((entry) => entry.kind === 'unit')
              .map((unit) => {
                const percent = unit.resource_count > 0 ? Math.round((100 * unit.completed_count) / unit.resource_count) : 0;
                const done = unit.resource_count > 0 && unit.completed_count >= unit.resource_count;
                return (
                  <li key={unit.class_id} className={styles.item} data-testid="tokyo-unit">
                    <h2 className={styles.itemTitle}>{unit.title}</h2>
                    <p className={styles.muted}>{unit.description}</p>
                    <span className={styles.progressBar} aria-hidden="true">
                      <span style={{ width: `${percent}%` }} />
                    </span>
                    <p className={styles.muted}>{t('progress', { done: unit.completed_count, total: unit.resource_count })}</p>
                    <div className={styles.actions}>
                      <LinkButton primary={!done} to={withQuery(TOKYO_PATHS.practice, { dir_id: unit.class_id })} data-testid="open-unit">
                        {done ? t('unitAgain', { title: unit.title }) : unit.completed_count > 0 ? t('unitContinue', { title: unit.title }) : t('unitStart', { title: unit.title })}
                      </LinkButton>
                    </div>
                  </li>
                );
              })}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
