import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackApi, isApiError, type FeedbackOption } from 'shared-api';
import { Button } from '../button/button';
import { showConfirm } from '../dialog/dialog-store';
import { Modal } from '../dialog/modal';
import { ImagePicker } from '../image-picker/image-picker';
import { useLeaveGuard } from '../leave-guard/use-leave-guard';
import { Spinner } from '../loading/loading-overlay';
import { showToast } from '../toast/toast-store';
import { FEEDBACK_TEXT_MAX, characterCount, hasEmoji } from '../validation/text-rules';
import classes from './resource-feedback.module.css';

/** Resource feedback: at most 9 images (spec part 1, section 9). */
export const RESOURCE_FEEDBACK_MAX_IMAGES = 9;
/** client_name the web portal sends with feedback. */
export const FEEDBACK_CLIENT_NAME = 'web-portal';

export type ResourceFeedbackOverlayProps = {
  /** The practised resource (resource_code). */
  resourceCode: string;
  /** Called after success, or when the student leaves (after confirming when data was entered). */
  onClose: () => void;
};

type Draft = { chosen: string[]; text: string; images: File[] };
const EMPTY: Draft = { chosen: [], text: '', images: [] };

/**
 * What is wrong with the draft, or null: an error type or a description is needed (the server's
 * rule), the description at most 1000 characters (trimmed) and without emoji.
 */
export function draftProblem(draft: Pick<Draft, 'text' | 'chosen'>): 'optionRequired' | 'descriptionTooLong' | 'emoji' | null {
  const text = draft.text.trim();
  if (!text && draft.chosen.length === 0) return 'optionRequired';
  if (characterCount(text) > FEEDBACK_TEXT_MAX) return 'descriptionTooLong';
  if (hasEmoji(text)) return 'emoji';
  return null;
}

/**
 * The resource-feedback overlay for practice screens: error types from the server, a
 * description, up to 9 images. Leaving with entered data asks first; success resets and closes.
 */
export function ResourceFeedbackOverlay({ resourceCode, onClose }: ResourceFeedbackOverlayProps) {
  const { t } = useTranslation('ui');
  const [options, setOptions] = useState<FeedbackOption[] | null>(null);
  const [optionsFailed, setOptionsFailed] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const textId = useId();
  const errorId = useId();
  const dirty = draft.chosen.length > 0 || draft.text.trim() !== '' || draft.images.length > 0;
  const leaveOptions = { okText: t('resourceFeedback.leave'), cancelText: t('resourceFeedback.stay') };
  useLeaveGuard(dirty && !sending, t('resourceFeedback.leaveConfirm'), leaveOptions);

  useEffect(() => {
    const controller = new AbortController();
    feedbackApi
      .fetchResourceFeedbackOptions({ signal: controller.signal })
      .then((answer) => setOptions(Array.isArray(answer.items) ? answer.items : []))
      .catch((reason: unknown) => {
        if (isApiError(reason) && reason.cancelled) return;
        setOptions([]);
        setOptionsFailed(true);
      });
    return () => controller.abort();
  }, []);

  const requestClose = async () => {
    if (sending) return;
    if (dirty && !(await showConfirm(t('resourceFeedback.leaveConfirm'), leaveOptions))) return;
    onClose();
  };

  const toggle = (value: string) =>
    setDraft((current) => ({ ...current, chosen: current.chosen.includes(value) ? current.chosen.filter((v) => v !== value) : [...current.chosen, value] }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = draftProblem(draft);
    if (problem) {
      setError(t(`validation.${problem}`, { max: FEEDBACK_TEXT_MAX, count: characterCount(draft.text.trim()) }));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await feedbackApi.sendResourceFeedback({
        options: draft.chosen,
        text: draft.text.trim(),
        resource_code: resourceCode,
        client_name: FEEDBACK_CLIENT_NAME,
        images: draft.images,
      });
      showToast(t('resourceFeedback.success'));
      setDraft(EMPTY);
      onClose();
    } catch (reason) {
      const message = isApiError(reason) && reason.code === 400 ? reason.message : t('resourceFeedback.failed');
      setError(message);
      if (!(isApiError(reason) && reason.handled)) showToast(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal title={t('resourceFeedback.title')} role="dialog" onEscape={() => void requestClose()} className={classes.panel} testId="resource-feedback">
      <form onSubmit={(event) => void submit(event)} noValidate className={classes.form}>
        <fieldset className={classes.options}>
          <legend className={classes.label}>{t('resourceFeedback.errorType')}</legend>
          <p className={classes.hint}>{t('resourceFeedback.errorTypeHint')}</p>
          {options === null ? <Spinner /> : null}
          {optionsFailed ? <p className={classes.hint}>{t('resourceFeedback.optionsFailed')}</p> : null}
          <div className={classes.checks}>
            {options?.map((option) => (
              <label key={option.option_value} className={classes.check}>
                <input type="checkbox" checked={draft.chosen.includes(option.option_value)} onChange={() => toggle(option.option_value)} />
                <span>{option.option_label || option.option_value}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className={classes.field}>
          <label htmlFor={textId} className={classes.label}>
            {t('resourceFeedback.description')}
          </label>
          <textarea
            id={textId}
            className={classes.textarea}
            value={draft.text}
            rows={5}
            placeholder={t('resourceFeedback.descriptionPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setDraft((current) => ({ ...current, text: event.target.value }))}
          />
          <div className={classes.counter} aria-hidden="true">
            {characterCount(draft.text.trim())} / {FEEDBACK_TEXT_MAX}
          </div>
        </div>
        <ImagePicker
          images={draft.images}
          max={RESOURCE_FEEDBACK_MAX_IMAGES}
          label={t('resourceFeedback.images')}
          hint={t('resourceFeedback.imagesHint', { max: RESOURCE_FEEDBACK_MAX_IMAGES })}
          onChange={(images) => setDraft((current) => ({ ...current, images }))}
          disabled={sending}
        />
        {error ? (
          <p id={errorId} className={classes.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={classes.actions}>
          <Button variant="secondary" onClick={() => void requestClose()} disabled={sending}>
            {t('common.close')}
          </Button>
          <Button type="submit" busy={sending}>
            {sending ? t('resourceFeedback.sending') : t('resourceFeedback.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
