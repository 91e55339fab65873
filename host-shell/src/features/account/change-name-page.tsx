import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { isApiError, useSession } from 'shared-api';
import { Button, Card, characterCount, hasEmoji, Page, showToast, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import formClasses from '../../lib/ui/form.module.css';
import { TextField } from '../../lib/ui/text-field';
import { useChangeName } from './api/change-name';

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
  const change = useChangeName();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = nicknameProblem(nickname, current);
    if (problem) {
      setError(problem === 'emoji' ? tUi('validation.emoji') : t(`changeName.${problem}`));
      return;
    }
    setError(null);
    change.mutate(nickname.trim(), {
      onSuccess: () => {
        showToast(t('changeName.saved'));
        void navigate('/settings');
      },
      // A refusal (400) is shown under the field; what the client already showed is not repeated.
      onError: (reason) => {
        if (isApiError(reason) && reason.handled) return;
        setError(isApiError(reason) ? reason.message : String(reason));
      },
    });
  };

  return (
    <Page title={t('changeName.title')} narrow testId="change-name-page">
      <Card>
        <form className={formClasses.form} onSubmit={submit} noValidate>
          <TextField label={t('changeName.label')} hint={t('changeName.hint')} value={nickname} onChange={(event) => setNickname(event.target.value)} error={error} autoComplete="nickname" />
          <div className={formClasses.actions}>
            <Button type="submit" busy={change.isPending}>
              {change.isPending ? t('common.saving') : t('changeName.save')}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
