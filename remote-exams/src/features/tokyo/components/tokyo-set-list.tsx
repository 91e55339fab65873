import { QueryState, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { usePracticeResourceList, type TokyoResource } from '../api/get-practice-resource-list';
import { TOKYO_NS } from '../tokyo-texts';
import { styles } from './tokyo-styles';

type Props = {
  dirId: number;
  /** Where a set is played (with the engine row's from / mode). */
  playHref: (resource: TokyoResource, query: { from?: string; mode?: string }) => string;
  resultHref: (resource: TokyoResource) => string;
  /** A unit: its sets are steps to take in order. */
  steps?: boolean;
};

/** A Tokyo directory's sets (tokyo-higher/practice-resource/list), each a row of the engine's list (practice, test run, last result). */
export function TokyoSetList({ dirId, playHref, resultHref, steps }: Props) {
  const { t } = useTranslation(TOKYO_NS);
  const engine = useExerciseEngine();
  const sets = usePracticeResourceList(dirId);
  return (
    <section aria-label={t('sets')} data-testid="tokyo-sets">
      <QueryState query={engine}>
        {({ ResourceRow }) => (
          <QueryState query={sets} isEmpty={({ list }) => list.length === 0} empty={t('noSets')}>
            {({ list }) =>
              steps ? (
                <ol className={styles.steps}>
                  {list.map((resource, index) => (
                    <li key={resource.resource_id} data-testid="unit-step">
                      <p className={styles.stepLabel}>{t('step', { step: index + 1, total: list.length, type: t(`type_${resource.type}`, { defaultValue: '' }) })}</p>
                      <ul className={styles.sets}>
                        <ResourceRow resource={resource} practiceHref={(query) => playHref(resource, query)} resultHref={resultHref(resource)} />
                      </ul>
                    </li>
                  ))}
                </ol>
              ) : (
                <ul className={styles.sets}>
                  {list.map((resource) => (
                    <ResourceRow key={resource.resource_id} resource={resource} practiceHref={(query) => playHref(resource, query)} resultHref={resultHref(resource)} />
                  ))}
                </ul>
              )
            }
          </QueryState>
        )}
      </QueryState>
    </section>
  );
}
