import { Link, numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useClassList } from '../../eiken-practice/api/get-class-list';
import { TOKYO_PATHS } from '../tokyo-paths';
import { TOKYO_NS } from '../tokyo-texts';
import { TokyoSetList } from './tokyo-set-list';
import { TokyoSetPlayer } from './tokyo-set-player';
import { styles } from './tokyo-styles';

/**
 * /tokyo/listening/index[?dir_id=]: the listening practice (directories of kind listening, as tabs
 * when there are several) and the chosen one's sets with progress.
 */
export function TokyoListeningPage() {
  const { t } = useTranslation(TOKYO_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const classes = useClassList('tokyo');
  return (
    <Page title={t('listeningTitle')} lead={t('listeningLead')} onBack={() => void navigate(TOKYO_PATHS.index)} testId="tokyo-listening">
      <QueryState query={classes} isEmpty={({ list }) => !list.some((entry) => entry.kind === 'listening')} empty={t('noListening')}>
        {({ list }) => {
          const groups = list.filter((entry) => entry.kind === 'listening');
          const chosen = groups.find((entry) => entry.class_id === numberParam(params, 'dir_id')) ?? groups[0]!;
          return (
            <>
              {groups.length > 1 ? (
                <nav className={styles.tabs} aria-label={t('listeningGroups')}>
                  {groups.map((entry) => (
                    <Link
                      key={entry.class_id}
                      className={styles.tab}
                      to={withQuery(TOKYO_PATHS.listening, { dir_id: entry.class_id })}
                      aria-current={entry.class_id === chosen.class_id ? 'page' : undefined}
                      replace
                    >
                      <span>{entry.title}</span>
                      <span className={styles.small}>{t('progress', { done: entry.completed_count, total: entry.resource_count })}</span>
                    </Link>
                  ))}
                </nav>
              ) : null}
              <div className={styles.notice}>
                <h2 className={styles.noticeTitle}>{chosen.title}</h2>
                <p>{chosen.description}</p>
                <p className={styles.muted}>{t('progress', { done: chosen.completed_count, total: chosen.resource_count })}</p>
              </div>
              <TokyoSetList
                dirId={chosen.class_id}
                playHref={(resource, query) => withQuery(TOKYO_PATHS.listeningPractice, { dir_id: chosen.class_id, resource_id: resource.resource_id, ...query })}
                resultHref={(resource) => withQuery(TOKYO_PATHS.listeningResult, { dir_id: chosen.class_id, resource_id: resource.resource_id, from: 'last' })}
              />
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}

/** /tokyo/listening/parctice?resource_id=[&dir_id=]: a listening set played by the engine, ending on its result. */
export function TokyoListeningPracticePage() {
  const { t } = useTranslation(TOKYO_NS);
  const [params] = useSearchParams();
  const dirId = numberParam(params, 'dir_id');
  const resourceId = numberParam(params, 'resource_id');
  if (!resourceId) return <StatusBlock tone="error" title={t('missing')} action={<Link to={TOKYO_PATHS.listening}>{t('backToListening')}</Link>} />;
  return (
    <TokyoSetPlayer
      key={`${resourceId}-${params.get('from') ?? ''}-${params.get('mode') ?? ''}`}
      resourceId={resourceId}
      kinds={['listening']}
      from={params.get('from') === 'again' ? 'again' : undefined}
      mode={params.get('mode') === 'test' ? 'test' : 'practice'}
      resultHref={(set, attempt) =>
        withQuery(TOKYO_PATHS.listeningResult, { dir_id: set.directory_id ?? dirId, resource_id: set.resource_id, ...(attempt ? { guid: attempt } : { from: 'last' }), mode: params.get('mode') === 'test' ? 'test' : undefined })
      }
      backHref={withQuery(TOKYO_PATHS.listening, { dir_id: dirId })}
    />
  );
}
