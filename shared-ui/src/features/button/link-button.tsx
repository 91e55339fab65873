import type { ComponentProps } from 'react';
import { Link } from 'shared-ui/router';
import classes from './link-button.module.css';

export type LinkButtonProps = ComponentProps<typeof Link> & { primary?: boolean };

/**
 * A link that looks like a button: a page the student goes to (読む, もう一度対戦), not an action.
 * A real <a>, so it opens in a new tab and reads as a link; `primary` for the page's main way on.
 */
export function LinkButton({ primary = false, className, ...props }: LinkButtonProps) {
  return <Link {...props} className={[classes.linkButton, primary ? classes.primary : '', className ?? ''].filter(Boolean).join(' ')} />;
}
