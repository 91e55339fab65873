import { StatusBlock, useTranslation } from 'shared-ui';

/** A page opened without the id it shows (a hand-edited or truncated address). */
export function MissingTarget() {
  const { t } = useTranslation('exercises');
  return <StatusBlock tone="error" title={t('loading.missing')} testId="missing-target" />;
}
