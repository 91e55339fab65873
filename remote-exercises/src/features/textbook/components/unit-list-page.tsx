import { useNavigate, useSearchParams } from 'shared-ui/router';
import { PageHeader, useTranslation } from 'shared-ui';
import { LoadState } from '../../practice/components/load-state';
import { ResourceRow } from '../../practice/components/resource-row';
import { useLoad } from '../../practice/hooks/use-load';
import { numberParam, PATHS, withQuery } from '../../practice/paths';
import { textbookApi } from '../api/textbook-api';
import classes from '../../practice/components/pages.module.css';

/** /unitList?unit_id=: a unit's resources, each with its progress and what to do next. */
export function UnitListPage() {
  const { t } = useTranslation('exercises');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const unitId = numberParam(params, 'unit_id');
  const loaded = useLoad((signal) => (unitId ? textbookApi.unitList(unitId, signal) : Promise.reject(new Error('unit_id'))), String(unitId));
  return (
    <div className={classes.page} data-testid="unit-list">
      <LoadState loaded={loaded} reload={loaded.reload}>
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
      </LoadState>
    </div>
  );
}
