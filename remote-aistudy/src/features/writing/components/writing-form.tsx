import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from 'shared-api';
import { countWords } from 'shared-contract';
import { useNavigate } from 'shared-ui/router';
import { Button, Card, ImagePicker, StatusBlock, useLeaveGuard, useTranslation } from 'shared-ui';
import { useSubmitWriting } from '../api/submit-writing';
import { useUploadPhoto } from '../api/upload-photo';
import type { TopicHead } from '../model/writing-types';
import { resultHref, type WritingPaths } from '../writing-paths';
import { WRITING_NS } from '../writing-texts';
import { draftKey, guidFor, readDraft, removeDraft, saveDraft, type WritingDraft } from './writing-draft';
import { writingSchema, type WritingFormValues } from './writing-schema';
import styles from './writing.module.css';

/** The server takes at most a day: a draft left open for days counts as a day, not as an error. */
const MAX_TIME_SPENT_SECONDS = 86_400;
const timeSpentSeconds = (startedAt: number) => Math.min(MAX_TIME_SPENT_SECONDS, Math.max(0, Math.round((Date.now() - startedAt) / 1000)));

/**
 * The essay form: the topic's question and Japanese instruction, the text with its word count
 * against the topic's range, an optional photo of handwritten work, and submit → result. What is
 * typed is kept on this device until the result arrives; a refusal (off topic...) shows the
 * server's message with the text kept, a failed post offers to send again.
 */
export function WritingForm({ topic, paths, homeworkId }: { topic: TopicHead; paths: WritingPaths; homeworkId: number | null }) {
  const { t } = useTranslation(WRITING_NS);
  const navigate = useNavigate();
  const ids = { content: useId(), hint: useId(), counter: useId(), error: useId(), photoError: useId() };
  const key = draftKey(paths.source, topic.topic_id, homeworkId);
  // The draft as it was when the form opened; later changes are written through saveDraft.
  const [initial] = useState<WritingDraft | null>(() => readDraft(key));
  const draft = useRef<WritingDraft>(initial ?? { content: '', image_url: null, started_at: Date.now(), sent: null });
  const [imageUrl, setImageUrl] = useState<string | null>(initial?.image_url ?? null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [sendFailed, setSendFailed] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const schema = useMemo(() => writingSchema((problem, details) => t(`errors.${problem}`, details)), [t]);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<WritingFormValues>({ resolver: zodResolver(schema), defaultValues: { content: initial?.content ?? '' } });
  const submit = useSubmitWriting();
  const upload = useUploadPhoto();

  const content = watch('content') ?? '';
  useEffect(() => {
    if (done) return;
    draft.current = { ...draft.current, content, image_url: imageUrl };
    // Nothing typed and no photo: no draft to keep (and none left behind by opening the form).
    if (content === '' && imageUrl === null) void removeDraft(key);
    else void saveDraft(key, draft.current);
  }, [content, imageUrl, key, done]);

  useLeaveGuard(content.trim() !== '' && done === null, t('form.leave'));
  useEffect(() => {
    if (done) void navigate(resultHref(paths, done));
  }, [done, navigate, paths]);

  const words = countWords(content);
  const under = topic.min_words - words;
  const over = words - topic.max_words;
  // Out of range is shown once writing has begun (an empty box is not yet "too short").
  const outOfRange = words > 0 && (under > 0 || over > 0);

  const choosePhoto = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setPhotoError(null);
    upload.mutateAsync(file).then(
      ({ file: url }) => setImageUrl(url),
      (error: unknown) => {
        if (isApiError(error) && !error.cancelled) setPhotoError(t('form.photoUploadFailed', { message: error.message }));
      },
    );
  };

  const send = handleSubmit(async (values) => {
    setSendFailed(false);
    const guid = guidFor(draft.current, values.content);
    draft.current = { ...draft.current, content: values.content, sent: { guid, content: values.content } };
    await saveDraft(key, draft.current);
    try {
      const answer = await submit.mutateAsync({
        content: values.content,
        topic_id: topic.topic_id,
        guid,
        source: paths.source,
        ...(homeworkId !== null ? { homework_id: homeworkId } : {}),
        ...(imageUrl ? { image_url: imageUrl } : {}),
        time_spent_seconds: timeSpentSeconds(draft.current.started_at),
      });
      await removeDraft(key);
      setDone(answer.guid);
    } catch (error) {
      // A refusal (400: off topic, not English...; 423: the homework's deadline passed) is the
      // server's own words next to the text; anything else (no network, cancelled) leaves the
      // draft and its guid for another try.
      if (isApiError(error) && (error.code === 400 || error.code === 423)) setError('root.server', { message: error.message });
      else if (isApiError(error) && error.code === 409) {
        // The guid belongs to another essay (409): the next send takes a new one.
        draft.current = { ...draft.current, sent: null };
        setSendFailed(true);
      } else setSendFailed(true);
    }
  });

  return (
    <Card testId="writing-form">
      <form onSubmit={(event) => void send(event)} noValidate className={styles.form}>
        {initial && initial.content !== '' ? (
          <p className={styles.muted} role="status" data-testid="writing-draft-restored">
            {t('form.draftRestored')}
          </p>
        ) : null}
        <div>
          <label htmlFor={ids.content} className={styles.label}>
            {t('form.answer')}
          </label>
          <p id={ids.hint} className={styles.muted}>
            {t('form.answerHint')} {t('form.draftSaved')}
          </p>
          <textarea
            id={ids.content}
            className={styles.textarea}
            lang="en"
            spellCheck={false}
            autoCapitalize="sentences"
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={[ids.hint, ids.counter, errors.content ? ids.error : ''].filter(Boolean).join(' ')}
            data-testid="writing-textarea"
            {...register('content')}
          />
          <p id={ids.counter} className={[styles.counter, outOfRange ? styles.counterOff : ''].join(' ')} data-testid="writing-counter" aria-live="polite">
            {t('form.counter', { count: words, min: topic.min_words, max: topic.max_words })}
            {words > 0 && under > 0 ? ` ・${t('form.under', { count: under })}` : ''}
            {over > 0 ? ` ・${t('form.over', { count: over })}` : ''}
          </p>
          {errors.content ? (
            <p id={ids.error} className={styles.error} role="alert" data-testid="writing-error">
              {errors.content.message}
            </p>
          ) : null}
        </div>

        <div>
          {imageUrl ? (
            <fieldset className={styles.stack}>
              <legend className={styles.label}>{t('form.photo')}</legend>
              <img src={imageUrl} alt={t('result.photoAlt')} className={styles.photoPreview} data-testid="writing-photo-preview" />
              <Button variant="secondary" width="auto" onClick={() => setImageUrl(null)}>
                {t('form.removePhoto')}
              </Button>
            </fieldset>
          ) : (
            <ImagePicker images={[]} onChange={choosePhoto} max={1} label={t('form.photo')} hint={t('form.photoHint')} disabled={upload.isPending} onReject={setPhotoError} />
          )}
          {photoError ? (
            <p id={ids.photoError} className={styles.error} role="alert" data-testid="writing-photo-error">
              {photoError}
            </p>
          ) : null}
        </div>

        {errors.root?.server ? (
          <p className={styles.serverError} role="alert" data-testid="writing-refusal">
            {errors.root.server.message}
          </p>
        ) : null}
        {sendFailed ? <StatusBlock tone="error" title={t('form.sendFailed')} testId="writing-send-failed" /> : null}
        <div className={styles.actions}>
          <Button type="submit" width="auto" busy={submit.isPending} disabled={upload.isPending} data-testid="writing-submit">
            {sendFailed ? t('form.retry') : t('form.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
