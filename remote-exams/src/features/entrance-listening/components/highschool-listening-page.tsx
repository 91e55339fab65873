import { withQuery } from 'shared-ui/router';
import { Button, Card, combineQueries, Page, QueryState, showToast, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { useRegionIndex, type RegionIndex } from '../api/get-region-index';
import { useRegionList, type RegionList } from '../api/get-region-list';
import { useSubmitRegion } from '../api/submit-region';
import { HIGHSCHOOL_PATHS } from '../entrance-paths';
import { ENTRANCE_NS } from '../entrance-texts';
import { ReviewEntry } from './review-entry';
import { styles } from './entrance-styles';

/**
 * /high-school-entrance-exam/listening: the region the student takes the exam in (chosen here,
 * changeable), that region's sets with progress, and the review of wrong answers.
 */
export function HighschoolListeningPage() {
  const { t } = useTranslation(ENTRANCE_NS);
  const regions = useRegionList();
  const index = useRegionIndex();
  return (
    <Page title={t('hsTitle')} lead={t('hsLead')} testId="highschool-listening">
      <QueryState query={combineQueries(regions, index)}>
        {([regionList, regionIndex]) =>
          regionList.list.length === 0 ? (
            <StatusBlock tone="empty" title={t('noRegions')} />
          ) : (
            <>
              <RegionChoice regions={regionList} />
              <RegionSets index={regionIndex} />
              {regionIndex.level_id !== null ? <ReviewEntry levelId={regionIndex.level_id} /> : null}
            </>
          )
        }
      </QueryState>
    </Page>
  );
}

function RegionChoice({ regions }: { regions: RegionList }) {
  const { t } = useTranslation(ENTRANCE_NS);
  const choose = useSubmitRegion();
  return (
    <Card title={t('regionTitle')} testId="region-choice">
      <ul className={styles.grid}>
        {regions.list.map((region) => {
          const current = region.region_id === regions.current_region_id;
          return (
            <li key={region.region_id} className={[styles.item, current ? styles.chosen : ''].join(' ')} data-testid="region" data-current={current ? 'true' : undefined}>
              <h3>{region.title}</h3>
              <p className={styles.muted}>{region.description}</p>
              <p className={styles.muted}>{t('regionProgress', { done: region.completed_count, total: region.resource_count })}</p>
              <div className={styles.actions}>
                {current ? (
                  <span className={styles.tag}>{t('regionCurrent')}</span>
                ) : (
                  <Button
                    width="auto"
                    variant={regions.current_region_id === null ? 'primary' : 'secondary'}
                    disabled={choose.isPending}
                    onClick={() => choose.mutate(region.region_id, { onSuccess: () => showToast(t('regionChanged', { region: region.title })) })}
                    data-testid="choose-region"
                  >
                    {t('chooseRegion', { region: region.title })}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function RegionSets({ index }: { index: RegionIndex }) {
  const { t } = useTranslation(ENTRANCE_NS);
  const engine = useExerciseEngine();
  const region = index.region;
  if (!region) return <StatusBlock title={t('noRegion')} testId="no-region" />;
  return (
    <Card title={t('regionSets', { region: region.title })} testId="region-sets">
      {index.list.length === 0 ? (
        <StatusBlock tone="empty" title={t('regionEmpty')} />
      ) : (
        <QueryState query={engine}>
          {({ ResourceRow }) => (
            <ul className={styles.sets}>
              {index.list.map((resource) => (
                <ResourceRow
                  key={resource.resource_id}
                  resource={resource}
                  practiceHref={(query) => withQuery(HIGHSCHOOL_PATHS.practice, { resource_id: resource.resource_id, ...query })}
                  resultHref={withQuery(HIGHSCHOOL_PATHS.practiceResult, { resource_id: resource.resource_id, from: 'last' })}
                />
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </Card>
  );
}
