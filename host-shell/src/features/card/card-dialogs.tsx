import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { useStore } from 'zustand';
import { accountApi, isApiError } from 'shared-api';
import { Button, Modal, showToast, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../app/i18n-namespace';
import { dashboardStore } from '../dashboard/dashboard-store';
import { logoutEverywhere } from '../session/sign-in';
import classes from './card-dialogs.module.css';

/** The card dialog to show: inactive (activation or logout), expired (logout only), or none. */
export function cardDialogKind(card: { active_status: number; is_expired: number } | null): 'inactive' | 'expired' | null {
  if (!card) return null;
  if (Number(card.is_expired) === 1) return 'expired';
  if (Number(card.active_status) === 0) return 'inactive';
  return null;
}

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
  const card = useStore(dashboardStore, (state) => state.card);
  const [activating, setActivating] = useState(false);
  const kind = cardDialogKind(card);
  if (!card || !kind) return null;

  const activate = async () => {
    setActivating(true);
    try {
      const result = await accountApi.activateCard(card.card_id);
      dashboardStore.setState({ card: result.cur_card });
      showToast(t('card.activated'));
      void navigate('/joinClass');
    } catch (error) {
      if (isApiError(error) && !error.handled) showToast(error.message);
    } finally {
      setActivating(false);
    }
  };
  const logout = () => void logoutEverywhere();

  if (kind === 'expired') {
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
          <Button onClick={() => void activate()} busy={activating} data-autofocus>
            {activating ? t('card.activating') : t('card.activate')}
          </Button>
        </>
      }
    >
      <p className={classes.body}>{t('card.inactiveBody', { cardId: card.card_id })}</p>
    </Modal>
  );
}
