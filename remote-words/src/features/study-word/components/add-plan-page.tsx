import { useId, useMemo, useState, type FormEvent } from 'react';
import { isApiError } from 'shared-api';
import { normaliseWordInput } from 'shared-contract';
import { useNavigate } from 'shared-ui/router';
import { Button, Card, Page, QueryState, StatusBlock, combineQueries, showAlert, useTranslation } from 'shared-ui';
import { useAddPlan, type AddedPlan, type NewPlanFields } from '../api/add-plan';
import { usePlanList } from '../api/get-plan-list';
import { useWordLists, type WordList } from '../api/get-word-lists';
import { atPlanLimit, checkPlanSettings, hasProblems, PLAN_RULES, settingsFields, type PlanSettingsDraft, type PlanSettingsProblems } from '../model/plan-settings';
import { planPath, STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import { PlanSettingsFields } from './plan-settings-fields';
import { WordInputPreview } from './word-input-preview';
import styles from './study-word.module.css';

type Source = 'list' | 'words';
type SourceProblem = 'listRequired' | 'wordsRequired';

/**
 * /add_plan: a new word plan from an Eiken word list (all of it or some units) or from words the
 * student types (previewed as the server will read them). After adding, the words added and
 * those skipped, each with its reason. The fourth plan is refused before the form.
 */
export function AddPlanPage() {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const plans = usePlanList();
  const lists = useWordLists();
  const [added, setAdded] = useState<AddedPlan | null>(null);
  const back = () => void navigate(STUDY_WORD_PATHS.plan);

  return (
    <Page title={t('form.addTitle')} onBack={back} narrow testId="add-plan-page">
      {added ? (
        <AddedResult result={added} />
      ) : (
        <QueryState query={combineQueries(plans, lists)}>
          {([planList, wordLists]) =>
            atPlanLimit(planList.list.length, planList.max_plans) ? (
              <StatusBlock
                tone="error"
                title={t('plan.limitReached')}
                testId="plan-limit"
                action={
                  <Button width="auto" variant="secondary" onClick={back}>
                    {t('backToPlans')}
                  </Button>
                }
              />
            ) : (
              <AddPlanForm lists={wordLists.list} onAdded={setAdded} onCancel={back} />
            )
          }
        </QueryState>
      )}
    </Page>
  );
}

function AddPlanForm({ lists, onAdded, onCancel }: { lists: WordList[]; onAdded: (result: AddedPlan) => void; onCancel: () => void }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const id = useId();
  const add = useAddPlan();
  const [settings, setSettings] = useState<PlanSettingsDraft>({ title: '', dailyNew: String(PLAN_RULES.dailyNewDefault), retentionPercent: PLAN_RULES.retentionDefaultPercent });
  const [source, setSource] = useState<Source>('list');
  const [listCode, setListCode] = useState('');
  const [unitIds, setUnitIds] = useState<number[]>([]);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<PlanSettingsProblems>({});
  const [sourceProblem, setSourceProblem] = useState<SourceProblem | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);

  const list = lists.find((entry) => entry.list_code === listCode);
  const chosenCount = useMemo(() => {
    if (!list) return 0;
    if (unitIds.length === 0) return list.word_count;
    return list.units.filter((unit) => unitIds.includes(unit.unit_id)).reduce((sum, unit) => sum + unit.word_count, 0);
  }, [list, unitIds]);

  const checkSource = (): SourceProblem | null => {
    if (source === 'list') return list ? null : 'listRequired';
    return normaliseWordInput(text).words.length > 0 ? null : 'wordsRequired';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPlanSettings(settings);
    const foundSource = checkSource();
    setProblems(found);
    setSourceProblem(foundSource);
    setServerProblem(null);
    if (hasProblems(found) || foundSource) return;
    const fields: NewPlanFields =
      source === 'list' ? { ...settingsFields(settings), list_code: listCode, ...(unitIds.length > 0 ? { unit_ids: unitIds } : {}) } : { ...settingsFields(settings), words: text };
    add.mutate(fields, {
      onSuccess: onAdded,
      onError: (error) => {
        if (!isApiError(error) || typeof error.code !== 'number') return;
        // 409: the fourth plan (another tab added one); 400: a field the server refused.
        if (error.code === 409) void showAlert(error.message);
        else setServerProblem(error.message);
      },
    });
  };

  const toggleUnit = (unitId: number, on: boolean) => setUnitIds((before) => (on ? [...before, unitId] : before.filter((idOf) => idOf !== unitId)));

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={serverProblem ? `${id}-server` : undefined} data-testid="add-plan-form">
      {hasProblems(problems) || sourceProblem ? (
        <p className={styles.problem} role="alert">
          {t('form.problemsSummary')}
        </p>
      ) : null}
      <PlanSettingsFields draft={settings} problems={problems} onChange={setSettings} />
      <fieldset className={styles.field}>
        <legend>{t('form.source')}</legend>
        <label className={styles.check}>
          <input type="radio" name={`${id}-source`} value="list" checked={source === 'list'} onChange={() => setSource('list')} data-testid="source-list" />
          {t('form.sourceList')}
        </label>
        <label className={styles.check}>
          <input type="radio" name={`${id}-source`} value="words" checked={source === 'words'} onChange={() => setSource('words')} data-testid="source-words" />
          {t('form.sourceWords')}
        </label>
      </fieldset>
      {source === 'list' ? (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-list`}>
              {t('form.listLabel')}
            </label>
            <select
              id={`${id}-list`}
              className={styles.select}
              value={listCode}
              aria-invalid={sourceProblem === 'listRequired' ? true : undefined}
              aria-describedby={sourceProblem === 'listRequired' ? `${id}-source-problem` : undefined}
              onChange={(event) => {
                setListCode(event.target.value);
                setUnitIds([]);
              }}
              data-testid="plan-list-code"
            >
              <option value="">{t('form.listChoose')}</option>
              {lists.map((entry) => (
                <option key={entry.list_code} value={entry.list_code}>
                  {t('form.listOption', { title: entry.title, count: entry.word_count })}
                </option>
              ))}
            </select>
          </div>
          {list && list.units.length > 1 ? (
            <fieldset className={styles.field}>
              <legend>{t('form.units')}</legend>
              <div className={styles.units} data-testid="plan-units">
                {list.units.map((unit) => (
                  <label key={unit.unit_id} className={styles.check}>
                    <input type="checkbox" checked={unitIds.includes(unit.unit_id)} onChange={(event) => toggleUnit(unit.unit_id, event.target.checked)} data-testid="plan-unit" />
                    {t('form.unitOption', { title: unit.title, count: unit.word_count })}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {list ? (
            <p className={styles.muted} aria-live="polite">
              {t('form.selectedWords', { count: chosenCount })}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-words`}>
              {t('form.wordsLabel')}
            </label>
            <textarea
              id={`${id}-words`}
              className={styles.textarea}
              value={text}
              placeholder={t('form.wordsPlaceholder')}
              lang="en"
              spellCheck={false}
              aria-invalid={sourceProblem === 'wordsRequired' ? true : undefined}
              aria-describedby={[`${id}-words-hint`, sourceProblem === 'wordsRequired' ? `${id}-source-problem` : ''].filter(Boolean).join(' ')}
              onChange={(event) => setText(event.target.value)}
              data-testid="plan-words"
            />
            <p className={styles.muted} id={`${id}-words-hint`}>
              {t('form.wordsHint')}
            </p>
          </div>
          <WordInputPreview text={text} />
        </>
      )}
      {sourceProblem ? (
        <p className={styles.problem} id={`${id}-source-problem`}>
          {t(`form.problem.${sourceProblem}`)}
        </p>
      ) : null}
      {serverProblem ? (
        <p className={styles.problem} id={`${id}-server`} role="alert" data-testid="add-plan-error">
          {serverProblem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" busy={add.isPending} data-testid="add-plan-submit">
          {t('form.submitAdd')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** After adding: what went in, and what did not with the reason for each word. */
function AddedResult({ result }: { result: AddedPlan }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  return (
    <Card title={t('added.title')} testId="add-plan-result">
      <p role="status">{t('added.lead', { title: result.plan.title, count: result.added.length })}</p>
      <h3>{t('added.addedWords', { count: result.added.length })}</h3>
      <ul className={styles.chips} data-testid="added-words">
        {result.added.map((word) => (
          <li key={word} className={styles.chip} lang="en">
            {word}
          </li>
        ))}
      </ul>
      {result.skipped.length > 0 ? (
        <>
          <h3>{t('added.skippedWords', { count: result.skipped.length })}</h3>
          <ul className={styles.skipList} data-testid="skipped-words">
            {result.skipped.map((skip) => (
              <li key={`${skip.word}-${skip.reason}`} data-reason={skip.reason}>
                <span lang="en">{skip.word}</span>：<span>{t(`skip.${skip.reason}`)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => void navigate(planPath('todayTask', result.plan.plan_id))} data-testid="added-to-today">
          {t('added.toToday')}
        </Button>
        <Button variant="secondary" onClick={() => void navigate(STUDY_WORD_PATHS.plan)} data-testid="added-to-plans">
          {t('added.toPlans')}
        </Button>
      </div>
    </Card>
  );
}
