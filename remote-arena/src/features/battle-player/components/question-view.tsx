import { useEffect, useRef } from 'react';
import { useTranslation } from 'shared-ui';
import { BATTLE_PLAYER_NS } from '../battle-player-texts';
import type { BattleQuestion } from '../model/battle-view';
import { ListeningAudio } from './listening-audio';
import styles from './battle-player.module.css';

/** The question: its number (focused when it opens, so a screen reader announces it), what to do, and the word, sentence or sound. */
export function QuestionView({ question, total }: { question: BattleQuestion; total: number }) {
  const { t } = useTranslation(BATTLE_PLAYER_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.question} data-testid="battle-question" data-kind={question.kind} data-index={question.index} data-question-id={question.question_id}>
      <h2 ref={heading} tabIndex={-1} className={styles.questionNumber} data-testid="question-number">
        {t('questionOf', { number: question.index + 1, total })}
      </h2>
      <p className={styles.prompt}>{t(`prompt.${question.kind}`)}</p>
      {question.word ? (
        <p className={styles.word} lang="en">
          {question.word}
        </p>
      ) : null}
      {question.kind === 'sentence-completion' && question.text_jp ? <p className={styles.textJp}>{question.text_jp}</p> : null}
      {question.text ? (
        <p className={styles.sentence} lang="en">
          {question.text}
        </p>
      ) : null}
      {question.kind !== 'sentence-completion' && question.text_jp ? <p className={styles.textJp}>{question.text_jp}</p> : null}
      {question.audio_url ? <ListeningAudio url={question.audio_url} /> : null}
    </div>
  );
}
