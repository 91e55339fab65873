import { Link, useNavigate, useSearchParams, numberParam, withQuery } from 'shared-ui/router';
import { PageHeader, QueryState, useTranslation } from 'shared-ui';
import { MissingTarget } from '../../practice/components/missing-target';
import { PATHS } from '../../practice/paths';
import { useUnitDirectory } from '../api/get-unit-directory';
import classes from '../../practice/components/pages.module.css';

/** /unitDirectory?book_id=: a textbook's units with their progress. */
export function UnitDirectoryPage() {
  const { t } = useTranslation('exercises');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bookId = numberParam(params, 'book_id');
  const directory = useUnitDirectory(bookId);
  if (!bookId) return <MissingTarget />;
  return (
    <div className={classes.page} data-testid="unit-directory">
      <QueryState query={directory}>
        {({ book, units }) => (
          <>
            <PageHeader title={book.title_jp} onBack={() => void navigate(PATHS.bookList)} />
            <p className={classes.lead}>{book.description_jp}</p>
            <h2 className={classes.cardTitle}>{t('textbook.unitDirectoryTitle')}</h2>
            <ul className={classes.list}>
              {units.map((unit) => (
                <li key={unit.unit_id}>
                  <Link className={classes.card} to={withQuery(PATHS.unitList, { unit_id: unit.unit_id })} data-testid="unit-card" data-code={unit.code}>
                    <span className={classes.unitNumber}>
                      <span aria-hidden="true">
                        {t('textbook.unitShort')}
                        <strong>{unit.number}</strong>
                      </span>
                      <span className="visually-hidden">{t('textbook.unitLabel', { number: unit.number })}</span>
                    </span>
                    <div className={classes.cardBody}>
                      <h3 className={classes.cardTitle}>{unit.title_jp}</h3>
                      <p className={classes.cardSubtitle} lang="en">
                        {unit.title}
                      </p>
                      <div className={classes.meta}>
                        <span>{t('textbook.progress', { done: unit.completed_count, total: unit.resource_count })}</span>
                        {unit.types.map((type) => (
                          <span key={type} className={classes.tag}>
                            {t(`types.${type}`, { defaultValue: type })}
                          </span>
                        ))}
                      </div>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </div>
  );
}
