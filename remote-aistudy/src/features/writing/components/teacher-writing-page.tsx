import { useEffect, useId, useState } from 'react';
import { isApiError } from 'shared-api';
import { Link, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, Card, characterCount, formatDate, Page, QueryState, showToast, StatusBlock, useTranslation } from 'shared-ui';
import { teacherLogIn, useSaveWritingNote, useTeacherDetail, useTeacherList } from '../api/teacher-writing';
import type { HitWordsPos, TeacherWritingDetail } from '../model/writing-types';
import { TEACHER_WRITING } from '../writing-paths';
import { WRITING_NS } from '../writing-texts';
import { MarkedText, teacherLabel } from './marked-text';
import { useTeacherSession, type TeacherSession } from './teacher-session';
import styles from './writing.module.css';

/** Longest teacher comment (the correct-note call refuses longer ones). */
const COMMENT_MAX = 2000;

/**
 * /ai-writing/teacher: the demo teacher's page. The teacher signs in here (the portal's login is
 * for students), sees their classes' writing submissions, opens one, selects a span of the text
 * (mouse, or keyboard in the read-only text box) and saves a comment on it; the student sees it on
 * the result, signed with the teacher's name.
 */
export function TeacherWritingPage() {
  const { t } = useTranslation(WRITING_NS);
  const session = useTeacherSession((state) => state.session);
  return (
    <Page title={t('titles.teacher')} testId="writing-teacher">
      {session ? <TeacherWorkspace session={session} /> : <TeacherSignIn />}
    </Page>
  );
}

function TeacherSignIn() {
  const { t } = useTranslation(WRITING_NS);
  const signIn = useTeacherSession((state) => state.signIn);
  const ids = { account: useId(), password: useId() };
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (account.trim() === '') return setProblem(t('teacher.accountRequired'));
    if (password === '') return setProblem(t('teacher.passwordRequired'));
    setBusy(true);
    try {
      const result = await teacherLogIn(account.trim(), password);
      if (result.role !== 'teacher') setProblem(t('teacher.notTeacher'));
      else signIn({ token: result.token, account: account.trim() });
    } catch (error) {
      // Wrong password (401) and bad input (400) are the server's words; a network failure was already shown.
      if (isApiError(error) && !error.handled) setProblem(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('teacher.signInHeading')} testId="teacher-sign-in">
      <p>{t('teacher.signInLead')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('teacher.signInHeading')}>
        <div>
          <label htmlFor={ids.account} className={styles.label}>
            {t('teacher.account')}
          </label>
          <input id={ids.account} className={styles.input} autoComplete="username" value={account} onChange={(event) => setAccount(event.target.value)} />
        </div>
        <div>
          <label htmlFor={ids.password} className={styles.label}>
            {t('teacher.password')}
          </label>
          <input id={ids.password} className={styles.input} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </div>
        {problem ? (
          <p className={styles.serverError} role="alert" data-testid="teacher-sign-in-error">
            {problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {t('teacher.signIn')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** A teacher call refused with 401: the teacher's login expired (the student's session is not touched). */
const isExpired = (error: unknown) => isApiError(error) && error.code === 401;

function TeacherWorkspace({ session }: { session: TeacherSession }) {
  const { t } = useTranslation(WRITING_NS);
  const signOut = useTeacherSession((state) => state.signOut);
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? '';
  const expired = (
    <StatusBlock
      tone="error"
      title={t('teacher.expired')}
      action={
        <Button variant="secondary" width="auto" onClick={signOut}>
          {t('teacher.signIn')}
        </Button>
      }
    />
  );
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <p className={styles.muted} data-testid="teacher-signed-in">
          {t('teacher.signedInAs', { name: session.account })}
        </p>
        <Button variant="text" width="auto" onClick={signOut}>
          {t('teacher.signOut')}
        </Button>
      </div>
      {guid ? <TeacherSubmissionView token={session.token} guid={guid} expired={expired} /> : <TeacherSubmissionList token={session.token} expired={expired} />}
    </div>
  );
}

function TeacherSubmissionList({ token, expired }: { token: string; expired: React.ReactNode }) {
  const { t, i18n } = useTranslation(WRITING_NS);
  const list = useTeacherList(token);
  return (
    <Card title={t('teacher.list')} testId="teacher-list">
      <QueryState query={list} isEmpty={(rows) => rows.length === 0} empty={t('teacher.empty')} renderError={(error) => (isExpired(error) ? expired : undefined)}>
        {(rows) => (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('teacher.student')}</th>
                <th scope="col">{t('history.topic')}</th>
                <th scope="col" className={styles.number}>
                  {t('history.score')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('teacher.notes')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('teacher.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.guid} data-testid="teacher-row">
                  <td>{formatDate(row.created_at, i18n.language, true)}</td>
                  <td>{row.student.name}</td>
                  <td>{row.title}</td>
                  <td className={styles.number}>{t('result.points', { score: row.score })}</td>
                  <td className={styles.number}>{t('teacher.notesValue', { count: row.notes_count })}</td>
                  <td>
                    <Link className={styles.link} to={withQuery(TEACHER_WRITING, { guid: row.guid })} aria-label={t('teacher.openOf', { name: row.student.name, title: row.title })}>
                      {t('teacher.open')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </Card>
  );
}

function TeacherSubmissionView({ token, guid, expired }: { token: string; guid: string; expired: React.ReactNode }) {
  const { t } = useTranslation(WRITING_NS);
  const detail = useTeacherDetail(token, guid);
  const back = (
    <Link className={styles.link} to={TEACHER_WRITING}>
      {t('teacher.back')}
    </Link>
  );
  return (
    <QueryState query={detail} renderError={(error) => (isExpired(error) ? expired : isApiError(error) && (error.code === 404 || error.code === 403 || error.code === 400) ? <StatusBlock title={t('result.notFound')} detail={error.message} action={back} /> : undefined)}>
      {(submission) => (
        <div className={styles.stack}>
          {back}
          <NoteEditor token={token} submission={submission} />
          <Card title={t('teacher.existing')}>
            <MarkedText text={submission.text} sentences={submission.comments} />
            {submission.correct_notes.length > 0 ? (
              <ul className={styles.notes} data-testid="teacher-notes">
                {submission.correct_notes.map((note, index) => (
                  <li key={index} className={styles.note}>
                    <strong>{teacherLabel(t, note.teacher_name)}</strong>
                    <p className={styles.quote} lang="en">
                      「{submission.text.slice(note.hit_words_pos.startPos, note.hit_words_pos.endPos)}」
                    </p>
                    <p>{note.comments}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
        </div>
      )}
    </QueryState>
  );
}

function NoteEditor({ token, submission }: { token: string; submission: TeacherWritingDetail }) {
  const { t } = useTranslation(WRITING_NS);
  const ids = { text: useId(), hint: useId(), selected: useId(), comment: useId() };
  const [span, setSpan] = useState<HitWordsPos | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveWritingNote(token);
  useEffect(() => setSpan(null), [submission.guid]);

  // The text box shows the essay for selecting: a selection made by mouse or by Shift + arrow keys
  // is the span. It is not `readOnly` because Chromium moves no caret in a read-only textarea (no
  // keyboard selection); edits are undone instead, as the value is the essay's and onChange keeps it.
  const select = (event: React.SyntheticEvent<HTMLTextAreaElement>) => {
    const { selectionStart, selectionEnd } = event.currentTarget;
    setSpan(selectionEnd > selectionStart ? { startPos: selectionStart, endPos: selectionEnd } : null);
  };

  const keepEssay = () => undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!span) return setProblem(t('teacher.selectionRequired'));
    if (comment.trim() === '') return setProblem(t('teacher.commentRequired'));
    if (characterCount(comment) > COMMENT_MAX) return setProblem(t('teacher.commentTooLong', { max: COMMENT_MAX }));
    try {
      await save.mutateAsync({ writing_guid: submission.guid, hit_words_pos: span, comments: comment.trim() });
      showToast(t('teacher.saved'));
      setComment('');
      setSpan(null);
    } catch (error) {
      if (isApiError(error) && !error.handled) setProblem(error.message);
    }
  };

  return (
    <Card title={t('teacher.detailHeading', { name: submission.student.name })} testId="teacher-editor">
      <p className={styles.muted}>
        {t('result.topicLine', { title: submission.topic.title })}・{t('result.points', { score: submission.score })}
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div>
          <label htmlFor={ids.text} className={styles.label}>
            {t('teacher.text')}
          </label>
          <p id={ids.hint} className={styles.muted}>
            {t('teacher.selectHint')}
          </p>
          <textarea
            id={ids.text}
            className={styles.textarea}
            aria-readonly="true"
            inputMode="none"
            lang="en"
            value={submission.text}
            onChange={keepEssay}
            aria-describedby={`${ids.hint} ${ids.selected}`}
            onSelect={select}
            onKeyUp={select}
            onMouseUp={select}
            data-testid="teacher-text"
          />
          <p id={ids.selected} className={styles.muted} aria-live="polite" data-testid="teacher-selection">
            {span ? t('teacher.selected', { text: submission.text.slice(span.startPos, span.endPos) }) : t('teacher.noSelection')}
          </p>
        </div>
        <div>
          <label htmlFor={ids.comment} className={styles.label}>
            {t('teacher.comment')}
          </label>
          <textarea id={ids.comment} className={[styles.textarea, styles.commentBox].join(" ")} value={comment} onChange={(event) => setComment(event.target.value)} data-testid="teacher-comment" />
        </div>
        {problem ? (
          <p className={styles.serverError} role="alert" data-testid="teacher-note-error">
            {problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={save.isPending}>
            {t('teacher.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
