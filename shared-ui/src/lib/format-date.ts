/** Formats an ISO time as a Japanese (or English) date, with the time when asked. */
export function formatDate(iso: string | null | undefined, language: string, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = language === 'en' ? 'en-GB' : 'ja-JP';
  return date.toLocaleString(locale, withTime ? { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' } : { year: 'numeric', month: 'numeric', day: 'numeric' });
}
