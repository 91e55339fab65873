import { useNavigate } from 'shared-ui/router';
import { Button, Card, Page, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import classes from './feedback.module.css';

export function FeedbackSuccessPage() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  return (
    <Page title={t('feedback.successTitle')} onBack={() => void navigate('/home')} narrow testId="feedback-success-page">
      <Card className={classes.success}>
        <p className={classes.successMark} aria-hidden="true">
          ✓
        </p>
        <h2>{t('feedback.successHeading')}</h2>
        <p>{t('feedback.successBody')}</p>
        <Button onClick={() => void navigate('/home')}>{t('feedback.backHome')}</Button>
      </Card>
    </Page>
  );
}
