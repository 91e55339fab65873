import { useEffect, useRef, useState } from 'react';
import { isApiError } from 'shared-api';
import { Button, Card, formatDate, LinkButton, Page, QueryState, useTranslation } from 'shared-ui';
import { useBookList } from '../../books/api/get-book-list';
import { EBOOK_PATHS, listHref } from '../../books/books-paths';
import { BookCard, BookGrid } from '../../books/components/book-card';
import { ChoiceOption } from '../../books/components/choice-option';
import { eikenName, levelName } from '../../books/model/level-name';
import { useLevelCheck, type LevelCheck } from '../api/get-level-check';
import { useSubmitLevelCheck, type LevelCheckResult } from '../api/submit-level-check';
import { LEVEL_CHECK_NS } from '../level-check-texts';
import styles from './level-check.module.css';

/** /ebook/level-check: passages with four-choice questions one at a time (skip allowed), then the recommended level and books. */
export function LevelCheckPage() {
  const { t } = useTranslation(LEVEL_CHECK_NS);
  const check = useLevelCheck();
  // A new run is a new component: its answers start empty.
  const [run, setRun] = useState(0);
  return (
    <Page title={t('title')} narrow testId="ebook-level-check">
      <QueryState query={check} isEmpty={(data) => data.questions.length === 0} empty={t('empty')}>
        {(data) => (
          <LevelCheckRun
            key={run}
            check={data}
            onAgain={() => {
              void check.refetch().then(() => setRun((value) => value + 1));
            }}
          />
        )}
      </QueryState>
    </Page>
  );
}

type Phase = { step: 'intro' } | { step: 'question'; index: number } | { step: 'result'; result: LevelCheckResult };

function LevelCheckRun({ check, onAgain }: { check: LevelCheck; onAgain: () => void }) {
  const { t, i18n } = useTranslation(LEVEL_CHECK_NS);
  const [phase, setPhase] = useState<Phase>({ step: 'intro' });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const submit = useSubmitLevelCheck();
  const total = check.questions.length;

  const send = (final: Record<string, string>) => {
    submit.mutate(
      check.questions.map((question) => ({ question_id: question.question_id, choice: final[question.question_id] ?? '' })),
      { onSuccess: (result) => setPhase({ step: 'result', result }) },
    );
  };

  if (phase.step === 'intro') {
    return (
      <Card title={t('intro.heading')} testId="level-check-intro">
        <p className={styles.text}>{t('intro.body', { count: total })}</p>
        <p className={styles.text}>{t('intro.skip')}</p>
        {check.last ? (
          <p className={styles.muted} data-testid="level-check-last">
            {t('intro.last', { level: check.last.level, correct: check.last.correct, total: check.last.total, date: formatDate(check.last.created_at, i18n.language) })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={() => setPhase({ step: 'question', index: 0 })}>{t('intro.start')}</Button>
        </div>
      </Card>
    );
  }

  if (phase.step === 'result') return <Result result={phase.result} onAgain={onAgain} />;

  const index = phase.index;
  const question = check.questions[index]!;
  const chosen = answers[question.question_id] ?? '';
  const last = index === total - 1;
  const advance = (choice: string) => {
    const next = { ...answers, [question.question_id]: choice };
    setAnswers(next);
    if (last) send(next);
    else setPhase({ step: 'question', index: index + 1 });
  };
  const failed = submit.error && isApiError(submit.error) && !submit.error.handled ? submit.error.message : null;

  return (
    <QuestionStep
      key={question.question_id}
      index={index}
      total={total}
      question={question}
      chosen={chosen}
      onChoose={(choice) => setAnswers({ ...answers, [question.question_id]: choice })}
      onNext={() => advance(chosen)}
      onSkip={() => advance('')}
      onBack={index > 0 ? () => setPhase({ step: 'question', index: index - 1 }) : undefined}
      last={last}
      busy={submit.isPending}
      error={failed}
      answeredCount={Object.values(answers).filter(Boolean).length}
      skippedCount={Object.values(answers).filter((value) => value === '').length}
    />
  );
}

function QuestionStep({
  index,
  total,
  question,
  chosen,
  onChoose,
  onNext,
  onSkip,
  onBack,
  last,
  busy,
  error,
  answeredCount,
  skippedCount,
}: {
  index: number;
  total: number;
  question: LevelCheck['questions'][number];
  chosen: string;
  onChoose: (choice: string) => void;
  onNext: () => void;
  onSkip: () => void;
  onBack?: () => void;
  last: boolean;
  busy: boolean;
  error: string | null;
  answeredCount: number;
  skippedCount: number;
}) {
  const { t } = useTranslation(LEVEL_CHECK_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each new question is announced: focus moves to its heading.
  useEffect(() => heading.current?.focus(), []);
  const name = `level-check-${question.question_id}`;
  return (
    <Card testId="level-check-question">
      <div className={styles.progressRow}>
        <h2 ref={heading} tabIndex={-1} className={styles.progressText} data-testid="level-check-progress">
          {t('progress', { current: index + 1, total })}
        </h2>
        <span className={styles.levelTag}>{t('levelTag', { level: question.level })}</span>
      </div>
      <progress className={styles.progress} value={index} max={total} aria-label={t('progressLabel')} />
      <p className={styles.muted}>{t('answered', { count: answeredCount, skipped: skippedCount })}</p>
      <blockquote className={styles.passage} lang="en" aria-label={t('passage')}>
        {question.passage}
      </blockquote>
      <fieldset className={styles.choices}>
        <legend className={styles.question}>
          <span lang="en">{question.question}</span>
          {question.question_jp ? <span className={styles.questionJp}>{question.question_jp}</span> : null}
        </legend>
        {question.choices.map((choice) => (
          <ChoiceOption key={choice} name={name} value={choice} checked={chosen === choice} onChoose={onChoose}>
            <span lang="en">{choice}</span>
          </ChoiceOption>
        ))}
      </fieldset>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.stepActions}>
        {onBack ? (
          <Button variant="text" width="auto" onClick={onBack}>
            {t('back')}
          </Button>
        ) : null}
        <Button variant="secondary" width="auto" onClick={onSkip} disabled={busy} data-testid="level-check-skip">
          {t('skip')}
        </Button>
        <Button width="auto" onClick={onNext} disabled={!chosen} busy={busy} data-testid="level-check-next">
          {last ? t('finish') : t('next')}
        </Button>
      </div>
    </Card>
  );
}

function Result({ result, onAgain }: { result: LevelCheckResult; onAgain: () => void }) {
  const { t, i18n } = useTranslation(LEVEL_CHECK_NS);
  const levels = useBookList();
  const info = levels.data?.levels.find((level) => level.level === result.level);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <Card testId="level-check-result">
        <h2 ref={heading} tabIndex={-1} className={styles.resultHeading}>
          {t('result.heading')}
        </h2>
        <p className={styles.resultLevel} data-testid="level-check-level" data-level={result.level}>
          {t('result.level', { level: result.level })}
        </p>
        {info ? <p className={styles.muted}>{t('result.levelDetail', { name: levelName(info, i18n.language), eiken: eikenName(info, i18n.language), cefr: info.cefr })}</p> : null}
        <p className={styles.text}>{t('result.score', { correct: result.correct, total: result.total })}</p>
        <table className={styles.table} data-testid="level-check-per-level">
          <caption className={styles.caption}>{t('result.perLevel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('result.levelColumn')}</th>
              <th scope="col">{t('result.correctColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {result.per_level.map((row) => (
              <tr key={row.level} className={row.level === result.level ? styles.recommendedRow : undefined}>
                <th scope="row">{t('result.levelRow', { level: row.level })}</th>
                <td>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: `${row.total ? (row.correct / row.total) * 100 : 0}%` }} />
                  </span>
                  {t('result.rowValue', { correct: row.correct, total: row.total })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card title={t('result.books')}>
        {result.books.length === 0 ? (
          <p className={styles.muted}>{t('result.noBooks')}</p>
        ) : (
          <BookGrid label={t('result.books')}>
            {result.books.map((book) => (
              <BookCard key={book.book_id} book={book} />
            ))}
          </BookGrid>
        )}
        <div className={styles.actions}>
          <LinkButton to={listHref({ level: result.level })}>
            {t('result.toList', { level: result.level })}
          </LinkButton>
          <LinkButton to={EBOOK_PATHS.index}>
            {t('result.home')}
          </LinkButton>
          <Button variant="text" width="auto" onClick={onAgain}>
            {t('result.again')}
          </Button>
        </div>
      </Card>
    </>
  );
}
