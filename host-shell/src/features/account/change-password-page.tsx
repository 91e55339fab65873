import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { isApiError } from 'shared-api';
import { Button, Card, Page, showToast, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import formClasses from '../../lib/ui/form.module.css';
import { TextField } from '../../lib/ui/text-field';
import { useChangePassword } from './api/change-password';
import { validatePasswordChange, type PasswordDraft, type PasswordErrors } from './password-rules';

export function ChangePasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PasswordDraft>({ old: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangePassword();
  const field = (name: keyof PasswordDraft) => ({
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setDraft((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name] ? t(`changePassword.${errors[name]}`) : null,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(draft);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { old_password: draft.old, new_password: draft.next, confirm_password: draft.confirm },
      {
        onSuccess: () => {
          showToast(t('changePassword.saved'));
          setDraft({ old: '', next: '', confirm: '' });
          void navigate('/settings');
        },
        // A refusal (400) is shown on the form; what the client already showed is not repeated.
        onError: (error) => {
          if (isApiError(error) && error.handled) return;
          setFormError(isApiError(error) ? error.message : String(error));
        },
      },
    );
  };

  return (
    <Page title={t('changePassword.title')} narrow testId="change-password-page">
      <Card>
        <form className={formClasses.form} onSubmit={submit} noValidate>
          <p className={formClasses.hint}>{t('changePassword.rule')}</p>
          <TextField label={t('changePassword.old')} type="password" autoComplete="current-password" {...field('old')} />
          <TextField label={t('changePassword.new')} type="password" autoComplete="new-password" maxLength={10} {...field('next')} />
          <TextField label={t('changePassword.confirm')} type="password" autoComplete="new-password" maxLength={10} {...field('confirm')} />
          {formError ? (
            <p className={formClasses.formError} role="alert">
              {formError}
            </p>
          ) : null}
          <div className={formClasses.actions}>
            <Button type="submit" busy={change.isPending}>
              {change.isPending ? t('common.saving') : t('changePassword.save')}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
