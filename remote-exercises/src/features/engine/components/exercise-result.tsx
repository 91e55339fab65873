import { useId, useMemo, useState, type ReactNode } from 'react';
import { useSession } from 'shared-api';
import { Button, PageHeader, ScoreStamp, scoreColour, useTranslation } from 'shared-ui';
import { useAudioControl } from '../hooks/use-audio-control';
import { mediaUrlFor } from '../api/resource-package';
import type { AudioControl, StoredAnswer } from '../model/question-type';
import type { ExerciseItem, PracticeResource } from '../model/resource';
import { questionTypeFor } from '../registry/question-type-registry';
import { clampPercent, resourcePercent } from '../scoring/scoring';
import { selectItems } from '../stores/run-store';
import classes from './exercise-result.module.css';

/** What a result screen needs of the answer record (part 2, section 3 "Answer record"). */
export type ResultRecord = {
  score?: number | string | null;
  items: StoredAnswer[];
};

export type ExerciseResultProps = {
  resource: PracticeResource;
  packagePath: string;
  record: ResultRecord;
  questionIds?: string;
  title: ReactNode;
  /** Try again, back to the list, next material. */
  actions?: ReactNode;
  /** Above the list: e.g. answers still waiting in the outbox. */
  notice?: ReactNode;
  onBack?: () => void;
};

/**
 * The result screen of any question type: the stamp and total, then a numbered card per item
 * with its score, the type's own view (question, the student's answer, the right answer when
 * the score is 0), translation, explanation and model audio.
 */
export function ExerciseResult({ resource, packagePath, record, questionIds, title, actions, notice, onBack }: ExerciseResultProps) {
  const { t } = useTranslation('exercises');
  const [showTranslation, setShowTranslation] = useState(false);
  const switchId = useId();
  const audio = useAudioControl(1, () => undefined);
  const mediaUrl = useMemo(() => mediaUrlFor(packagePath, resource.res_version), [packagePath, resource.res_version]);
  const items = useMemo(() => selectItems(resource.items, questionIds), [resource.items, questionIds]);
  const byId = new Map(record.items.map((stored) => [stored.question_id, stored]));
  const percents = items.map((item) => clampPercent(byId.get(item.question_id)?.percent_score));
  const total = record.score !== undefined && record.score !== null && record.score !== '' ? clampPercent(record.score) : resourcePercent(percents, items.length);
  const right = percents.filter((percent) => percent >= 100).length;

  return (
    <div className={classes.page} data-testid="exercise-result" data-type={resource.res_type}>
      <PageHeader title={title} onBack={onBack} />
      <section className={classes.summary} aria-label={t('result.totalScore')}>
        <ScoreStamp score={total} withSound />
        <div className={classes.summaryText}>
          <strong>{t('result.totalScore')}</strong>
          <span data-testid="result-total">{t('result.score', { score: Math.round(total) })}</span>
          <span>{t('result.correctCount', { right, total: items.length })}</span>
        </div>
      </section>
      {notice}
      <div className={classes.controls}>
        <label className={classes.switch} htmlFor={switchId}>
          <input id={switchId} type="checkbox" checked={showTranslation} onChange={(event) => setShowTranslation(event.target.checked)} data-testid="result-translation-toggle" />
          {t('result.showTranslation')}
        </label>
      </div>
      <ol className={classes.list}>
        {items.map((item, position) => (
          <ResultCard
            key={item.question_id}
            number={position + 1}
            item={item}
            resource={resource}
            stored={byId.get(item.question_id) ?? null}
            showTranslation={showTranslation}
            mediaUrl={mediaUrl}
            audio={audio}
          />
        ))}
      </ol>
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </div>
  );
}

type CardProps = {
  number: number;
  item: ExerciseItem;
  resource: PracticeResource;
  stored: StoredAnswer | null;
  showTranslation: boolean;
  mediaUrl: (path: string) => string;
  audio: AudioControl;
};

function ResultCard({ number, item, resource, stored, showTranslation, mediaUrl, audio }: CardProps) {
  const { t } = useTranslation('exercises');
  const excellent = useSession((session) => session.config.excellent_score);
  const standard = useSession((session) => session.config.standard_score);
  const definition = questionTypeFor(resource.res_type);
  const percent = clampPercent(stored?.percent_score);
  const skipped = Number(stored?.is_skipped) === 1;
  const answer = stored && !skipped && definition ? definition.parseStored(item, stored) : null;
  const colour = scoreColour(percent, { excellent_score: excellent, standard_score: standard });
  const translation = item.subtitle_translate ?? item.content_jp ?? item.screen_text_jp;
  const Result = definition?.Result;
  return (
    <li className={classes.card} data-testid="result-card" data-question-id={item.question_id} data-percent={percent}>
      <div className={classes.cardHead}>
        <span className={classes.number}>{number}</span>
        <span className={[classes.score, classes[colour]].join(' ')} data-testid="result-item-score">
          {t('result.score', { score: Math.round(percent) })}
        </span>
        {skipped ? <span>{t('result.skipped')}</span> : null}
        <span className={classes.spacer} />
        {item.audio_file ? (
          <Button variant="secondary" width="auto" onClick={() => audio.play(mediaUrl(item.audio_file!))}>
            {audio.playing === mediaUrl(item.audio_file) ? t('player.pause') : t('result.playModel')}
          </Button>
        ) : null}
        {stored?.record_file ? (
          <Button variant="secondary" width="auto" onClick={() => audio.play(stored.record_file!)}>
            {t('result.playRecording')}
          </Button>
        ) : null}
      </div>
      {Result ? <Result item={item} resource={resource} stored={stored} answer={answer} percent={percent} showTranslation={showTranslation} mediaUrl={mediaUrl} audio={audio} /> : null}
      {showTranslation && translation ? (
        <div className={classes.translation} lang="ja" data-testid="result-translation">
          <strong>{t('result.translation')}</strong>
          {'\n'}
          {translation}
        </div>
      ) : null}
      {item.explanation || item.explanation_image ? (
        <div className={classes.explanation} lang="ja">
          <strong>{t('result.explanation')}</strong>
          {item.explanation ? `\n${item.explanation}` : null}
          {item.explanation_image ? <img src={mediaUrl(item.explanation_image)} alt={t('result.explanation')} /> : null}
        </div>
      ) : null}
    </li>
  );
}
