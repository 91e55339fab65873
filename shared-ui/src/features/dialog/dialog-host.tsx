import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { closeDialog, dialogStore, type DialogRequest } from './dialog-store';
import { Modal } from './modal';
import classes from './dialog.module.css';

function AlertDialog({ request }: { request: Extract<DialogRequest, { kind: 'alert' }> }) {
  const { t } = useTranslation('ui');
  const close = () => {
    closeDialog(request.id);
    request.resolve();
  };
  const title = request.options.title ?? t('dialog.alertTitle');
  return (
    <Modal title={title} onEscape={close} testId="alert-dialog" footer={<Button onClick={close} data-autofocus>{request.options.okText ?? t('common.ok')}</Button>}>
      <p className={classes.message}>{request.message}</p>
    </Modal>
  );
}

function ConfirmDialog({ request }: { request: Extract<DialogRequest, { kind: 'confirm' }> }) {
  const { t } = useTranslation('ui');
  const answer = (ok: boolean) => {
    closeDialog(request.id);
    request.resolve(ok);
  };
  const title = request.options.title ?? t('dialog.confirmTitle');
  return (
    <Modal
      title={title}
      onEscape={() => answer(false)}
      testId="confirm-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(false)}>
            {request.options.cancelText ?? t('common.cancel')}
          </Button>
          <Button variant={request.options.danger ? 'danger' : 'primary'} onClick={() => answer(true)} data-autofocus>
            {request.options.okText ?? t('common.ok')}
          </Button>
        </>
      }
    >
      <p className={classes.message}>{request.message}</p>
    </Modal>
  );
}

/** Network-error dialog: no Escape, no outside click; only the two buttons answer it. */
function NetworkDialog({ request }: { request: Extract<DialogRequest, { kind: 'network' }> }) {
  const { t } = useTranslation('ui');
  const answer = (choice: 'retry' | 'cancel') => {
    closeDialog(request.id);
    request.resolve(choice);
  };
  return (
    <Modal
      title={t('network.title')}
      testId="network-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => answer('cancel')}>
            {t('network.cancel')}
          </Button>
          <Button onClick={() => answer('retry')} data-autofocus>
            {t('network.retry')}
          </Button>
        </>
      }
    >
      <p className={classes.message}>{t('network.message')}</p>
    </Modal>
  );
}

/** Shows the first queued alert, confirm or network dialog. Mounted once by the host (inside `UiRoot`). */
export function DialogHost() {
  const current = useStore(dialogStore, (state) => state.queue[0]);
  if (!current) return null;
  if (current.kind === 'alert') return <AlertDialog key={current.id} request={current} />;
  if (current.kind === 'confirm') return <ConfirmDialog key={current.id} request={current} />;
  return <NetworkDialog key={current.id} request={current} />;
}
