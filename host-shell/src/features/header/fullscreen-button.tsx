import { useEffect, useState } from 'react';
import { useTranslation } from 'shared-ui';
import { SHELL_NS } from '../../lib/shell-texts';
import { Icon } from '../../lib/ui/icon';
import classes from './header.module.css';

/** Toggles the browser's full-screen mode; hidden where the browser does not offer it. */
export function FullscreenButton() {
  const { t } = useTranslation(SHELL_NS);
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const toggle = () => {
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch((error: unknown) => console.warn('full screen refused', error));
  };
  const label = active ? t('header.exitFullscreen') : t('header.fullscreen');
  return (
    <button type="button" className={[classes.iconButton, classes.fullscreen].join(' ')} onClick={toggle} aria-label={label} aria-pressed={active} title={label}>
      <Icon name={active ? 'exitFullscreen' : 'fullscreen'} />
    </button>
  );
}
