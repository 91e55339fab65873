import { isApiError } from 'shared-api';
import { useNavigate } from 'shared-ui/router';
import { Button, Page, StatusBlock, useTranslation } from 'shared-ui';
import { PHONOGRAM_PATHS } from '../phonogram-paths';
import { PHONOGRAM_NS } from '../phonogram-texts';

/** The way back to the list, under a message. */
function BackToList() {
  const { t } = useTranslation(PHONOGRAM_NS);
  const navigate = useNavigate();
  return (
    <Button width="auto" onClick={() => void navigate(PHONOGRAM_PATHS.list)} data-testid="phonogram-back">
      {t('back')}
    </Button>
  );
}

/** A page opened without a usable ?id=: says so, with the way back to the list. */
export function PatternMissing() {
  const { t } = useTranslation(PHONOGRAM_NS);
  const navigate = useNavigate();
  return (
    <Page title={t('title')} onBack={() => void navigate(PHONOGRAM_PATHS.list)} narrow>
      <StatusBlock tone="error" title={t('missing')} action={<BackToList />} testId="phonogram-missing" />
    </Page>
  );
}

/** The server's 404 for an unknown pattern or challenge, shown with the way back (other errors keep QueryState's retry). */
export function notFoundView(error: unknown) {
  if (!isApiError(error) || (error.code !== 404 && error.code !== 409)) return undefined;
  return <StatusBlock tone="error" title={error.message} action={<BackToList />} testId="phonogram-not-found" />;
}
