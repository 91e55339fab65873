import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useSearchParams } from 'shared-ui/router';
import { feedbackApi, isApiError, type FeedbackCategory } from 'shared-api';
import { Button, Card, FEEDBACK_CLIENT_NAME, FEEDBACK_TEXT_MAX, ImagePicker, Page, characterCount, useLeaveGuard, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import formClasses from '../../lib/ui/form.module.css';
import { useSupportInfo } from './api/get-support-info';
import { feedbackTextProblem } from './feedback-rules';
import classes from './feedback.module.css';

/** The server's limit when its support info has not arrived. */
const DEFAULT_MAX_IMAGES = 4;
const CATEGORIES: FeedbackCategory[] = ['bug', 'content', 'request', 'other'];

/**
 * The contact form: category, description (required, ≤ 1000 characters, no emoji) and PNG/JPEG
 * images. Kept alive, so a draft survives visits elsewhere; closing the tab with a draft warns.
 */
export function FeedbackPage() {
  const { t } = useTranslation(SHELL_NS);
  const { t: tUi } = useTranslation('ui');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useSupportInfo();
  const [category, setCategory] = useState<FeedbackCategory>('bug');
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const textId = useId();
  const errorId = useId();
  const categoryId = useId();
  const maxImages = info.data?.max_images ?? DEFAULT_MAX_IMAGES;
  const dirty = text.trim() !== '' || images.length > 0;
  // Kept alive: the draft stays when the student moves around the app; only closing the tab warns.
  useLeaveGuard(dirty && !sending, t('feedback.leaveConfirm'), { inApp: false });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = feedbackTextProblem(text);
    if (problem) {
      setError(tUi(`validation.${problem}`, { max: FEEDBACK_TEXT_MAX, count: characterCount(text.trim()) }));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await feedbackApi.sendFeedback({ content: text.trim(), category, client_name: FEEDBACK_CLIENT_NAME, images }, { silentBadRequest: true });
      // Commit the empty draft first, so the leave guard lets this navigation through.
      flushSync(() => {
        setText('');
        setImages([]);
        setImageError(null);
      });
      void navigate('/feedback/success', { replace: true });
    } catch (reason) {
      if (isApiError(reason) && reason.handled) return;
      setError(isApiError(reason) && reason.code === 400 ? reason.message : t('feedback.failed'));
    } finally {
      setSending(false);
    }
  };

  const count = characterCount(text.trim());
  return (
    <Page
      title={t('feedback.title')}
      onBack={params.get('from') === 'home' ? () => void navigate('/home') : undefined}
      actions={
        <Link to="/feedback/faq" className={classes.faqLink}>
          {t('feedback.faqLink')}
        </Link>
      }
      narrow
      testId="feedback-page"
    >
      <Card>
        <form className={formClasses.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={formClasses.hint}>{t('feedback.lead')}</p>
          <div className={formClasses.field}>
            <label htmlFor={categoryId} className={formClasses.label}>
              {t('feedback.category')}
            </label>
            <select id={categoryId} className={formClasses.select} value={category} onChange={(event) => setCategory(event.target.value as FeedbackCategory)}>
              {CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`feedback.categories.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={formClasses.field}>
            <label htmlFor={textId} className={formClasses.label}>
              {t('feedback.description')} <span className={classes.required}>（{t('common.required')}）</span>
            </label>
            <textarea
              id={textId}
              className={formClasses.textarea}
              rows={8}
              value={text}
              placeholder={t('feedback.placeholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setText(event.target.value)}
              data-testid="feedback-text"
            />
            <span className={[formClasses.counter, count > FEEDBACK_TEXT_MAX ? classes.over : ''].join(' ')} aria-live="polite">
              {count} / {FEEDBACK_TEXT_MAX}
            </span>
            {error ? (
              <p id={errorId} className={formClasses.error} role="alert" data-testid="feedback-error">
                {error}
              </p>
            ) : null}
          </div>
          <ImagePicker
            images={images}
            max={maxImages}
            label={t('feedback.images')}
            hint={t('feedback.imagesHint', { max: maxImages })}
            onChange={(next) => {
              setImages(next);
              setImageError(null);
            }}
            onReject={setImageError}
            disabled={sending}
          />
          {imageError ? (
            <p className={formClasses.error} role="alert" data-testid="feedback-image-error">
              {imageError}
            </p>
          ) : null}
          <div className={formClasses.actions}>
            <Button type="submit" busy={sending}>
              {sending ? t('feedback.sending') : t('feedback.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
