import type { TFunction } from 'i18next';
import type { HomeworkStatus } from '../api/get-homework-list';
import classes from '../../practice/components/pages.module.css';

/** A date as Japanese students read it (2026/11/29 23:59), in Japan time. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(date);
}

export function statusTag(status: HomeworkStatus, t: TFunction<'exercises'>) {
  const style = status === 'finished' ? classes.tagDone : status === 'expired' ? classes.tagWarn : classes.tagActive;
  return <span className={[classes.tag, style].join(' ')}>{t(`homework.${status}`)}</span>;
}
