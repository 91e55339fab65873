import type { ReactNode } from 'react';
import classes from './status.module.css';

export type StatusTone = 'info' | 'empty' | 'error';

export type StatusBlockProps = {
  /** The message: what happened, in the student's words. */
  title: ReactNode;
  /** A second, quieter line (what to do, or the server's message). */
  detail?: ReactNode;
  /** Buttons or links under the message (Retry, back to the list). */
  action?: ReactNode;
  /** error is announced at once (role alert); info and empty politely (role status). */
  tone?: StatusTone;
  testId?: string;
};

/** A centred message block: an empty list, a failed load, something not found. */
export function StatusBlock({ title, detail, action, tone = 'info', testId }: StatusBlockProps) {
  return (
    <div className={[classes.block, classes[tone]].join(' ')} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId} data-status-tone={tone}>
      <p className={classes.title}>{title}</p>
      {detail ? <p className={classes.detail}>{detail}</p> : null}
      {action ? <div className={classes.action}>{action}</div> : null}
    </div>
  );
}
