import { useId, useState, type FormEvent } from 'react';
import { isApiError } from 'shared-api';
import { useTranslation } from 'shared-ui';
import { BIZ_WORD_NS } from '../biz-word-texts';
import { BOOKMARK_NAME_MAX, bookmarkNameProblem, normaliseBookmarkName, type BookmarkNameProblem } from '../logic/bookmark-name';
import styles from './biz-word.module.css';

type Props = { value: string; onChange: (value: string) => void; problem: BookmarkNameProblem | null; serverError?: string; autoFocus?: boolean };

/** The bookmark name field with its required/length message (and the server's, e.g. a duplicate name). */
export function BookmarkNameField({ value, onChange, problem, serverError, autoFocus }: Props) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const id = useId();
  const message = problem ? t(`bookmarks.${problem}`, { max: BOOKMARK_NAME_MAX }) : serverError;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('bookmarks.name')}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        placeholder={t('bookmarks.namePlaceholder')}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        aria-required="true"
        data-autofocus={autoFocus || undefined}
        data-testid="bookmark-name"
      />
      {message ? (
        <p id={`${id}-error`} className={styles.error} role="alert" data-testid="bookmark-name-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A bookmark name form (create, rename): the field's state, and a submit that checks the name
 * first and hands the normalised name to `save`; a refusal from the server (a name taken) is
 * shown under the field.
 */
export function useBookmarkNameForm(initial: string, save: (name: string, handlers: { onError: (error: unknown) => void }) => void) {
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<BookmarkNameProblem | null>(null);
  const [serverError, setServerError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    const found = bookmarkNameProblem(name);
    setProblem(found);
    if (!found) save(normaliseBookmarkName(name), { onError: (error) => setServerError(isApiError(error) ? error.message : String(error)) });
  };
  return { setName, submit, field: { value: name, onChange: setName, problem, serverError } };
}
