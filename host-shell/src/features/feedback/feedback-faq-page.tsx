import { Card, Page, QueryState, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import { useSupportInfo } from './api/get-support-info';
import classes from './feedback.module.css';

/** Frequently asked questions, and the support page for what they do not answer. */
export function FeedbackFaqPage() {
  const { t } = useTranslation(SHELL_NS);
  const info = useSupportInfo();
  return (
    <Page title={t('feedback.faqTitle')} narrow testId="feedback-faq-page">
      <QueryState query={info}>
        {(data) => (
          <Card>
            {data.faq.length === 0 ? <p>{t('feedback.faqEmpty')}</p> : null}
            <div className={classes.faq}>
              {data.faq.map((item) => (
                <details key={item.question} className={classes.faqItem}>
                  <summary>{item.question}</summary>
                  <p>{item.answer}</p>
                </details>
              ))}
            </div>
            {data.support_page_url ? (
              <p className={classes.support}>
                <a href={data.support_page_url} target="_blank" rel="noreferrer">
                  {t('feedback.supportPage')}
                </a>
              </p>
            ) : null}
          </Card>
        )}
      </QueryState>
    </Page>
  );
}
