import { isApiError } from 'shared-api';
import { useNavigate } from 'shared-ui/router';
import { Button, StatusBlock, useTranslation } from 'shared-ui';
import { STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';

/** A plan page for a plan that is not the student's (404/403) or a malformed address. */
export function PlanNotFound({ missing = false, detail }: { missing?: boolean; detail?: string }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  return (
    <StatusBlock
      tone="error"
      title={missing ? t('missing') : t('notFound')}
      detail={detail}
      testId="plan-not-found"
      action={
        <Button width="auto" variant="secondary" onClick={() => void navigate(STUDY_WORD_PATHS.plan)}>
          {t('backToPlans')}
        </Button>
      }
    />
  );
}

/** QueryState's renderError for plan calls: a 404 or 403 says the plan is not there; others get Retry. */
export function planErrorView(error: unknown) {
  if (isApiError(error) && (error.code === 404 || error.code === 403)) return <PlanNotFound detail={error.message} />;
  return undefined;
}
