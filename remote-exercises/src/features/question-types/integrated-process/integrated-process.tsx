// The integrated process (spec part 2 section 1): one task in parts — an introduction (init),
// then reading aloud, speaking and narration items, each item with its own question number.
// The first item of a part plays the part's introduction; each part records the way its own
// type does, and handles an engine error the way that type does (reading restores the start
// button, speaking skips the recording, narration skips the question).
import { useMemo } from 'react';
import { INTEGRATED_PARTS, type IntegratedPart } from 'shared-contract';
import { showToast, useTranslation } from 'shared-ui';
import type { SpokenExerciseKind } from 'shared-speech';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import type { PracticeResource } from '../../engine/model/resource';
import { ProgramPlayer } from '../../spoken/components/program-player';
import { SpokenResult } from '../../spoken/components/spoken-result';
import classes from '../../spoken/components/spoken.module.css';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { narrationSteps, promptThenRecordSteps, type ProgressStep } from '../../spoken/logic/progress-steps';
import type { RecordOutcome } from '../../spoken/logic/step-program';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import type { SpokenAnswer } from '../../spoken/model/spoken-answer';
import { asSpokenItem, asSpokenResource, screenText, type SpokenItem } from '../../spoken/model/spoken-item';

export function partOf(item: SpokenItem): IntegratedPart {
  return (INTEGRATED_PARTS as readonly string[]).includes(item.part_type ?? '') ? (item.part_type as IntegratedPart) : 'reading';
}

const KIND_BY_PART: Readonly<Record<IntegratedPart, SpokenExerciseKind>> = { reading: 'sentence_reading', speaking: 'speaking', narration: 'narration' };

/** The introduction steps played before an item: the task's init part before the first item, the part's own intro before its first item. */
export function introSteps(resource: PracticeResource, item: SpokenItem): ProgressStep[] {
  const parts = asSpokenResource(resource).part_items ?? [];
  const items = resource.items.map(asSpokenItem);
  const position = items.findIndex((candidate) => candidate.question_id === item.question_id);
  const part = partOf(item);
  const firstOfPart = position >= 0 && items.findIndex((candidate) => partOf(candidate) === part) === position;
  const wanted = [...(position === 0 ? ['init'] : []), ...(firstOfPart ? [part] : [])];
  return wanted.flatMap((type) => {
    const info = parts.find((candidate) => candidate.part_type === type)?.part_info;
    if (!info) return [];
    const steps: ProgressStep[] = [{ type: 'init', time: Number(info.time) > 0 ? Number(info.time) : 3, subtitle_en: info.title ?? info.instruction, subtitle_jp: info.title_jp ?? info.instruction_jp }];
    if (info.audio_file) steps.push({ type: 'audio', audio_path: info.audio_file, subtitle_en: info.instruction, subtitle_jp: info.instruction_jp });
    return steps;
  });
}

export function integratedSteps(resource: PracticeResource, item: SpokenItem): ProgressStep[] {
  const part = partOf(item);
  const own: ProgressStep[] =
    part === 'narration'
      ? narrationSteps(item)
      : part === 'speaking'
        ? promptThenRecordSteps(item)
        : [{ type: 'cue', sound: 'beep' }, { type: 'record', question_id: item.question_id, ...(Number(item.record_max_time) > 0 ? { max_record_time: Number(item.record_max_time) } : {}) }];
  return [...introSteps(resource, item), ...own];
}

function IntegratedProcessPlayer(props: PlayerProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const item = asSpokenItem(props.item);
  const part = partOf(item);
  const steps = useMemo(() => integratedSteps(props.resource, item), [props.resource, item]);
  const onEngineError = (): RecordOutcome => {
    if (part === 'narration') {
      props.controls.skip();
      return 'stopped';
    }
    if (part === 'speaking') {
      showToast(t('speaking.skippedRecording'));
      return 'skipped';
    }
    return 'stopped';
  };
  const showText = part !== 'speaking' || props.toggles.subtitle;
  return (
    <ProgramPlayer {...props} kind={KIND_BY_PART[part]} steps={steps} navigable={part !== 'reading'} variant={part === 'speaking' ? 'free' : 'reading'} onEngineError={onEngineError} startLabel={t('integrated.start')}>
      <p className={classes.speaker} data-testid="integrated-part" data-part={part}>
        {t('integrated.partTitle', { part: t(`integrated.parts.${part}`) })}
      </p>
      {item.screen_pic ? <img className={classes.picture} src={props.mediaUrl(item.screen_pic)} alt={t('picture.alt')} /> : null}
      {showText ? (
        <p className={classes.textSmall} lang="en" data-testid="reading-text">
          {screenText(item)}
        </p>
      ) : null}
    </ProgramPlayer>
  );
}

function IntegratedProcessResult(props: ResultItemProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const part = partOf(asSpokenItem(props.item));
  return (
    <SpokenResult
      {...props}
      variant={part === 'speaking' ? 'free' : 'reading'}
      header={
        <p className={classes.speaker} data-testid="result-part" data-part={part}>
          {t('result.part', { part: t(`integrated.parts.${part}`) })}
        </p>
      }
    />
  );
}

export const integratedProcessType = spokenDefinition({
  key: 'integrated_process',
  toggles: ['subtitle', 'translation', 'sampleAnswer', 'speed'],
  Player: IntegratedProcessPlayer,
  Result: IntegratedProcessResult,
});
