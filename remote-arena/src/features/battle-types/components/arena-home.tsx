import { Button, PageHeader, Spinner, useTranslation } from 'shared-ui';
import { ARENA_NAMESPACE } from '../../../app/messages';
import { RemoteVersion } from '../../../app/remote-version';
import { useApiData } from '../../../app/use-api-data';
import { fetchBattleTypes } from '../api/arena-api';
import styles from './battle-types.module.css';

/** /arena/index: the kinds of battle a student can enter. */
export function ArenaHome() {
  const { t } = useTranslation(ARENA_NAMESPACE);
  const types = useApiData(fetchBattleTypes);
  return (
    <div className={styles.page}>
      <PageHeader title={t('home.title')} />
      <p className={styles.lead}>{t('home.lead')}</p>
      {types.status === 'loading' && <Spinner />}
      {types.status === 'error' && (
        <div role="alert" className={styles.status}>
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" width="auto" onClick={types.reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      {types.status === 'ready' && (
        <ul className={styles.grid}>
          {types.data.map((type) => (
            <li key={type.type_id} className={styles.card} data-testid="battle-type">
              <h2 className={styles.title}>{type.name}</h2>
              <p className={styles.meta}>{t('home.rules', { count: type.question_count, seconds: type.seconds_per_question })}</p>
              <p>{type.description}</p>
            </li>
          ))}
        </ul>
      )}
      <RemoteVersion />
    </div>
  );
}
