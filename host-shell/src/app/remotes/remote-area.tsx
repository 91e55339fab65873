import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useRouteError } from 'shared-ui/router';
import { useTranslation } from 'shared-ui';
import { REMOTES_NAMESPACE } from './messages';
import type { RemoteTitle } from './registry-client';
import { loadRemoteRoutes, useRemoteStatus } from './remote-loader';
import { hasPageBeyondPlaceholder, isPatched, patchRemote } from './route-patching';
import { retryDelay } from './retry-schedule';
import styles from './remote-area.module.css';

/** The remote's own area inside the shell: everything it renders, and its loading and fallback states, stay in here. */
export function RemoteArea({ name, version }: { name: string; version: string }) {
  return (
    <section className={styles.area} data-remote-area={name} data-remote-version={version}>
      <Suspense fallback={<RemoteLoading />}>
        <Outlet />
      </Suspense>
      <RemoteBuildTag name={name} />
    </section>
  );
}

/**
 * Which build the page came from, as the remote's own code reports it (its routes module's
 * `build`): the version ops activated, or a browser's override. Read from the loaded code, not
 * the registry, so it proves which files the browser actually runs.
 */
function RemoteBuildTag({ name }: { name: string }) {
  const status = useRemoteStatus(name);
  if (status.state !== 'loaded' || !status.build) return null;
  return (
    <p className={styles.version} data-testid="remote-version" data-remote={status.build.name} data-version={status.build.version}>
      {status.build.name} {status.build.version}
    </p>
  );
}

function RemoteLoading() {
  const { t } = useTranslation(REMOTES_NAMESPACE);
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {t('loading')}
    </div>
  );
}

/** Shown under a remote's prefix until its routes are in: loads, retries by itself, or hands over. */
export function RemotePlaceholder({ name, title }: { name: string; title: RemoteTitle | null }) {
  const status = useRemoteStatus(name);
  const location = useLocation();
  const navigate = useNavigate();
  const path = location.pathname + location.search + location.hash;
  const rematchedPath = useRef<string | null>(null);

  useEffect(() => {
    if (status.state === 'idle') loadRemoteRoutes(name).catch(() => undefined);
  }, [name, status.state]);

  useEffect(() => {
    if (status.state !== 'loaded' || rematchedPath.current === path) return;
    if (!isPatched(name)) patchRemote(name, status.routes);
    rematchedPath.current = path;
    // Match the same location again, now against the remote's routes.
    void navigate(path, { replace: true, state: location.state });
  }, [name, status, path, navigate, location.state]);

  if (status.state === 'failed') {
    return <RemoteFallback name={name} title={title} failedAttempts={status.attempt} onRetry={() => loadRemoteRoutes(name).catch(() => undefined)} kind="unavailable" />;
  }
  // Loaded and matched again, and the patched routes have no page here but this placeholder: the
  // remote has no such page (unknown paths go to /). When they do have one, this placeholder
  // only shows until the navigation to it commits (a lazy page loading, say), and any render in
  // between must not send the student away.
  if (status.state === 'loaded' && rematchedPath.current === path && !hasPageBeyondPlaceholder(location.pathname)) return <Navigate to="/" replace />;
  return <RemoteLoading />;
}

/** Error boundary of a remote's routes: a page of the remote failed to load or to render. */
export function RemoteRouteError({ name, title }: { name: string; title: RemoteTitle | null }) {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const failures = useRef(0);
  useEffect(() => {
    failures.current += 1;
    console.error(`remote ${name} failed on ${location.pathname}`, error);
  }, [error, name, location.pathname]);
  const retry = () => void navigate(location.pathname + location.search + location.hash, { replace: true, state: location.state });
  return (
    <section className={styles.area} data-remote-area={name}>
      <RemoteFallback name={name} title={title} failedAttempts={Math.max(1, failures.current)} onRetry={retry} kind="crashed" />
    </section>
  );
}

type FallbackProps = { name: string; title: RemoteTitle | null; failedAttempts: number; onRetry: () => void; kind: 'unavailable' | 'crashed' };

/** The Japanese fallback with Retry; it also retries by itself, sooner at first and then every 10 s. */
export function RemoteFallback({ name, title, failedAttempts, onRetry, kind }: FallbackProps) {
  const { t, i18n } = useTranslation(REMOTES_NAMESPACE);
  const delay = retryDelay(failedAttempts);
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    onRetry();
  };
  useEffect(() => {
    setRetrying(false);
    const timer = setTimeout(() => {
      setRetrying(true);
      onRetry();
    }, delay);
    return () => clearTimeout(timer);
    // onRetry changes identity on every render; the attempt number is what restarts the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedAttempts, delay]);

  return (
    <div className={styles.fallback} role="alert" data-remote-fallback={name}>
      <h2 className={styles.title}>{t(kind === 'crashed' ? 'crashedTitle' : 'failedTitle')}</h2>
      <p className={styles.moduleName}>{title ? (i18n.language === 'en' ? title.en : title.ja) : name}</p>
      <p>{t(kind === 'crashed' ? 'crashedBody' : 'failedBody')}</p>
      <p className={styles.next} aria-live="polite">
        {retrying ? t('retrying') : t('retryIn', { seconds: Math.round(delay / 1000) })}
      </p>
      <RetryButton onClick={retry} disabled={retrying}>
        {t('retry')}
      </RetryButton>
    </div>
  );
}

function RetryButton({ onClick, disabled, children }: { onClick: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <button type="button" className={styles.retry} onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}
