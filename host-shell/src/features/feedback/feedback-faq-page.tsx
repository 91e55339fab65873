import { useTranslation } from 'shared-ui';
import { feedbackApi } from 'shared-api';
import { SHELL_NS } from '../../app/i18n-namespace';
import { Card, LoadGate, Page } from '../common/page';
import { useLoad } from '../common/use-load';
import classes from './feedback.module.css';

/** Frequently asked questions, and the support page for what they do not answer. */
export function FeedbackFaqPage() {
  const { t } = useTranslation(SHELL_NS);
  const info = useLoad((signal) => feedbackApi.fetchFeedbackSupportInfo({ signal }), []);
  const faq = info.data?.faq ?? [];
  return (
    <Page title={t('feedback.faqTitle')} narrow testId="feedback-faq-page">
      <LoadGate loading={info.loading} error={info.error} onRetry={info.reload} hasData={info.data !== undefined} />
      {info.data ? (
        <Card>
          {faq.length === 0 ? <p>{t('feedback.faqEmpty')}</p> : null}
          <div className={classes.faq}>
            {faq.map((item) => (
              <details key={item.question} className={classes.faqItem}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </div>
          {info.data.support_page_url ? (
            <p className={classes.support}>
              <a href={info.data.support_page_url} target="_blank" rel="noreferrer">
                {t('feedback.supportPage')}
              </a>
            </p>
          ) : null}
        </Card>
      ) : null}
    </Page>
  );
}
