import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { apiPost, encodeField, useSession, type Fields } from 'shared-api';
import { Button, PageHeader, showToast, useLeaveGuard, type PlaybackSpeed, useTranslation } from 'shared-ui';
import { useAudioControl } from '../hooks/use-audio-control';
import { newGuid } from 'shared-api';
import type { AnswerTarget } from '../model/answer-target';
import type { AnswerFields, GradedAnswer, StoredAnswer, ToggleState } from '../model/question-type';
import type { ExerciseItem, PracticeResource } from '../model/resource';
import { ADVANCE_DELAY_MS, canGoNext, modeRules, visibleToggles, type ExerciseMode, type HomeworkConfig, type ModuleKey } from '../modes/mode-rules';
import { answerOutbox } from '../outbox/outbox-instance';
import { questionTypeFor } from '../registry/question-type-registry';
import { allPractised, createRunStore, selectItems, type RunStore } from '../stores/run-store';
import { mediaUrlFor } from '../api/resource-package';
import { playAnswerSound } from '../hooks/answer-sound';
import { AllCompletedPopup } from './popups';
import { BookmarkToggle } from './bookmark-toggle';
import { FeedbackBanner } from './feedback-banner';
import { ItemSideList, ProgressIndicator } from './item-navigation';
import { OutboxStatus } from './outbox-status';
import { SupportPanel } from './support-panel';
import { ToggleBar } from './toggle-bar';
import classes from './practice-layout.module.css';

export type ExercisePlayerProps = {
  resource: PracticeResource;
  /** Folder of the static package (resource_file / path), e.g. /resources/tb1-u1-lc/1/. */
  packagePath: string;
  mode: ExerciseMode;
  module: ModuleKey;
  homeworkConfig?: HomeworkConfig;
  target: AnswerTarget;
  /** The client's id of this attempt; the result screen waits for its answers. */
  attempt: string;
  /** question_ids of the resource info: the items to show (all when empty). */
  questionIds?: string;
  /** Answers of this attempt already on the server (an unfinished run being resumed). */
  resumed?: StoredAnswer[];
  title: ReactNode;
  /** Links in the header: last result, resource feedback, bookmark. */
  headerActions?: ReactNode;
  onFinished: (info: { attempt: string }) => void;
  /**
   * false: the end of the run goes straight to onFinished, without the all-completed popup.
   * For flows that play one item per player (the CEFR adaptive test asks the server for the
   * next item after each answer): a popup after every item would be noise.
   */
  finishPopup?: boolean;
  /** Called after each answer or skip (the page hides its last-result link once a run is under way). */
  onAnswered?: () => void;
  /**
   * Bookmarks for modules that allow collection (never for college students: the page decides):
   * the resource and the item indexes already collected.
   */
  bookmark?: { resourceId: number; collected: readonly number[] };
  onBack?: () => void;
  /** Hook for tests and the spoken types: starting toggle values. */
  initialToggles?: Partial<ToggleState>;
};

/** Form-encodes what a post carries: numbers as text, lists as JSON. */
function encodeBody(fields: Fields): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const encoded = encodeField(value);
    if (encoded !== null) body[name] = encoded;
  }
  return body;
}

/**
 * The exercise engine's player: one run through a resource in one mode. It shows the layout
 * (progress or side list, toggles, toolbar, support texts, feedback), lets the question type's
 * player take the answer, and validates, scores, posts (through the durable outbox) and moves
 * on by the mode's rules.
 */
export function ExercisePlayer(props: ExercisePlayerProps) {
  const definition = questionTypeFor(props.resource.res_type);
  const { t } = useTranslation('exercises');
  if (!definition) {
    return (
      <p role="alert" className={classes.status}>
        {t('loading.failed')} ({props.resource.res_type})
      </p>
    );
  }
  return <RunningPlayer {...props} />;
}

function buildStore(props: ExercisePlayerProps): RunStore {
  const definition = questionTypeFor(props.resource.res_type);
  const rules = modeRules(props.mode, props.homeworkConfig);
  const items = selectItems(props.resource.items, props.questionIds);
  const resumed = (props.resumed ?? []).flatMap((stored) => {
    const item = items.find((candidate) => candidate.question_id === stored.question_id);
    if (!item || !definition) return [];
    const skipped = Number(stored.is_skipped) === 1;
    const answer = skipped ? null : definition.parseStored(item, stored);
    const graded: GradedAnswer | null = answer === null ? null : definition.grade(item, answer);
    return [{ stored, answer, graded }];
  });
  return createRunStore({ items, rules, resumed, toggles: props.initialToggles });
}

function RunningPlayer(props: ExercisePlayerProps) {
  const { resource, mode, homeworkConfig, target, attempt, onFinished } = props;
  const definition = questionTypeFor(resource.res_type)!;
  const { t } = useTranslation('exercises');
  const studentId = useSession((session) => session.studentId);
  const rules = useMemo(() => modeRules(mode, homeworkConfig), [mode, homeworkConfig]);
  const storeRef = useRef<RunStore | null>(null);
  storeRef.current ??= buildStore(props);
  const store = storeRef.current;
  const { items, index, states, toggles } = useStore(store);
  const [finishing, setFinishing] = useState(false);
  const [collected, setCollected] = useState<ReadonlySet<number>>(() => new Set(props.bookmark?.collected ?? []));
  const [draft, setDraft] = useState<{ questionId: string; dirty: boolean } | null>(null);
  const onAnswered = useRef(props.onAnswered);
  onAnswered.current = props.onAnswered;
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const audio = useAudioControl(toggles.speed, () => showToast(t('player.playFailed')));
  const mediaUrl = useMemo(() => mediaUrlFor(props.packagePath, resource.res_version), [props.packagePath, resource.res_version]);

  const item: ExerciseItem | undefined = items[index];
  const itemState = item ? states[item.question_id] : undefined;
  const visible = visibleToggles(rules, definition.toggles);
  const sideList = definition.sideListModules.includes(props.module);
  const practisedCount = items.filter((candidate) => states[candidate.question_id]?.practised).length;

  const clearAdvance = () => {
    if (advanceTimer.current) clearTimeout(advanceTimer.current);
    advanceTimer.current = null;
  };
  useEffect(() => clearAdvance, []);
  // A new item starts silent: the previous item's audio must not run on. A layout effect runs
  // before the new item's player starts its own audio (a passive effect).
  const shownIndex = useRef(index);
  const stopAudio = audio.stop;
  useLayoutEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    stopAudio();
  }, [index, stopAudio]);

  /**
   * Writes a post to the outbox; without IndexedDB it is sent directly (retry dialog on failure).
   * Every post of the run carries the run's guid (the attempt); the server keeps an answer once
   * however often the same post arrives. The outbox key is the post's own id.
   */
  const post = useCallback(
    (path: string, fields: Fields) => {
      const body = encodeBody({ ...fields, guid: attempt });
      if (studentId === null) return;
      answerOutbox.enqueue({ key: newGuid(), attempt, studentId, path, body }).catch(() => {
        void apiPost(path, body).catch(() => undefined);
      });
    },
    [attempt, studentId],
  );

  const finish = useCallback(() => {
    if (finishing) return;
    clearAdvance();
    audio.stop();
    setFinishing(true);
    store.getState().complete();
    if (target.completion) {
      post(target.completion.path, { ...target.completion.fields, is_completed: 1, current_index: store.getState().items.length });
    }
    if (props.finishPopup === false) onFinished({ attempt });
  }, [attempt, audio, finishing, onFinished, post, props.finishPopup, store, target.completion]);

  /** Next unpractised item after the current one (wrapping), or the results when none is left. */
  const advance = useCallback(() => {
    clearAdvance();
    const state = store.getState();
    if (allPractised(state)) {
      finish();
      return;
    }
    const order = [...state.items.keys()].map((offset) => (state.index + 1 + offset) % state.items.length);
    const target = order.find((position) => !state.states[state.items[position]!.question_id]?.practised);
    if (target === undefined) return;
    if (target === state.index + 1) state.next();
    else if (!state.goTo(target)) state.next();
  }, [finish, store]);

  const submit = useCallback(
    (answer: unknown, questionId?: string) => {
      // Spoken types answer again with every recording, and a whole-resource player answers
      // any item of the run (issue 7).
      const answered = questionId === undefined ? item : items.find((candidate) => candidate.question_id === questionId);
      const spoken = definition.speech !== undefined;
      if (!answered || finishing) return;
      if (!spoken && store.getState().states[answered.question_id]?.submitted) return;
      const problem = definition.validate(answered, answer);
      if (problem) {
        showToast(t(problem));
        return;
      }
      const graded = definition.grade(answered, answer);
      const fields: AnswerFields = definition.fields(answered, answer, graded, { percentScored: rules.percentScored });
      post(target.path, { ...target.fields, question_id: answered.question_id, ...fields });
      store.getState().recordAnswer(answered.question_id, answer, graded);
      onAnswered.current?.();
      if (definition.drivesRun) return;
      if (rules.showCorrectness && !spoken) playAnswerSound(graded.correct ? 'right' : 'wrong');
      if (rules.advance === 'immediately') {
        advance();
      } else if (rules.advance === 'after-correct' && graded.correct && definition.autoAdvanceOnCorrect) {
        advanceTimer.current = setTimeout(advance, ADVANCE_DELAY_MS[definition.advanceSpeed]);
      } else if (allPractised(store.getState()) && !rules.showNextButton) {
        advance();
      }
    },
    [advance, definition, finishing, item, items, post, rules, store, t, target.fields, target.path],
  );

  const skip = useCallback(() => {
    if (!item || finishing) return;
    post(target.path, { ...target.fields, question_id: item.question_id, is_skipped: 1, total_score: 0, percent_score: 0 });
    store.getState().recordSkip(item.question_id);
    onAnswered.current?.();
    advance();
  }, [advance, finishing, item, post, store, target.fields, target.path]);

  const next = useCallback(() => {
    const state = store.getState();
    const current = state.items[state.index];
    // A click that arrives after the run moved on by itself must not skip the new item.
    if (!current || !canGoNext(rules, state.states[current.question_id]?.practised ?? false)) return;
    clearAdvance();
    if (allPractised(state) && (state.index === state.items.length - 1 || !rules.allowListJump)) advance();
    else if (!state.next()) advance();
  }, [advance, rules, store]);

  const controls = useMemo(() => ({ next, skip, finish }), [next, skip, finish]);
  const currentId = item?.question_id;
  const onDraft = useCallback((dirty: boolean) => setDraft(currentId ? { questionId: currentId, dirty } : null), [currentId]);
  const unsaved = draft !== null && draft.dirty && draft.questionId === currentId && !itemState?.submitted && !finishing;
  useLeaveGuard(unsaved, t('player.leaveDraft'));

  if (!item || !itemState) {
    return <p className={classes.status}>{t('player.noItems')}</p>;
  }

  const Player = definition.Player;
  const description = toggles.language === 'en' ? resource.question_description : (resource.question_description_jp ?? resource.question_description);
  const instruction = toggles.language === 'en' ? item.instruction : (item.instruction_jp ?? item.instruction);
  const isLast = index === items.length - 1;
  const nextEnabled = canGoNext(rules, itemState.practised) && (!isLast || allPractised({ items, states }));

  return (
    <div className={classes.page} data-testid="exercise-player" data-mode={mode} data-type={resource.res_type}>
      <PageHeader
        title={props.title}
        onBack={props.onBack}
        speed={visible.includes('speed') ? (toggles.speed as PlaybackSpeed) : undefined}
        onSpeedChange={(speed) => store.getState().setToggle('speed', speed)}
        actions={props.headerActions}
      />
      <div className={classes.body}>
        {sideList ? <ItemSideList items={items} states={states} index={index} canJump={rules.allowListJump} onJump={(position) => store.getState().goTo(position)} /> : null}
        <div className={classes.main}>
          <div className={classes.topline}>
            {sideList ? <span /> : <ProgressIndicator current={index + 1} total={items.length} practised={practisedCount} />}
            <ToggleBar
              toggles={toggles}
              visible={visible.filter((key) => key !== 'speed')}
              showLanguage={rules.showLanguageSwitch}
              onChange={(key, value) => store.getState().setToggle(key, value)}
            />
          </div>
          {description ? <p className={classes.description}>{description}</p> : null}
          <section className={classes.card} aria-label={t('player.itemNumber', { number: index + 1 })} data-testid="item" data-question-id={item.question_id}>
            {instruction ? <p className={classes.description}>{instruction}</p> : null}
            <Player
              key={definition.drivesRun ? resource.res_code : item.question_id}
              item={item}
              resource={resource}
              rules={rules}
              toggles={toggles}
              mediaUrl={mediaUrl}
              audio={audio}
              submitted={itemState.submitted as { answer: unknown; graded: GradedAnswer } | null}
              onSubmit={submit}
              controls={controls}
              shuffleSeed={hashSeed(`${attempt}:${item.question_id}`)}
              onDraft={onDraft}
            />
          </section>
          <SupportPanel item={item} toggles={toggles} visible={visible} />
          {itemState.submitted && rules.showCorrectness && !definition.speech ? (
            <FeedbackBanner item={item} graded={itemState.submitted.graded} showExplanation={rules.showExplanation} mediaUrl={mediaUrl} />
          ) : null}
          <div className={classes.toolbar} data-testid="toolbar">
            {rules.allowPrevious && !definition.drivesRun ? (
              <Button variant="secondary" width="auto" disabled={index === 0} onClick={() => store.getState().previous()}>
                {t('player.previous')}
              </Button>
            ) : null}
            {props.bookmark ? (
              <BookmarkToggle
                key={item.question_id}
                resourceId={props.bookmark.resourceId}
                item={item}
                collected={collected.has(item.index)}
                onChange={(now) =>
                  setCollected((before) => {
                    const next = new Set(before);
                    if (now) next.add(item.index);
                    else next.delete(item.index);
                    return next;
                  })
                }
              />
            ) : null}
            <span className={classes.toolbarSpacer} />
            {rules.showSkipLink && !itemState.practised && !definition.drivesRun ? (
              <button type="button" className={classes.linkButton} onClick={skip} data-testid="skip">
                {t('player.skip')}
              </button>
            ) : null}
            {rules.showNextButton && !definition.drivesRun ? (
              <Button width="auto" disabled={!nextEnabled || finishing} onClick={next} data-testid="next">
                {isLast && allPractised({ items, states }) ? t('player.seeResults') : t('player.next')}
              </Button>
            ) : null}
          </div>
          <OutboxStatus />
        </div>
      </div>
      {finishing && props.finishPopup !== false ? <AllCompletedPopup onGo={() => onFinished({ attempt })} /> : null}
    </div>
  );
}

/** A stable 32-bit seed from a string (attempt and question), for the option shuffle. */
function hashSeed(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
