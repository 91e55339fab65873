import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { accountApi, getSession, isApiError, setUser, useSession } from 'shared-api';
import { Button, characterCount, hasEmoji, showToast, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../app/i18n-namespace';
import { Card, Page } from '../common/page';
import { TextField } from '../common/text-field';
import formClasses from '../common/form.module.css';

/** Nickname: required, at most 20 characters, no emoji (the server's rule). */
export const NICKNAME_MAX = 20;

export function nicknameProblem(nickname: string, current: string): 'required' | 'tooLong' | 'emoji' | 'unchanged' | null {
  const value = nickname.trim();
  if (!value) return 'required';
  if (characterCount(value) > NICKNAME_MAX) return 'tooLong';
  if (hasEmoji(value)) return 'emoji';
  if (value === current) return 'unchanged';
  return null;
}

export function ChangeNamePage() {
  const { t } = useTranslation(SHELL_NS);
  const { t: tUi } = useTranslation('ui');
  const navigate = useNavigate();
  const current = useSession((s) => s.user?.nickname ?? '');
  const [nickname, setNickname] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = nicknameProblem(nickname, current);
    if (problem) {
      setError(problem === 'emoji' ? tUi('validation.emoji') : t(`changeName.${problem}`));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await accountApi.changeName(nickname.trim(), { silentBadRequest: true });
      const user = getSession().user;
      if (user) setUser({ ...user, nickname: result.nickname });
      showToast(t('changeName.saved'));
      void navigate('/settings');
    } catch (reason) {
      if (isApiError(reason) && reason.handled) return;
      setError(isApiError(reason) ? reason.message : String(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('changeName.title')} narrow testId="change-name-page">
      <Card>
        <form className={formClasses.form} onSubmit={(event) => void submit(event)} noValidate>
          <TextField label={t('changeName.label')} hint={t('changeName.hint')} value={nickname} onChange={(event) => setNickname(event.target.value)} error={error} autoComplete="nickname" />
          <div className={formClasses.actions}>
            <Button type="submit" busy={busy}>
              {busy ? t('common.saving') : t('changeName.save')}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
