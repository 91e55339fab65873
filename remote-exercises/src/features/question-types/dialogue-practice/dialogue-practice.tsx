// Dialogue practice and the dialogue challenge (spec part 2 section 4). Practice: the whole
// conversation is shown; the learner picks a line, hears it, records it (read_sentence, 20 s);
// when every line is practised the run goes to the results. The challenge link opens the same
// route with type=challenge: the learner chooses a role (homework uses all), a 3-2-1 countdown
// runs, a beep sounds, then the lines play or are recorded in turn by role, with the wait items
// after their lines; at the end the results show. An engine error during the challenge puts the
// screen back to the start (lines already recorded stay posted).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'shared-ui/router';
import { Button, useTranslation } from 'shared-ui';
import { CountdownPopup } from '../../engine/components/popups';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import { RecordPanel } from '../../spoken/components/record-panel';
import { ReadAloud } from '../../spoken/components/read-aloud';
import { SpokenResult } from '../../spoken/components/spoken-result';
import classes from '../../spoken/components/spoken.module.css';
import { useStepProgram } from '../../spoken/hooks/use-step-program';
import { useTakeSteps } from '../../spoken/hooks/use-take-steps';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { ALL_ROLES, challengeSteps, recordsLine, roleChoices } from '../../spoken/logic/dialogue-script';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import type { SpokenAnswer } from '../../spoken/model/spoken-answer';
import { asSpokenItem } from '../../spoken/model/spoken-item';
import { DialogueList, dialogueLines, dialogueSpeakers, waitItems } from './dialogue-parts';

function DialoguePracticeMode(props: PlayerProps<SpokenAnswer> & { onChallenge: (() => void) | null }) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const { resource, rules, toggles, mediaUrl, controls } = props;
  const lines = useMemo(() => dialogueLines(resource.items), [resource.items]);
  const speakers = useMemo(() => dialogueSpeakers(resource), [resource]);
  const [selectedId, setSelectedId] = useState(props.item.question_id);
  const [practised, setPractised] = useState<ReadonlySet<string>>(() => new Set(props.submitted ? [props.item.question_id] : []));
  const position = Math.max(0, lines.findIndex((line) => line.question_id === selectedId));
  const item = resource.items.find((candidate) => candidate.question_id === selectedId) ?? props.item;
  const canLeave = !rules.nextRequiresPractised || practised.has(selectedId);

  const answered = (questionId: string) => {
    const next = new Set(practised).add(questionId);
    setPractised(next);
    if (lines.every((line) => next.has(line.question_id))) controls.finish();
  };

  return (
    <div className={classes.stack}>
      <DialogueList
        lines={lines}
        speakers={speakers}
        mediaUrl={mediaUrl}
        activeId={selectedId}
        practised={practised}
        showJapanese={toggles.translation}
        onSelect={rules.allowListJump ? (line) => setSelectedId(line.question_id) : undefined}
      />
      <ReadAloud
        {...props}
        key={item.question_id}
        kind="dialogue"
        item={item}
        submitted={item.question_id === props.item.question_id ? props.submitted : null}
        onSubmit={(answer) => {
          props.onSubmit(answer, item.question_id);
          answered(item.question_id);
        }}
      >
        <p className={classes.text} lang="en" data-testid="reading-text">
          {asSpokenItem(item).speaker ? `${asSpokenItem(item).speaker}: ` : ''}
          {lines[position]?.screen_text}
        </p>
      </ReadAloud>
      <div className={classes.row}>
        {rules.allowPrevious ? (
          <Button variant="secondary" width="auto" disabled={position === 0} onClick={() => setSelectedId(lines[position - 1]?.question_id ?? selectedId)}>
            {t('play.back')}
          </Button>
        ) : null}
        <Button width="auto" disabled={position >= lines.length - 1 || !canLeave} onClick={() => setSelectedId(lines[position + 1]?.question_id ?? selectedId)} data-testid="next-line">
          {t('play.forward')}
        </Button>
        {props.onChallenge ? (
          <Button variant="secondary" width="auto" onClick={props.onChallenge} data-testid="challenge-link">
            {t('dialogue.challengeLink')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

type ChallengePhase = 'choose' | 'countdown' | 'running' | 'done';

function DialogueChallengeMode(props: PlayerProps<SpokenAnswer> & { onPractice: (() => void) | null }) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const { resource, rules, toggles, mediaUrl, controls, onSubmit } = props;
  const lines = useMemo(() => dialogueLines(resource.items), [resource.items]);
  const speakers = useMemo(() => dialogueSpeakers(resource), [resource]);
  const waits = useMemo(() => waitItems(resource), [resource]);
  // Homework always records every line (spec: "homework uses all").
  const [role, setRole] = useState<string | null>(rules.isHomework ? ALL_ROLES : null);
  const [phase, setPhase] = useState<ChallengePhase>(rules.isHomework ? 'countdown' : 'choose');
  const [interrupted, setInterrupted] = useState(false);
  const steps = useMemo(() => (role === null ? [] : challengeSteps(lines, waits, role)), [lines, waits, role]);
  const mine = useMemo(() => new Set(lines.filter((line) => role !== null && recordsLine(role, line)).map((line) => line.question_id)), [lines, role]);

  const takes = useTakeSteps({
    kind: 'dialogue_challenge',
    resource,
    onSubmit,
    // restore_screen: back to the start; what was recorded is posted already.
    onEngineError: () => {
      setInterrupted(true);
      setPhase('choose');
      return 'stopped';
    },
  });
  const { program, snapshot } = useStepProgram({
    steps,
    mediaUrl,
    rate: toggles.speed,
    record: (step) => {
      const item = resource.items.find((candidate) => candidate.question_id === step.question_id);
      return item ? takes.record(item, step.max_record_time) : Promise.resolve('skipped');
    },
    onDone: () => {
      setPhase('done');
      controls.finish();
    },
  });
  const current = steps[snapshot.index];
  const activeId = phase === 'running' && current && (current.type === 'record' || current.type === 'audio') ? (current.question_id ?? null) : null;

  return (
    <div className={classes.stack} data-testid="dialogue-challenge" data-phase={phase}>
      {phase === 'choose' ? (
        <div className={classes.overlay}>
          <div className={classes.panel} role="dialog" aria-modal="true" aria-labelledby="role-title" data-testid="role-choice">
            <h2 id="role-title">{t('dialogue.chooseRole')}</h2>
            {interrupted ? <p className={classes.warning}>{t('dialogue.interrupted')}</p> : null}
            {roleChoices(speakers).map(({ role: choice, speaker }) => (
              <button
                key={choice}
                type="button"
                className={classes.roleButton}
                onClick={() => {
                  setRole(choice);
                  setPhase('countdown');
                }}
                data-testid="role-option"
                data-role={choice}
              >
                {speaker.picture ? <img className={classes.avatar} src={mediaUrl(speaker.picture)} alt="" /> : null}
                {choice === ALL_ROLES ? t('dialogue.allRoles') : t('dialogue.roleOf', { name: speaker.name })}
              </button>
            ))}
            {props.onPractice ? (
              <Button variant="secondary" width="auto" onClick={props.onPractice}>
                {t('dialogue.practiceLink')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {phase === 'countdown' ? (
        <CountdownPopup
          onDone={() => {
            setPhase('running');
            program.start();
          }}
        />
      ) : null}
      <DialogueList lines={lines} speakers={speakers} mediaUrl={mediaUrl} activeId={activeId} mine={mine} showJapanese={toggles.translation} />
      {phase === 'running' ? (
        <p className={classes.bigStatus} role="status" data-testid="challenge-status">
          {current?.type === 'record'
            ? t('dialogue.yourTurn')
            : current?.type === 'wait'
              ? t('dialogue.waiting', { seconds: snapshot.secondsLeft })
              : t('dialogue.listening')}
        </p>
      ) : null}
      {phase === 'running' && current?.type === 'record' ? (
        <RecordPanel phase={takes.phase} remaining={takes.remaining} waveform={takes.waveform} onStart={() => undefined} onStop={() => void takes.stop()} hideStart />
      ) : null}
      {phase === 'done' ? <p className={classes.bigStatus}>{t('dialogue.done')}</p> : null}
    </div>
  );
}

/** Practice or challenge, by the route's `type` query (spec: the challenge link adds type=challenge). */
function DialoguePlayer(props: PlayerProps<SpokenAnswer> & { forceChallenge?: boolean }) {
  const [params, setParams] = useSearchParams();
  const challenge = props.forceChallenge || params.get('type') === 'challenge';
  const switchTo = (type: 'challenge' | null) => {
    const next = new URLSearchParams(params);
    if (type) next.set('type', type);
    else next.delete('type');
    setParams(next, { replace: true });
  };
  const canSwitch = !props.forceChallenge && !props.rules.isReview;
  return challenge ? (
    <DialogueChallengeMode {...props} onPractice={canSwitch ? () => switchTo(null) : null} />
  ) : (
    <DialoguePracticeMode {...props} onChallenge={canSwitch ? () => switchTo('challenge') : null} />
  );
}

function DialogueResult(props: ResultItemProps<SpokenAnswer>) {
  const speaker = asSpokenItem(props.item).speaker;
  return <SpokenResult {...props} header={speaker ? <p className={classes.speaker}>{speaker}</p> : null} />;
}

export const dialoguePracticeType = spokenDefinition({
  key: 'dialogue_practice',
  toggles: ['translation', 'speed'],
  sideListModules: ['textbook'],
  drivesRun: true,
  Player: DialoguePlayer,
  Result: DialogueResult,
});

export const dialogueChallengeType = spokenDefinition({
  key: 'dialogue_challenge',
  toggles: ['translation', 'speed'],
  drivesRun: true,
  Player: (props) => <DialoguePlayer {...props} forceChallenge />,
  Result: DialogueResult,
});
