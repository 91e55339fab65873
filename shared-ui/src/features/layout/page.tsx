import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, type PageHeaderProps } from '../page-header/page-header';
import classes from './layout.module.css';

/** Sets the browser tab's title to "<page> | <portal name>" while the page is shown. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('ui');
  useEffect(() => {
    document.title = title ? `${title} | ${t('app.title')}` : t('app.title');
  }, [title, t]);
}

export type PageProps = {
  /** The page title: heading (h1) and document title. */
  title: string;
  children: ReactNode;
  /** A short introduction under the header. */
  lead?: ReactNode;
  onBack?: PageHeaderProps['onBack'];
  actions?: ReactNode;
  speed?: PageHeaderProps['speed'];
  onSpeedChange?: PageHeaderProps['onSpeedChange'];
  /** Narrow column for forms and reading. */
  narrow?: boolean;
  testId?: string;
};

/** A page of the portal: the shared page header, the document title, and a content column. */
export function Page({ title, children, lead, onBack, actions, speed, onSpeedChange, narrow, testId }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={classes.page} data-testid={testId}>
      <PageHeader title={title} onBack={onBack} actions={actions} speed={speed} onSpeedChange={onSpeedChange} />
      <div className={[classes.content, narrow ? classes.narrow : ''].join(' ')}>
        {lead ? <p className={classes.lead}>{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** A white card section with an optional heading. */
export function Card({ title, children, className, headingLevel = 2, testId }: { title?: ReactNode; children: ReactNode; className?: string; headingLevel?: 2 | 3; testId?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={[classes.card, className].filter(Boolean).join(' ')} data-testid={testId}>
      {title ? <Heading className={classes.cardTitle}>{title}</Heading> : null}
      {children}
    </section>
  );
}
