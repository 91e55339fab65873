import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { getSession, isApiError } from 'shared-api';
import { Button, useDocumentTitle, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import { TextField } from '../../lib/ui/text-field';
import formClasses from '../../lib/ui/form.module.css';
import { completeSignIn } from '../session/sign-in';
import { startPageFor } from '../session/start-page';
import { logIn } from './api/log-in';
import { validateLogin, type LoginErrors } from './validate-login';
import classes from './login.module.css';

/** Login with an ID or email and a password; then the start page for the student's type. */
export function LoginPage() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Once the student's info is in, the shell's guard leaves login for the start page by itself.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  useDocumentTitle(t('login.title'));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateLogin(account, password);
    setErrors(found);
    setFormError(null);
    if (found.account || found.password) {
      return;
    }
    setBusy(true);
    try {
      const result = await logIn(account.trim(), password);
      if (result.role && result.role !== 'student') {
        setFormError(t('login.notStudent'));
        return;
      }
      await completeSignIn(result.token, result.student_id);
      // Still here: the info did not arrive (no connection), so the guard kept login; go on with the stored flags.
      if (shown.current) void navigate(startPageFor(getSession().flags), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.handled && error.code !== 400) return;
      setFormError(isApiError(error) ? error.message : t('login.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={classes.screen}>
      <div className={classes.panel}>
        <p className={classes.brand}>{t('app.brand')}</p>
        <h1 className={classes.heading}>{t('login.heading')}</h1>
        <p className={classes.lead}>{t('login.lead')}</p>
        <form className={formClasses.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.title')}>
          <TextField
            label={t('login.account')}
            name="account"
            autoComplete="username"
            placeholder={t('login.accountPlaceholder')}
            value={account}
            onChange={(event) => setAccount(event.target.value)}
            error={errors.account ? t(`login.${errors.account}`) : null}
            autoFocus
          />
          <TextField
            label={t('login.password')}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password ? t(`login.${errors.password}`) : null}
          />
          <label className={classes.show}>
            <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
            {t('login.showPassword')}
          </label>
          {formError ? (
            <p className={formClasses.formError} role="alert" data-testid="login-error">
              {formError}
            </p>
          ) : null}
          <Button type="submit" width="full" busy={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}
