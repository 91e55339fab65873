import { useState } from 'react';
import { Button, Card, formatDate, LinkButton, Modal, ScoreStamp, useTranslation } from 'shared-ui';
import { withQuery } from 'shared-ui/router';
import type { WritingResult } from '../model/writing-types';
import { formHref, type WritingPaths } from '../writing-paths';
import { WRITING_NS } from '../writing-texts';
import { EvaluationBars } from './evaluation-bars';
import { MarkedText, teacherLabel } from './marked-text';
import { SentenceAnalysis } from './sentence-analysis';
import styles from './writing.module.css';

/**
 * The writing result of spec part 2: the text with its marks and tips, the photo, general comment,
 * error count, evaluation, per-sentence analysis, teacher annotations, model answer and try again.
 * One view for skill-up and AI writing (and the teacher's page); `paths` says where its links go.
 */
export function WritingResultView({ result, paths }: { result: WritingResult; paths: WritingPaths | null }) {
  const { t, i18n } = useTranslation(WRITING_NS);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [modelShown, setModelShown] = useState(false);
  const showTeacherNotes = result.homework_id !== null || result.correct_notes.length > 0;
  return (
    <div className={styles.stack} data-testid="writing-result">
      <Card>
        <p className={styles.muted}>
          {t('result.topicLine', { title: result.topic.title })}（<span lang="en">{result.topic.title_en}</span>）・{t('result.submittedAt', { date: formatDate(result.created_at, i18n.language, true) })}
        </p>
        <div className={styles.row}>
          <ScoreStamp score={result.score} withComment={false} />
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>{t('result.score')}</dt>
              <dd data-testid="writing-score">{t('result.points', { score: result.score })}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('result.errors')}</dt>
              <dd data-testid="writing-error-count">{t('result.errorsValue', { count: result.error_count })}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('result.words')}</dt>
              <dd>{t('result.wordsValue', { count: result.word_count })}</dd>
            </div>
          </dl>
        </div>
      </Card>

      <Card title={t('result.yourText')}>
        {result.error_count === 0 ? (
          <p className={styles.noMistakes} role="status" data-testid="writing-no-mistakes">
            {t('result.noMistakes')}
          </p>
        ) : (
          <p className={styles.muted}>{t('result.textHint')}</p>
        )}
        <MarkedText text={result.text} sentences={result.comments} />
        {result.image_url ? (
          <div className={styles.actions}>
            <Button variant="secondary" width="auto" onClick={() => setPhotoOpen(true)} data-testid="writing-photo-button">
              {t('result.photo')}
            </Button>
          </div>
        ) : null}
      </Card>

      <Card title={t('result.general')}>
        <p data-testid="writing-general-comment">{result.general_comment}</p>
      </Card>

      <Card title={t('result.evaluation')}>
        <EvaluationBars evaluation={result.overall_evaluation} />
      </Card>

      <Card title={t('result.sentences')}>
        <SentenceAnalysis text={result.text} sentences={result.comments} />
      </Card>

      {showTeacherNotes ? (
        <Card title={t('result.teacherNotes')} testId="writing-teacher-notes">
          {result.correct_notes.length === 0 ? (
            <p className={styles.muted}>{t('result.noTeacherNotes')}</p>
          ) : (
            <ul className={styles.notes}>
              {result.correct_notes.map((note, index) => (
                <li key={index} className={styles.note}>
                  <strong>{teacherLabel(t, note.teacher_name)}</strong>
                  <p className={styles.quote} lang="en">
                    「{result.text.slice(note.hit_words_pos.startPos, note.hit_words_pos.endPos) || note.sent_content}」
                  </p>
                  <p>{note.comments}</p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}

      {result.en_answer ? (
        <Card title={t('result.modelAnswer')}>
          <Button variant="secondary" width="auto" aria-expanded={modelShown} aria-controls="writing-model-answer" onClick={() => setModelShown((shown) => !shown)}>
            {modelShown ? t('result.hideModel') : t('result.showModel')}
          </Button>
          <div id="writing-model-answer" hidden={!modelShown} data-testid="writing-model-answer">
            <p lang="en" className={styles.prompt}>
              {result.en_answer}
            </p>
            <p className={styles.muted}>{result.en_answer_ja}</p>
          </div>
        </Card>
      ) : null}

      {paths ? (
        <div className={styles.actions}>
          <LinkButton primary to={formHref(paths, result.topic.topic_id, result.homework_id ?? undefined)}>
            {t('result.tryAgain')}
          </LinkButton>
          {paths.analysis ? <LinkButton to={withQuery(paths.analysis, { guid: result.guid })}>{t('result.analysis')}</LinkButton> : null}
          <LinkButton to={paths.history}>{t('toHistory')}</LinkButton>
        </div>
      ) : null}

      {photoOpen && result.image_url ? (
        <Modal
          title={t('result.photoTitle')}
          role="dialog"
          onEscape={() => setPhotoOpen(false)}
          onOutsideClick={() => setPhotoOpen(false)}
          footer={
            <Button variant="secondary" onClick={() => setPhotoOpen(false)}>
              {t('result.close')}
            </Button>
          }
          testId="writing-photo"
        >
          <img src={result.image_url} alt={t('result.photoAlt')} className={styles.photo} />
        </Modal>
      ) : null}
    </div>
  );
}
