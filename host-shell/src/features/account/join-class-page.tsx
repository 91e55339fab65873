import { useState } from 'react';
import { accountApi, isApiError, useSession } from 'shared-api';
import { Button, showToast, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../app/i18n-namespace';
import { Card, LoadGate, Page, formatDate } from '../common/page';
import { TextField } from '../common/text-field';
import { useLoad } from '../common/use-load';
import formClasses from '../common/form.module.css';
import classes from './account.module.css';

/** My account: who is signed in, the classes they belong to, and joining a class by code. */
export function JoinClassPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const user = useSession((s) => s.user);
  const classesLoad = useLoad((signal) => accountApi.fetchClasses({ signal }), []);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('joinClass.codeRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await accountApi.joinClass(code.trim(), { silentBadRequest: true });
      showToast(t(result.already_joined ? 'joinClass.alreadyJoined' : 'joinClass.joined', { name: result.class.class_name }));
      setCode('');
      classesLoad.reload();
    } catch (reason) {
      if (isApiError(reason) && reason.handled) return;
      setError(isApiError(reason) ? reason.message : String(reason));
    } finally {
      setBusy(false);
    }
  };

  const list = classesLoad.data?.list ?? [];
  return (
    <Page title={t('joinClass.title')} narrow testId="join-class-page">
      <Card title={t('joinClass.account')}>
        <dl className={classes.facts}>
          <dt>{t('joinClass.loginId')}</dt>
          <dd>{user?.username}</dd>
          {user?.email ? (
            <>
              <dt>{t('joinClass.email')}</dt>
              <dd>{user.email}</dd>
            </>
          ) : null}
          <dt>{t('joinClass.school')}</dt>
          <dd>{user?.app_name}</dd>
        </dl>
      </Card>
      <Card title={t('joinClass.myClasses')}>
        <LoadGate loading={classesLoad.loading} error={classesLoad.error} onRetry={classesLoad.reload} hasData={classesLoad.data !== undefined} />
        {classesLoad.data && list.length === 0 ? <p>{t('joinClass.noClasses')}</p> : null}
        <ul className={classes.classList}>
          {list.map((item) => (
            <li key={item.class_id} className={classes.classItem}>
              <strong>{item.class_name}</strong>
              <span>{item.school_name}</span>
              {item.teacher_name ? <span>{t('joinClass.teacher', { name: item.teacher_name })}</span> : null}
              <span className={classes.muted}>{t('joinClass.joinedAt', { date: formatDate(item.joined_at, i18n.language) })}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('joinClass.joinHeading')}>
        <form className={formClasses.form} onSubmit={(event) => void submit(event)} noValidate>
          <TextField label={t('joinClass.code')} hint={t('joinClass.codeHint')} value={code} onChange={(event) => setCode(event.target.value)} error={error} autoComplete="off" maxLength={32} />
          <div className={formClasses.actions}>
            <Button type="submit" busy={busy}>
              {t('joinClass.join')}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
