import { useState } from 'react';
import type { RecorderDependencies } from 'shared-speech';
import { useNavigate } from 'shared-ui/router';
import { Button, Card, Page, QueryState, Spinner, StatusBlock, useTranslation } from 'shared-ui';
import { usePhonogramDetail, type PhonogramDetail } from '../api/get-phonogram-detail';
import { useSubmitPractice, type PracticeMark } from '../api/submit-practice';
import { usePatternId } from '../hooks/use-pattern-id';
import { readingGuid, type WordReading } from '../model/word-reading';
import { detailPath, practicePath, PHONOGRAM_PATHS } from '../phonogram-paths';
import { PHONOGRAM_NS } from '../phonogram-texts';
import { ListenButton } from './listen-button';
import { MarkedWord } from './marked-word';
import { MarkPanel } from './mark-panel';
import { notFoundView, PatternMissing } from './pattern-missing';
import styles from './phonogram.module.css';
import { WordReader } from './word-reader';

/**
 * /phonogram/practice?id=: the student reads the pattern's example words one by one. Each word
 * shows with the letters of the sound marked and its model audio; a reading is scored by the
 * speech server and posted, and the server's mark of the target sound shows (○/× with the
 * sound's score, the whole word's score, every phone's score, and the tip when it was wrong).
 */
export function PhonogramPracticePage({ recorderDependencies }: { recorderDependencies?: Partial<RecorderDependencies> }) {
  const id = usePatternId();
  if (!id) return <PatternMissing />;
  return <Practice key={id} id={id} recorderDependencies={recorderDependencies} />;
}

function Practice({ id, recorderDependencies }: { id: string; recorderDependencies?: Partial<RecorderDependencies> }) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const navigate = useNavigate();
  const detail = usePhonogramDetail(id);
  const title = detail.data ? t('practice.title', { title: detail.data.phonogram.title }) : t('title');
  return (
    <Page title={title} onBack={() => void navigate(detailPath(id))} narrow testId="phonogram-practice">
      <QueryState query={detail} renderError={notFoundView}>
        {(data) => <PracticeRun data={data} recorderDependencies={recorderDependencies} />}
      </QueryState>
    </Page>
  );
}

type Marked = { reading: WordReading; mark: PracticeMark };

function PracticeRun({ data, recorderDependencies }: { data: PhonogramDetail; recorderDependencies?: Partial<RecorderDependencies> }) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const pattern = data.phonogram;
  const [at, setAt] = useState(0);
  const [marks, setMarks] = useState<Record<number, Marked>>({});
  const [notHeard, setNotHeard] = useState(false);
  const submit = useSubmitPractice();
  const word = pattern.words[at];

  const again = () => {
    setAt(0);
    setMarks({});
  };
  if (!word) return <PracticeDone data={data} marks={marks} onAgain={again} />;
  const marked = marks[word.word_id];

  const onReading = (reading: WordReading | null) => {
    setNotHeard(reading === null);
    if (!reading) return;
    submit.mutate({ phonogramId: pattern.phonogram_id, wordId: word.word_id, guid: readingGuid(), reading }, { onSuccess: (mark) => setMarks((known) => ({ ...known, [word.word_id]: { reading, mark } })) });
  };
  const next = () => {
    setNotHeard(false);
    setAt(at + 1);
  };
  const last = at + 1 >= pattern.words.length;

  return (
    <>
      <Card>
        <div className={styles.heroLine}>
          <p className={styles.heroSpelling} lang="en">
            {pattern.spellings.join(' · ')}
          </p>
          <span className={[styles.ipa, styles.heroIpa].join(' ')}>/{pattern.ipa}/</span>
        </div>
        <p className={styles.muted}>
          {t('detail.tip')}：{pattern.tip_ja}
        </p>
      </Card>
      <Card testId="practice-word">
        <div className={styles.stageMeta}>
          <span className={styles.muted} data-testid="practice-position">
            {t('practice.position', { position: at + 1, total: pattern.words.length })}
          </span>
          <ListenButton word={word.word} testId="practice-listen" />
        </div>
        <div className={styles.stage} data-word={word.word} data-word-id={word.word_id}>
          <MarkedWord segments={word.segments} className={styles.bigWord} testId="practice-word-text" />
          <p>{word.meaning}</p>
          <p className={styles.muted}>{t('practice.hint')}</p>
          <WordReader
            key={word.word_id}
            word={word.word}
            phones={word.phones}
            questionId={`phonogram-${pattern.phonogram_id}-${word.word_id}`}
            onReading={onReading}
            readBefore={marked !== undefined}
            disabled={submit.isPending}
            recorderDependencies={recorderDependencies}
          />
          {submit.isPending ? (
            <div className={[styles.muted, styles.row].join(' ')} role="status">
              <Spinner /> {t('practice.saving')}
            </div>
          ) : null}
        </div>
        {notHeard ? <StatusBlock tone="error" title={t('practice.notHeard')} testId="practice-not-heard" /> : null}
        {marked && !notHeard ? (
          <MarkPanel
            ipa={pattern.ipa}
            target={pattern.target_phones}
            phones={marked.reading.phones}
            mark={{ isRight: marked.mark.is_right, reason: marked.mark.reason, targetScore: marked.mark.target.score, wordScore: marked.mark.word_score, tip: marked.mark.tip_ja }}
          />
        ) : null}
        <div className={styles.actions}>
          <Button width="auto" variant={marked ? 'primary' : 'secondary'} onClick={next} disabled={submit.isPending} data-testid="practice-next">
            {last ? t('practice.finish') : t('practice.next')}
          </Button>
        </div>
      </Card>
    </>
  );
}

function PracticeDone({ data, marks, onAgain }: { data: PhonogramDetail; marks: Record<number, Marked>; onAgain: () => void }) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const navigate = useNavigate();
  const read = Object.values(marks);
  const right = read.filter((entry) => entry.mark.is_right).length;
  const pattern = data.phonogram;
  const nextId = data.next_id;
  return (
    <Card title={t('practice.doneTitle')} testId="practice-done">
      <p data-testid="practice-done-summary" data-right={right} data-read={read.length}>
        {read.length > 0 ? t('practice.doneSummary', { total: read.length, right }) : t('practice.doneNone')}
      </p>
      <ul className={styles.wordList}>
        {pattern.words.map((word) => {
          const entry = marks[word.word_id];
          return (
            <li key={word.word_id} className={styles.wordRow} data-testid="practice-done-word" data-right={entry ? (entry.mark.is_right ? 1 : 0) : ''}>
              <ListenButton word={word.word} testId="practice-done-listen" />
              <MarkedWord segments={word.segments} />
              <span>{word.meaning}</span>
              <span className={entry ? (entry.mark.is_right ? styles.right : styles.wrong) : styles.muted}>
                {entry ? `${entry.mark.is_right ? '○' : '×'} ${entry.mark.target.score === null ? '' : Math.round(entry.mark.target.score)}` : t('word.noRecord')}
              </span>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button width="auto" onClick={onAgain} data-testid="practice-again">
          {t('practice.again')}
        </Button>
        <Button width="auto" variant="secondary" onClick={() => void navigate(detailPath(pattern.phonogram_id))} data-testid="practice-to-detail">
          {t('practice.toDetail')}
        </Button>
        {nextId ? (
          <Button width="auto" variant="secondary" onClick={() => void navigate(practicePath(nextId))} data-testid="practice-next-pattern">
            {t('practice.nextPattern')}
          </Button>
        ) : null}
        <Button width="auto" variant="secondary" onClick={() => void navigate(PHONOGRAM_PATHS.challenge)} data-testid="practice-challenge">
          {t('practice.challenge')}
        </Button>
      </div>
    </Card>
  );
}
