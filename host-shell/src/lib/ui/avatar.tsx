import { useState } from 'react';
import classes from './avatar.module.css';

/** The student's picture, or the first letter of the name when there is none (or it fails). */
export function Avatar({ src, name, size = 36 }: { src?: string | null; name: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const initial = [...name.trim()][0] ?? '?';
  if (src && !broken) {
    return <img className={classes.avatar} src={src} alt="" width={size} height={size} onError={() => setBroken(true)} data-testid="avatar" />;
  }
  return (
    <span className={classes.fallback} style={{ width: size, height: size }} aria-hidden="true" data-testid="avatar">
      {initial}
    </span>
  );
}
