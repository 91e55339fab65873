import { useId, useState } from 'react';
import { Button, formatDate, QueryState, showConfirm, showToast, useTranslation } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { useDeleteSearchLogs } from '../api/delete-search-logs';
import { useSearchLogs, type SearchLog } from '../api/get-search-logs';
import { searchPath } from '../dictionary-paths';
import { DICTIONARY_NS } from '../dictionary-texts';
import { allSelected, idsToDelete, keepShown, toggleAll, toggleSelected } from '../model/log-selection';
import { showFailure } from './show-failure';
import styles from './dictionary.module.css';

/**
 * The student's recent searches, newest first; each opens its entry again. One can be removed
 * with its × button, several after 選んで削除 (ticked, then deleted together); both ask first.
 */
export function SearchLogs() {
  const { t } = useTranslation(DICTIONARY_NS);
  const headingId = useId();
  const logs = useSearchLogs();
  const remove = useDeleteSearchLogs();
  const [selecting, setSelecting] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const shown = logs.data?.list.map((log) => log.word_id) ?? [];
  // Only words still in the list count as ticked (one deleted elsewhere is gone).
  const selected = keepShown(ticked, shown);

  const stopSelecting = () => {
    setSelecting(false);
    setTicked(new Set());
  };

  const removeWords = async (wordIds: number[], message: string) => {
    if (wordIds.length === 0) return;
    const ok = await showConfirm(message, { okText: t('logs.deleteOk'), danger: true });
    if (!ok) return;
    remove.mutate(wordIds, {
      onSuccess: (data) => {
        showToast(t('logs.deleted', { count: data.removed }));
        stopSelecting();
      },
      onError: showFailure,
    });
  };

  const removeSelected = () => {
    const ids = idsToDelete(selected, shown);
    void removeWords(ids, t('logs.confirmMany', { count: ids.length }));
  };

  return (
    <section aria-labelledby={headingId} data-testid="search-logs">
      <div className={styles.logsHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('logs.title')}
        </h2>
        {shown.length > 0 ? (
          <div className={styles.logTools}>
            {selecting ? (
              <>
                <Button variant="text" width="auto" onClick={() => setTicked(toggleAll(selected, shown))} aria-pressed={allSelected(selected, shown)} data-testid="logs-select-all">
                  {t('logs.selectAll')}
                </Button>
                <span className={styles.muted} aria-live="polite">
                  {t('logs.selected', { count: selected.size })}
                </span>
                <Button variant="danger" width="auto" disabled={selected.size === 0} busy={remove.isPending} onClick={removeSelected} data-testid="logs-delete-selected">
                  {t('logs.deleteSelected')}
                </Button>
                <Button variant="secondary" width="auto" onClick={stopSelecting} data-testid="logs-cancel">
                  {t('logs.cancel')}
                </Button>
              </>
            ) : (
              <Button variant="secondary" width="auto" onClick={() => setSelecting(true)} data-testid="logs-select">
                {t('logs.select')}
              </Button>
            )}
          </div>
        ) : null}
      </div>
      <QueryState query={logs} isEmpty={(data) => data.list.length === 0} empty={t('logs.empty')}>
        {(data) => (
          <ul className={styles.logList}>
            {data.list.map((log) => (
              <LogRow
                key={log.word_id}
                log={log}
                selecting={selecting}
                checked={selected.has(log.word_id)}
                onCheck={() => setTicked(toggleSelected(selected, log.word_id))}
                onRemove={() => void removeWords([log.word_id], t('logs.confirmOne', { word: log.word }))}
                removing={remove.isPending}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

type RowProps = { log: SearchLog; selecting: boolean; checked: boolean; onCheck: () => void; onRemove: () => void; removing: boolean };

function LogRow({ log, selecting, checked, onCheck, onRemove, removing }: RowProps) {
  const { t, i18n } = useTranslation(DICTIONARY_NS);
  return (
    <li className={styles.logRow} data-testid="search-log" data-word={log.word} data-word-id={log.word_id}>
      {selecting ? <input type="checkbox" checked={checked} onChange={onCheck} aria-label={t('logs.check', { word: log.word })} data-testid="search-log-check" /> : null}
      <Link to={searchPath(log.word, 1, 'history')} className={styles.logMain}>
        <span className={styles.logWord} lang="en">
          {log.word}
        </span>
        <span className={styles.logMean}>{log.mean}</span>
        <span className={styles.logMeta}>
          {formatDate(log.searched_at, i18n.language, true)}
          {log.times > 1 ? ` · ${t('logs.times', { count: log.times })}` : ''}
        </span>
      </Link>
      {selecting ? null : (
        <button type="button" className={styles.iconButton} onClick={onRemove} disabled={removing} aria-label={t('logs.deleteOne', { word: log.word })} title={t('logs.deleteOne', { word: log.word })} data-testid="search-log-delete">
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}
