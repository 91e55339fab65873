import { useNavigate, useSearchParams, numberParam, withQuery } from 'shared-ui/router';
import { PageHeader, QueryState, useTranslation } from 'shared-ui';
import { MissingTarget } from '../../practice/components/missing-target';
import { ResourceRow } from '../../practice/components/resource-row';
import { PATHS } from '../../practice/paths';
import { useUnitList } from '../api/get-unit-list';
import classes from '../../practice/components/pages.module.css';

/** /unitList?unit_id=: a unit's resources, each with its progress and what to do next. */
export function UnitListPage() {
  const { t } = useTranslation('exercises');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const unitId = numberParam(params, 'unit_id');
  const unitList = useUnitList(unitId);
  if (!unitId) return <MissingTarget />;
  return (
    <div className={classes.page} data-testid="unit-list">
      <QueryState query={unitList}>
        {({ book, unit, resources }) => (
          <>
            <PageHeader title={`${t('textbook.unitLabel', { number: unit.number })} ${unit.title_jp}`} onBack={() => void navigate(withQuery(PATHS.unitDirectory, { book_id: book.book_id }))} />
            <p className={classes.lead} lang="en">
              {book.title} — {unit.title}
            </p>
            <ul className={classes.list}>
              {resources.map((resource) => (
                <ResourceRow
                  key={resource.resource_id}
                  resource={resource}
                  practiceHref={(query) => withQuery(PATHS.textbookDetails, { resource_id: resource.resource_id, unit_id: unit.unit_id, ...query })}
                  resultHref={withQuery(PATHS.textbookResult, { resource_id: resource.resource_id, unit_id: unit.unit_id, from: 'last' })}
                  grammarHref={withQuery(PATHS.grammarExample, { resource_id: resource.resource_id, unit_id: unit.unit_id })}
                />
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </div>
  );
}
