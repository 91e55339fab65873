import type { ComponentProps } from 'react';
import { Link } from 'shared-ui/router';
import styles from './link-button.module.css';

type LinkButtonProps = ComponentProps<typeof Link> & { primary?: boolean };

/** A link that looks like a button (a page the student goes to, not an action): every arena screen's one style for it. */
export function LinkButton({ primary = false, className, ...props }: LinkButtonProps) {
  return <Link {...props} className={[styles.linkButton, primary ? styles.primary : '', className ?? ''].filter(Boolean).join(' ')} />;
}
