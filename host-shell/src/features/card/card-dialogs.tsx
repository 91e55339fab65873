import { useNavigate } from 'shared-ui/router';
import { isApiError } from 'shared-api';
import { Button, Modal, showToast, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import { useEduCard } from '../dashboard/api/get-dashboard';
import { eduCardStatus } from '../dashboard/edu-card-status';
import { logoutEverywhere } from '../session/sign-in';
import { useActivateCard } from './api/activate-card';
import classes from './card-dialogs.module.css';

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(language === 'en' ? 'en-GB' : 'ja-JP', { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * Blocking card dialogs (spec part 1, section 4): neither closes by Escape or outside click.
 * Activation posts the card's id, then opens joinClass.
 */
export function CardDialogs() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const card = useEduCard();
  const activation = useActivateCard();
  const status = eduCardStatus(card);
  if (!card || !status || status === 'active') return null;

  const activate = () =>
    activation.mutate(card.card_id, {
      onSuccess: () => {
        showToast(t('card.activated'));
        void navigate('/joinClass');
      },
      // The client has already shown a 400 or a network failure; anything else is shown here.
      onError: (error) => {
        if (isApiError(error) && !error.handled) showToast(error.message);
      },
    });
  const activating = activation.isPending;
  const logout = () => void logoutEverywhere();

  if (status === 'expired') {
    return (
      <Modal
        title={t('card.expiredTitle')}
        testId="card-expired-dialog"
        footer={
          <Button variant="danger" onClick={logout} data-autofocus>
            {t('card.logout')}
          </Button>
        }
      >
        <p className={classes.body}>{t('card.expiredBody', { cardId: card.card_id, date: formatDate(card.expires_at, i18n.language) })}</p>
      </Modal>
    );
  }
  return (
    <Modal
      title={t('card.inactiveTitle')}
      testId="card-inactive-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={logout} disabled={activating}>
            {t('card.logout')}
          </Button>
          <Button onClick={activate} busy={activating} data-autofocus>
            {activating ? t('card.activating') : t('card.activate')}
          </Button>
        </>
      }
    >
      <p className={classes.body}>{t('card.inactiveBody', { cardId: card.card_id })}</p>
    </Modal>
  );
}
