import { Button, useTranslation } from 'shared-ui';
import { STUDY_WORD_NS } from '../study-word-texts';
import styles from './study-word.module.css';

type Props = { page: number; total: number; pageSize: number; onPage: (page: number) => void };

/** Previous and next page of a paged list with "page n of m"; nothing when everything fits one page. */
export function Pager({ page, total, pageSize, onPage }: Props) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('info.pagesLabel')}>
      <Button width="auto" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('info.previous')}
      </Button>
      <span aria-live="polite">{t('info.page', { page, pages })}</span>
      <Button width="auto" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('info.next')}
      </Button>
    </nav>
  );
}
