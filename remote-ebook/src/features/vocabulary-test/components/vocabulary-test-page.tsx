import { useEffect, useRef, useState } from 'react';
import { isApiError } from 'shared-api';
import { Link } from 'shared-ui/router';
import { Button, Card, LinkButton, Page, QueryState, ScoreStamp, StatusBlock, useTranslation } from 'shared-ui';
import { EBOOK_PATHS } from '../../books/books-paths';
import { ChoiceOption } from '../../books/components/choice-option';
import { useVocabularyTest, type VocabularyTest } from '../api/get-vocabulary-test';
import { useSubmitVocabularyTest, type VocabularyResult } from '../api/submit-vocabulary-test';
import { VOCABULARY_TEST_NS } from '../vocabulary-test-texts';
import { MarkedExample } from './marked-example';
import styles from './vocabulary-test.module.css';

/** /ebook/test: ten words from the books read, four Japanese meanings each, marked once; then the score and a review. */
export function VocabularyTestPage() {
  const { t } = useTranslation(VOCABULARY_TEST_NS);
  const test = useVocabularyTest();
  const again = () => void test.refetch();
  return (
    <Page title={t('title')} lead={t('lead')} narrow testId="ebook-test">
      <QueryState
        query={test}
        isEmpty={(data) => data.questions.length === 0}
        empty={
          <>
            {t('empty')} <Link to={EBOOK_PATHS.list}>{t('findBook')}</Link>
          </>
        }
      >
        {(data) => <TestRun key={data.test_id} test={data} onAgain={again} />}
      </QueryState>
    </Page>
  );
}

function TestRun({ test, onAgain }: { test: VocabularyTest; onAgain: () => void }) {
  const { t } = useTranslation(VOCABULARY_TEST_NS);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const submit = useSubmitVocabularyTest();
  const heading = useRef<HTMLHeadingElement>(null);
  const total = test.questions.length;
  useEffect(() => {
    if (index > 0) heading.current?.focus();
  }, [index]);

  if (submit.data) return <TestResult result={submit.data} onAgain={onAgain} />;
  if (submit.error && isApiError(submit.error) && submit.error.code === 409) {
    return (
      <StatusBlock
        tone="error"
        title={t('alreadySubmitted')}
        testId="test-already-submitted"
        action={
          <Button width="auto" onClick={onAgain}>
            {t('result.again')}
          </Button>
        }
      />
    );
  }

  const question = test.questions[index]!;
  const chosen = answers[question.question_id] ?? '';
  const last = index === total - 1;
  const failed = submit.error && isApiError(submit.error) && !submit.error.handled ? submit.error.message : null;
  const next = () => {
    if (!last) setIndex(index + 1);
    else submit.mutate({ testId: test.test_id, answers: test.questions.map((item) => ({ question_id: item.question_id, choice: answers[item.question_id] ?? '' })) });
  };

  return (
    <Card testId="test-question">
      <h2 ref={heading} tabIndex={-1} className={styles.progressText} data-testid="test-progress">
        {t('progress', { current: index + 1, total })}
      </h2>
      <progress className={styles.progress} value={index} max={total} aria-label={t('progressLabel')} />
      <p className={styles.word} lang="en">
        {question.word}
      </p>
      <p className={styles.example}>
        <MarkedExample example={question.example} word={question.word} />
      </p>
      <p className={styles.muted}>{t('from', { title: question.book_title })}</p>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('choices', { word: question.word })}</legend>
        {question.choices.map((choice) => (
          <ChoiceOption key={choice} name={`test-${question.question_id}`} value={choice} checked={chosen === choice} onChoose={(value) => setAnswers({ ...answers, [question.question_id]: value })}>
            <span>{choice}</span>
          </ChoiceOption>
        ))}
      </fieldset>
      {failed ? (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      ) : null}
      <div className={styles.actions}>
        {index > 0 ? (
          <Button variant="text" width="auto" onClick={() => setIndex(index - 1)}>
            {t('back')}
          </Button>
        ) : null}
        <Button width="auto" onClick={next} disabled={!chosen} busy={submit.isPending} data-testid="test-next">
          {last ? t('submit') : t('next')}
        </Button>
      </div>
    </Card>
  );
}

function TestResult({ result, onAgain }: { result: VocabularyResult; onAgain: () => void }) {
  const { t } = useTranslation(VOCABULARY_TEST_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <Card testId="test-result">
        <h2 ref={heading} tabIndex={-1} className={styles.resultHeading}>
          {t('result.heading')}
        </h2>
        <ScoreStamp score={result.score} withSound />
        <p className={styles.score} data-testid="test-score">
          {t('result.score', { correct: result.correct, total: result.total })}
        </p>
      </Card>
      <Card title={t('result.review')}>
        <ol className={styles.review}>
          {result.results.map((item) => (
            <li key={item.question_id} className={[styles.reviewItem, item.is_right ? styles.right : styles.wrong].join(' ')} data-testid="test-review" data-right={item.is_right}>
              <p className={styles.reviewHead}>
                <span className={styles.reviewWord} lang="en">
                  {item.word}
                </span>
                <span className={item.is_right ? styles.rightMark : styles.wrongMark}>{item.is_right ? `○ ${t('result.right')}` : `× ${t('result.wrong')}`}</span>
              </p>
              <p className={styles.example}>
                <MarkedExample example={item.example} word={item.word} />
              </p>
              <p className={styles.answerLine}>{t('result.answer', { answer: item.answer })}</p>
              {!item.is_right ? <p className={styles.muted}>{item.chosen ? t('result.yourAnswer', { answer: item.chosen }) : t('result.noAnswer')}</p> : null}
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Button width="auto" onClick={onAgain}>
            {t('result.again')}
          </Button>
          <LinkButton to={EBOOK_PATHS.index}>
            {t('result.home')}
          </LinkButton>
        </div>
      </Card>
    </>
  );
}
