import { useState, type ReactNode } from 'react';
import { useNavigate, withQuery } from 'shared-ui/router';
import { Button, combineQueries, QueryState, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import type { ExamDirectory } from '../api/get-directory-list';
import { partsOf, useExamResourceList, type ExamResourceList } from '../api/get-exam-resource-list';
import { useStartSitting } from '../api/start-sitting';
import { useSubmitExamLogs } from '../api/submit-exam-logs';
import { EIKEN_CHALLENGE_PATHS } from '../eiken-challenge-paths';
import { clock, EIKEN_CHALLENGE_NS } from '../eiken-challenge-texts';
import { ChallengeSitting, type Sitting, type SittingPaths } from './challenge-sitting';
import styles from './eiken-challenge.module.css';

type IntroProps = {
  list: ExamResourceList;
  /** The start button, or the resume / hand-in choice of an unfinished sitting. */
  controls: ReactNode;
};

type Props = {
  exam: ExamDirectory;
  /** Where the sitting ends and where its way back leads (the Eiken challenge's own when absent). */
  paths?: SittingPaths;
  /** The exam's own introduction (its facts, parts and rules) around the controls. */
  intro: (props: IntroProps) => ReactNode;
  /** The wording of an unfinished sitting in this exam's terms: time left, or time up. */
  openText: (remaining: string) => string;
  timeUpText: string;
  startTestId: string;
};

/**
 * A timed mock test of any exam family (Eiken challenge, common test, Tokyo test): its
 * introduction until a sitting starts or resumes, then ChallengeSitting (the engine in test mode
 * against the server's clock). The deadline is the server's remaining time from now on this
 * browser's clock.
 */
export function ExamSitting({ exam, paths, intro, openText, timeUpText, startTestId }: Props) {
  const resources = useExamResourceList(exam.directory_id);
  const engine = useExerciseEngine();
  const [sitting, setSitting] = useState<Sitting | null>(null);
  return (
    <QueryState query={combineQueries(engine, resources)}>
      {([loaded, list]) =>
        sitting ? (
          <ChallengeSitting engine={loaded} exam={exam} list={list} sitting={sitting} paths={paths} />
        ) : (
          intro({
            list,
            controls: <SittingControls exam={exam} list={list} newGuid={loaded.newGuid} onSitting={setSitting} resultPath={paths?.result} openText={openText} timeUpText={timeUpText} startTestId={startTestId} />,
          })
        )
      }
    </QueryState>
  );
}

type ControlsProps = Pick<Props, 'exam' | 'openText' | 'timeUpText' | 'startTestId'> & {
  list: ExamResourceList;
  newGuid: () => string;
  onSitting: (sitting: Sitting) => void;
  resultPath: string | undefined;
};

function SittingControls({ exam, list, newGuid, onSitting, resultPath, openText, timeUpText, startTestId }: ControlsProps) {
  const { t } = useTranslation(EIKEN_CHALLENGE_NS);
  const navigate = useNavigate();
  const start = useStartSitting();
  const handIn = useSubmitExamLogs();
  const open = exam.open_attempt;
  const firstPart = partsOf(list)[0];

  const begin = () => {
    if (!firstPart) return;
    const guid = newGuid();
    start.mutate({ resourceId: firstPart.resource.resource_id, examGuid: guid }, { onSuccess: (reply) => onSitting({ guid, deadline: Date.now() + reply.attempt.remaining_seconds * 1000 }) });
  };

  if (!open) {
    return (
      <Button onClick={begin} disabled={start.isPending || !firstPart} data-testid={startTestId}>
        {start.isPending ? t('starting') : t('start')}
      </Button>
    );
  }
  const timeLeft = open.remaining_seconds > 0;
  return (
    <div className={styles.openSitting} data-testid="open-sitting">
      <p>{timeLeft ? openText(clock(open.remaining_seconds)) : timeUpText}</p>
      <div className={styles.actions}>
        {timeLeft ? (
          <Button onClick={() => onSitting({ guid: open.guid, deadline: Date.now() + open.remaining_seconds * 1000 })} data-testid="resume-sitting">
            {t('resume')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={handIn.isPending}
          onClick={() =>
            handIn.mutate(
              { examGuid: open.guid, reason: timeLeft ? 'submitted' : 'timeout' },
              { onSuccess: (result) => void navigate(withQuery(resultPath ?? EIKEN_CHALLENGE_PATHS.result, { guid: result.guid })) },
            )
          }
        >
          {timeLeft ? t('handInNow') : t('seeResult')}
        </Button>
      </div>
    </div>
  );
}
