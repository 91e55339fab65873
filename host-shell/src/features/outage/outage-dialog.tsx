import { useStore } from 'zustand';
import { Button, Modal, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import { dismissOutageTips, outageStore } from './outage-store';
import classes from './outage.module.css';

/** Leaves the app for a blank page (disabled state): nothing of the portal stays usable. */
export function leaveApp(): void {
  window.location.replace('about:blank');
}

/**
 * 「システム障害のお知らせ」: disabled has one button that leaves the app; tips has one that returns
 * to it. Neither closes by Escape or by clicking outside.
 */
export function OutageDialog() {
  const { t } = useTranslation(SHELL_NS);
  const notice = useStore(outageStore, (state) => state.notice);
  if (!notice) return null;
  const disabled = notice.mode === 'disabled';
  const content = notice.content || t(disabled ? 'outage.defaultDisabled' : 'outage.defaultTips');
  return (
    <Modal
      title={t('outage.title')}
      testId="outage-dialog"
      footer={
        disabled ? (
          <Button variant="danger" onClick={leaveApp} data-autofocus>
            {t('outage.leave')}
          </Button>
        ) : (
          <Button onClick={dismissOutageTips} data-autofocus>
            {t('outage.back')}
          </Button>
        )
      }
    >
      <p className={classes.content}>{content}</p>
    </Modal>
  );
}
