import { useState } from 'react';
import { isApiError, useSession } from 'shared-api';
import { Button, Card, Page, QueryState, showToast, useTranslation } from 'shared-ui';
import { formatDate } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import formClasses from '../../lib/ui/form.module.css';
import { TextField } from '../../lib/ui/text-field';
import { useClasses } from './api/get-classes';
import { useJoinClass } from './api/join-class';
import classes from './account.module.css';

/** My account: who is signed in, the classes they belong to, and joining a class by code. */
export function JoinClassPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const user = useSession((s) => s.user);
  const classList = useClasses();
  const join = useJoinClass();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('joinClass.codeRequired'));
      return;
    }
    setError(null);
    join.mutate(code.trim(), {
      onSuccess: (result) => {
        showToast(t(result.already_joined ? 'joinClass.alreadyJoined' : 'joinClass.joined', { name: result.class.class_name }));
        setCode('');
      },
      // A refused code (400) is shown under the field; what the client already showed is not repeated.
      onError: (reason) => {
        if (isApiError(reason) && reason.handled) return;
        setError(isApiError(reason) ? reason.message : String(reason));
      },
    });
  };
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
        <QueryState query={classList} isEmpty={(data) => data.list.length === 0} empty={t('joinClass.noClasses')}>
          {(data) => (
            <ul className={classes.classList}>
              {data.list.map((item) => (
                <li key={item.class_id} className={classes.classItem}>
                  <strong>{item.class_name}</strong>
                  <span>{item.school_name}</span>
                  {item.teacher_name ? <span>{t('joinClass.teacher', { name: item.teacher_name })}</span> : null}
                  <span className={classes.muted}>{t('joinClass.joinedAt', { date: formatDate(item.joined_at, i18n.language) })}</span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
      <Card title={t('joinClass.joinHeading')}>
        <form className={formClasses.form} onSubmit={submit} noValidate>
          <TextField label={t('joinClass.code')} hint={t('joinClass.codeHint')} value={code} onChange={(event) => setCode(event.target.value)} error={error} autoComplete="off" maxLength={32} />
          <div className={formClasses.actions}>
            <Button type="submit" busy={join.isPending}>
              {t('joinClass.join')}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
