import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'shared-ui/router';
import { useSession } from 'shared-api';
import { QueryState, ResourceFeedbackOverlay, useTranslation } from 'shared-ui';
import { useResourcePackage } from '../../engine/api/resource-package';
import type { AnswerTarget } from '../../engine/model/answer-target';
import { ExercisePlayer } from '../../engine/components/exercise-player';
import { newGuid } from 'shared-api';
import { showBookmark, showLastResult, type ArrivedFrom, type ExerciseMode, type HomeworkConfig, type ModuleKey } from '../../engine/modes/mode-rules';
import { answeredInRun, type AnswerRecord, type ResourceInfo } from '../api/practice-types';
import classes from './pages.module.css';

export type PracticeSetup = {
  info: ResourceInfo;
  /** The student's open run of this resource (resumed unless arriving to try again). */
  record: AnswerRecord | null;
  mode: ExerciseMode;
  module: ModuleKey;
  homeworkConfig?: HomeworkConfig;
  target: AnswerTarget;
  title: string;
  from: ArrivedFrom;
  /** The student has completed this resource before (the last-result link). */
  completedBefore: boolean;
  lastResultHref?: string;
  resultHref: (attempt: string) => string;
  backHref: string;
  /** The module lets students collect sentences (college students never can). */
  collection: boolean;
};

/**
 * One practice run of a resource: loads its package, resumes the open run (or starts a new
 * one), and plays it with the exercise engine; finishing goes to the result screen.
 */
export function PracticeScreen(setup: PracticeSetup) {
  const { t } = useTranslation('exercises');
  const navigate = useNavigate();
  const college = useSession((session) => session.flags.userAuth.isCollegeStudent === 1);
  const [running, setRunning] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const { info, record } = setup;
  const resourcePackage = useResourcePackage(info.resource_file, info.resource_version);

  // Resume the open run unless the student asked to start again; a new run gets a new guid.
  const run = useMemo(() => {
    const resume = record && record.guid && record.is_completed === 0 && setup.from !== 'again';
    return resume ? { attempt: record.guid, resumed: answeredInRun(record) } : { attempt: newGuid(), resumed: [] };
    // One run per page visit: a later reload of the record must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [info.resource_id]);

  const onFinished = useCallback(({ attempt }: { attempt: string }) => void navigate(setup.resultHref(attempt), { replace: true }), [navigate, setup]);
  const lastResult = setup.lastResultHref && showLastResult({ mode: setup.mode, isCompleted: setup.completedBefore, running: running || run.resumed.length > 0, from: setup.from });
  const collected = (record?.items ?? []).filter((item) => Number((item as { is_collected?: number }).is_collected) === 1).map((item) => item.index);

  const headerActions = (
    <>
      {lastResult ? (
        <Link className={classes.linkButton} to={setup.lastResultHref!} data-testid="last-result">
          {t('player.lastResult')}
        </Link>
      ) : null}
      <button type="button" className={classes.linkButton} onClick={() => setFeedbackOpen(true)} data-testid="resource-feedback">
        {t('player.resourceFeedback')}
      </button>
    </>
  );

  return (
    <QueryState query={resourcePackage}>
      {(resource) => (
        <>
          <ExercisePlayer
            resource={resource}
            packagePath={info.resource_file}
            mode={setup.mode}
            module={setup.module}
            homeworkConfig={setup.homeworkConfig}
            target={setup.target}
            attempt={run.attempt}
            questionIds={info.question_ids}
            resumed={run.resumed}
            title={setup.title}
            headerActions={headerActions}
            onFinished={onFinished}
            onAnswered={() => setRunning(true)}
            onBack={() => void navigate(setup.backHref)}
            bookmark={showBookmark({ moduleAllowsCollection: setup.collection, collectionEnabled: !college, isCollegeStudent: college }) ? { resourceId: info.resource_id, collected } : undefined}
          />
          {feedbackOpen ? <ResourceFeedbackOverlay resourceCode={info.resource_code} onClose={() => setFeedbackOpen(false)} /> : null}
        </>
      )}
    </QueryState>
  );
}
