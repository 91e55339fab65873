import { forwardRef, type ButtonHTMLAttributes } from 'react';
import classes from './button.module.css';

/** Default button width in px (spec part 1, section 9). */
export const BUTTON_DEFAULT_WIDTH = 180;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'text';
  /** Width in px, `'auto'` to fit the text, or `'full'` for the container width. Default 180. */
  width?: number | 'auto' | 'full';
  /** Shows a spinner and blocks clicks while an action runs. */
  busy?: boolean;
};

/** The portal's button. Always a real <button>, so it works with Enter and Space. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', width = BUTTON_DEFAULT_WIDTH, busy = false, disabled, className, style, type = 'button', children, ...rest },
  ref,
) {
  const widthStyle = width === 'auto' ? undefined : width === 'full' ? '100%' : `${width}px`;
  return (
    <button
      ref={ref}
      type={type}
      className={[classes.button, classes[variant], className].filter(Boolean).join(' ')}
      style={{ width: widthStyle, ...style }}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className={classes.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
