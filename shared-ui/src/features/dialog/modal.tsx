import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import classes from './dialog.module.css';

export type ModalProps = {
  /** Heading of the dialog (also its accessible name). */
  title?: ReactNode;
  children: ReactNode;
  /** Buttons row. */
  footer?: ReactNode;
  /** Escape key; leave out to make Escape do nothing (network and blocking dialogs). */
  onEscape?: () => void;
  /** Click on the dimmed area outside; leave out to ignore it. */
  onOutsideClick?: () => void;
  /** alertdialog for messages that need an answer, dialog for forms. */
  role?: 'dialog' | 'alertdialog';
  /** Extra class for the panel (wider forms). */
  className?: string;
  testId?: string;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel over a dimmed page: focus moves into it (to the element with
 * `data-autofocus`, else the first control), Tab stays inside, and focus returns where it was
 * when the modal closes.
 */
export function Modal({ title, children, footer, onEscape, onOutsideClick, role = 'alertdialog', className, testId }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE) ?? node;
    first?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      escape.current?.();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div
      className={classes.overlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onOutsideClick?.();
      }}
      data-testid={testId ? `${testId}-overlay` : undefined}
    >
      <div
        ref={panel}
        className={[classes.panel, className].filter(Boolean).join(' ')}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        {title ? (
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
        ) : null}
        <div id={bodyId} className={classes.body}>
          {children}
        </div>
        {footer ? <div className={classes.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
