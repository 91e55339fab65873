import { useId, useState, type FormEvent } from 'react';
import { isApiError } from 'shared-api';
import { Button, Modal, QueryState, useTranslation } from 'shared-ui';
import { useNavigate } from 'shared-ui/router';
import { useCreatePlanWithWord } from '../api/add-word-to-plan';
import { useAddWordsToPlan } from '../api/add-words-to-plan';
import { usePlanList, type PlanList } from '../api/get-plan-list';
import { STUDY_WORD_PLANS_PATH } from '../dictionary-paths';
import { DICTIONARY_NS } from '../dictionary-texts';
import { checkPlanTitle, planOutcome, PLAN_TITLE_MAX, type PlanOutcome } from '../model/plan-outcome';
import styles from './dictionary.module.css';

type Props = { word: string };

/** 単語帳に追加: opens the dialog that puts the word into one of the student's word-study plans. */
export function AddToPlanButton({ word }: Props) {
  const { t } = useTranslation(DICTIONARY_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" width="auto" onClick={() => setOpen(true)} data-testid="add-to-plan">
        <span aria-hidden="true">＋</span> {t('plan.open')}
      </Button>
      {open ? <AddToPlanDialog word={word} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

type Done = { outcome: PlanOutcome; plan: string; created: boolean };

function AddToPlanDialog({ word, onClose }: { word: string; onClose: () => void }) {
  const { t } = useTranslation(DICTIONARY_NS);
  const navigate = useNavigate();
  const plans = usePlanList(true);
  const [done, setDone] = useState<Done | null>(null);
  return (
    <Modal
      role="dialog"
      title={t('plan.title', { word })}
      onEscape={onClose}
      className={styles.planDialog}
      testId="add-to-plan-dialog"
      footer={
        done ? (
          <>
            <Button variant="secondary" width="auto" onClick={() => void navigate(STUDY_WORD_PLANS_PATH)} data-testid="to-plans">
              {t('plan.toPlans')}
            </Button>
            <Button width="auto" onClick={onClose} data-autofocus data-testid="plan-dialog-close">
              {t('plan.close')}
            </Button>
          </>
        ) : null
      }
    >
      {done ? (
        <DoneMessage word={word} done={done} />
      ) : (
        <QueryState query={plans}>{(data) => <PlanChoice word={word} data={data} onDone={setDone} onCancel={onClose} />}</QueryState>
      )}
    </Modal>
  );
}

function DoneMessage({ word, done }: { word: string; done: Done }) {
  const { t } = useTranslation(DICTIONARY_NS);
  const { outcome } = done;
  if (outcome.kind === 'added') {
    return (
      <p className={styles.result} role="status" data-testid="plan-result" data-outcome="added">
        {done.created ? t('plan.created', { word, plan: done.plan }) : t('plan.added', { word, plan: done.plan })}
      </p>
    );
  }
  return (
    <p className={[styles.result, styles.resultBad].join(' ')} role="alert" data-testid="plan-result" data-outcome={outcome.reason}>
      {t(`plan.skipped.${outcome.reason}`, { word })}
    </p>
  );
}

const NEW = 'new';

/**
 * What to say about a refused add. A new plan of this one word is refused with 400 only when word
 * study cannot take the word (the name was checked here first), which the server words generally
 * ("nothing to add"): the dialog says it of this word. Other refusals (a fourth plan) are the server's.
 */
function failureMessage(error: unknown, creating: boolean, word: string, t: (key: string, options?: Record<string, string>) => string): string | null {
  if (!isApiError(error) || error.cancelled) return null;
  if (creating && error.code === 400) return t('plan.cannotCreate', { word });
  return error.message;
}

function PlanChoice({ word, data, onDone, onCancel }: { word: string; data: PlanList; onDone: (done: Done) => void; onCancel: () => void }) {
  const { t } = useTranslation(DICTIONARY_NS);
  const ids = { title: useId(), problem: useId(), legend: useId() };
  const canCreate = data.list.length < data.max_plans;
  const [choice, setChoice] = useState<number | typeof NEW>(data.list[0]?.plan_id ?? NEW);
  const [title, setTitle] = useState(() => t('plan.newTitleDefault'));
  const [titleProblem, setTitleProblem] = useState<'empty' | 'long' | null>(null);
  const addWords = useAddWordsToPlan();
  const createPlan = useCreatePlanWithWord();
  const failure = failureMessage(addWords.error ?? createPlan.error, createPlan.error !== null, word, t);
  const busy = addWords.isPending || createPlan.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === NEW) {
      const problem = checkPlanTitle(title);
      setTitleProblem(problem);
      if (problem) return;
      addWords.reset();
      createPlan.mutate({ title: title.trim(), word }, { onSuccess: (result) => onDone({ outcome: planOutcome(result), plan: result.plan.title, created: true }) });
      return;
    }
    createPlan.reset();
    addWords.mutate({ plan_id: choice, words: word }, { onSuccess: (result) => onDone({ outcome: planOutcome(result), plan: result.plan.title, created: false }) });
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate data-testid="plan-choice">
      <p className={styles.muted}>{data.list.length > 0 ? t('plan.lead') : t('plan.none')}</p>
      {data.list.length > 0 ? (
        <fieldset className={styles.planChoices} aria-labelledby={ids.legend}>
          <legend id={ids.legend} className="visually-hidden">
            {t('plan.choose')}
          </legend>
          {data.list.map((plan) => (
            <label key={plan.plan_id} className={styles.planChoice} data-checked={choice === plan.plan_id || undefined}>
              <input type="radio" name="plan" checked={choice === plan.plan_id} onChange={() => setChoice(plan.plan_id)} data-testid="plan-option" data-plan-id={plan.plan_id} />
              {t('plan.planOption', { title: plan.title, count: plan.word_count })}
            </label>
          ))}
          <label className={styles.planChoice} data-checked={choice === NEW || undefined} data-disabled={!canCreate || undefined}>
            <input type="radio" name="plan" checked={choice === NEW} disabled={!canCreate} onChange={() => setChoice(NEW)} data-testid="plan-option-new" />
            {t('plan.newPlan')}
          </label>
          {!canCreate ? <p className={styles.muted}>{t('plan.limit', { max: data.max_plans })}</p> : null}
        </fieldset>
      ) : null}
      {choice === NEW ? (
        <div className={styles.field}>
          <label htmlFor={ids.title}>{t('plan.newTitle')}</label>
          <input
            id={ids.title}
            value={title}
            maxLength={PLAN_TITLE_MAX + 10}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleProblem(null);
            }}
            aria-invalid={titleProblem ? true : undefined}
            aria-describedby={titleProblem ? ids.problem : undefined}
            data-testid="plan-title"
          />
          {titleProblem ? (
            <p id={ids.problem} className={styles.problem} role="alert">
              {t(titleProblem === 'empty' ? 'plan.titleEmpty' : 'plan.titleLong')}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className={styles.muted}>{t('plan.note')}</p>
      {failure ? (
        <p className={[styles.result, styles.resultBad].join(' ')} role="alert" data-testid="plan-error">
          {failure}
        </p>
      ) : null}
      <div className={styles.entryActions}>
        <Button type="submit" width="auto" busy={busy} data-testid="plan-submit">
          {choice === NEW ? t('plan.create') : t('plan.submit')}
        </Button>
        <Button variant="secondary" width="auto" onClick={onCancel} data-testid="plan-cancel">
          {t('plan.close')}
        </Button>
      </div>
    </form>
  );
}
