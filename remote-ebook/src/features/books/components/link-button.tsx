import type { ComponentProps } from 'react';
import { Link } from 'shared-ui/router';
import styles from './link-button.module.css';

type LinkButtonProps = ComponentProps<typeof Link> & { primary?: boolean };

/** A link that looks like a button (読む, 練習問題に挑戦): every ebook screen's one style for it. */
export function LinkButton({ primary = false, className, ...props }: LinkButtonProps) {
  return <Link {...props} className={[styles.linkButton, primary ? styles.primary : '', className ?? ''].filter(Boolean).join(' ')} />;
}
