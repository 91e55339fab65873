import { Link, useNavigate, withQuery } from 'shared-ui/router';
import { Button, Page, QueryState, useTranslation } from 'shared-ui';
import { usePlanList } from '../api/get-plan-list';
import { STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import styles from './study-word.module.css';

/**
 * /word and /sentence opened without ?plan_id= (a bookmark, the menu): the student's plans to
 * choose from, each opening the same page for that plan, instead of an error.
 */
export function PlanPicker({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const plans = usePlanList();
  return (
    <Page title={title} lead={t('picker.lead')} onBack={() => void navigate(STUDY_WORD_PATHS.plan)} narrow testId="plan-picker">
      <QueryState
        query={plans}
        isEmpty={(data) => data.list.length === 0}
        empty={t('plan.empty')}
      >
        {(data) => (
          <ul className={styles.sentenceList}>
            {data.list.map((plan) => (
              <li key={plan.plan_id} className={styles.sentence}>
                <Link to={withQuery(path, { plan_id: plan.plan_id })} data-testid="picker-plan" data-plan-id={plan.plan_id}>
                  {plan.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Button width="auto" variant="text" onClick={() => void navigate(STUDY_WORD_PATHS.addPlan)}>
        {t('plan.add')}
      </Button>
    </Page>
  );
}
