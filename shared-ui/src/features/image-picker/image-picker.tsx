import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../toast/toast-store';
import { checkFeedbackImage, looksLikeImage, FEEDBACK_IMAGE_MAX_BYTES } from '../validation/text-rules';
import classes from './image-picker.module.css';

export type ImagePickerProps = {
  images: readonly File[];
  onChange: (images: File[]) => void;
  /** Most images kept; extras are ignored with a message. */
  max: number;
  label: string;
  hint?: string;
  disabled?: boolean;
  /** Called with the message of a rejected file (also toasted). */
  onReject?: (message: string) => void;
};

/**
 * Choose PNG/JPEG images with previews and remove buttons. Files that are not PNG or JPEG (by
 * name, type and first bytes) are refused with the spec's message; beyond `max` they are ignored.
 */
export function ImagePicker({ images, onChange, max, label, hint, disabled, onReject }: ImagePickerProps) {
  const { t } = useTranslation('ui');
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => images.map((file) => ({ file, url: URL.createObjectURL(file) })), [images]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);

  const reject = (message: string) => {
    showToast(message);
    onReject?.(message);
  };

  const add = async (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return;
    const accepted: File[] = [];
    let refusedType = false;
    let refusedSize = false;
    for (const file of [...chosen]) {
      const check = checkFeedbackImage(file);
      if (!check.ok) {
        if (check.reason === 'type') refusedType = true;
        else refusedSize = true;
        continue;
      }
      if (!(await looksLikeImage(file))) {
        refusedType = true;
        continue;
      }
      accepted.push(file);
    }
    if (refusedType) reject(t('validation.imageType'));
    if (refusedSize) reject(t('validation.imageTooLarge', { mb: FEEDBACK_IMAGE_MAX_BYTES / 1024 / 1024 }));
    const room = Math.max(0, max - images.length);
    if (accepted.length > room) reject(t('validation.imageLimit', { max }));
    if (accepted.length > 0 && room > 0) onChange([...images, ...accepted.slice(0, room)]);
    if (input.current) input.current.value = '';
  };

  return (
    <fieldset className={classes.picker} disabled={disabled}>
      <legend className={classes.legend}>{label}</legend>
      {hint ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      <ul className={classes.list}>
        {previews.map(({ file, url }, index) => (
          <li key={url} className={classes.item}>
            <img src={url} alt={file.name} className={classes.thumb} />
            <button
              type="button"
              className={classes.remove}
              onClick={() => onChange(images.filter((_, i) => i !== index))}
            >
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('resourceFeedback.removeImage', { name: file.name })}</span>
            </button>
          </li>
        ))}
        {images.length < max ? (
          <li className={classes.item}>
            <label htmlFor={inputId} className={classes.add}>
              <span aria-hidden="true">＋</span>
              <span>{t('resourceFeedback.addImage')}</span>
            </label>
            <input
              ref={input}
              id={inputId}
              className={classes.input}
              type="file"
              accept="image/png,image/jpeg,.png,.jpg,.jpeg"
              multiple
              aria-describedby={hint ? hintId : undefined}
              onChange={(event) => void add(event.target.files)}
              data-testid="image-input"
            />
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}
