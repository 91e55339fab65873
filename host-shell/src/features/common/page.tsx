import { useEffect, type ReactNode } from 'react';
import { Button, PageHeader, Spinner, type PageHeaderProps, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../app/i18n-namespace';
import classes from './page.module.css';

export type PageProps = {
  /** The page title: heading and document title. */
  title: string;
  children: ReactNode;
  onBack?: PageHeaderProps['onBack'];
  actions?: ReactNode;
  /** Narrow column for forms. */
  narrow?: boolean;
  testId?: string;
};

/** A shell page: the shared page header, the document title, and a content column. */
export function Page({ title, children, onBack, actions, narrow, testId }: PageProps) {
  const { t } = useTranslation(SHELL_NS);
  useEffect(() => {
    document.title = `${title} | ${t('app.title')}`;
  }, [title, t]);
  return (
    <div className={classes.page} data-testid={testId}>
      <PageHeader title={title} onBack={onBack} actions={actions} />
      <div className={[classes.content, narrow ? classes.narrow : ''].join(' ')}>{children}</div>
    </div>
  );
}

/** Loading spinner, or the error with a Retry button, or nothing when the data is there. */
export function LoadGate({ loading, error, onRetry, hasData }: { loading: boolean; error: string | null; onRetry: () => void; hasData: boolean }) {
  const { t } = useTranslation(SHELL_NS);
  if (error && !hasData) {
    return (
      <div className={classes.failed} role="alert">
        <p>{t('common.loadFailed')}</p>
        <p className={classes.failedDetail}>{error}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (loading && !hasData) return <Spinner />;
  return null;
}

/** A white card section with an optional heading. */
export function Card({ title, children, className, headingLevel = 2 }: { title?: ReactNode; children: ReactNode; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={[classes.card, className].filter(Boolean).join(' ')}>
      {title ? <Heading className={classes.cardTitle}>{title}</Heading> : null}
      {children}
    </section>
  );
}

/** Formats an ISO time as a Japanese (or English) date, with the time when asked. */
export function formatDate(iso: string | null | undefined, language: string, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = language === 'en' ? 'en-GB' : 'ja-JP';
  return date.toLocaleString(locale, withTime ? { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' } : { year: 'numeric', month: 'numeric', day: 'numeric' });
}
