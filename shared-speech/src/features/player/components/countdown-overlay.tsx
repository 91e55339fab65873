import { useTranslation } from 'shared-ui';
import { SPEECH_NAMESPACE } from '../../../lib/i18n/speech-i18n';

/**
 * Full-screen 3-2-1 overlay for `useCountdown().value`; renders nothing when the value is null.
 * The number is announced to screen readers as it changes.
 */
export function CountdownOverlay({ value }: { value: number | null }) {
  const { t } = useTranslation(SPEECH_NAMESPACE);
  if (value === null) return null;
  return (
    <div
      role="status"
      aria-live="assertive"
      aria-label={t('countdown.label', { count: value })}
      style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', background: 'rgba(0, 0, 0, 0.45)', zIndex: 1000 }}
    >
      <span key={value} aria-hidden="true" style={{ fontSize: '9rem', fontWeight: 700, color: '#fff', textShadow: '0 4px 24px rgba(0,0,0,0.4)' }}>
        {value}
      </span>
    </div>
  );
}
