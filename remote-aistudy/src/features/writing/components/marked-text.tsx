import { useId } from 'react';
import { useTranslation } from 'shared-ui';
import type { MarkKind, SentenceAnalysis } from '../model/writing-types';
import { WRITING_NS } from '../writing-texts';
import { marksOf, runKind, textRuns, type TextMark } from './text-segments';
import styles from './writing.module.css';

export const MARK_KINDS: readonly MarkKind[] = ['spelling', 'grammar', 'punctuation', 'style', 'word_choice', 'teacher'];

/**
 * The student's essay with each marked span highlighted in its kind's colour. A span's comments
 * show in a tip on hover and on keyboard focus (each span is a tab stop described by its tip), so
 * they are reachable without a mouse and read by screen readers.
 */
export function MarkedText({ text, sentences }: { text: string; sentences: readonly SentenceAnalysis[] }) {
  const { t } = useTranslation(WRITING_NS);
  const baseId = useId();
  const marks = marksOf(sentences);
  const runs = textRuns(text, marks);
  const kinds = MARK_KINDS.filter((kind) => runs.some((run) => runKind(run) === kind));
  return (
    <div>
      <p className={styles.essay} lang="en" data-testid="writing-text">
        {runs.map((run) => {
          const kind = runKind(run);
          if (!kind) return <span key={run.start}>{run.text}</span>;
          const tipId = `${baseId}-${run.start}`;
          return (
            <span
              key={run.start}
              className={[styles.mark, styles[`mark-${kind}`]].join(' ')}
              tabIndex={0}
              aria-describedby={tipId}
              data-testid="writing-mark"
              data-kind={kind}
              data-start={run.start}
              data-end={run.end}
            >
              {run.text}
              <span role="tooltip" id={tipId} className={styles.tip} lang="ja" data-testid="writing-tip">
                {run.marks.map((mark) => (
                  <MarkTip key={mark.id} mark={mark} />
                ))}
              </span>
            </span>
          );
        })}
      </p>
      {kinds.length > 0 ? (
        <dl className={styles.legend} aria-label={t('legend')}>
          {kinds.map((kind) => (
            <div key={kind} className={styles.legendItem}>
              <dt className={[styles.swatch, styles[`mark-${kind}`]].join(' ')} aria-hidden="true" />
              <dd>{t(`kinds.${kind}`)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/**
 * 「<name>先生のコメント」: the suffix already says 先生, so a name stored with it (佐藤 先生) is
 * not given it twice.
 */
export function teacherLabel(t: (key: string, options: { name: string }) => string, name: string | null): string {
  return t('result.teacherSuffix', { name: (name ?? '').replace(/\s*先生$/u, '') });
}

function MarkTip({ mark }: { mark: TextMark }) {
  const { t } = useTranslation(WRITING_NS);
  const label = mark.type === 'TEACHER' ? teacherLabel(t, mark.teacher_name) : `${t('result.ai')}（${t(`kinds.${mark.kind}`)}）`;
  return (
    <span className={styles.tipEntry}>
      <span className={styles.tipLabel}>{label}</span>
      <span className={styles.tipText}>{mark.comments}</span>
      {mark.suggestion ? (
        <span className={styles.tipText} lang="en">
          {t('result.suggestion', { text: mark.suggestion })}
        </span>
      ) : null}
    </span>
  );
}
