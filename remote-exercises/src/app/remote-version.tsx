import styles from './remote-version.module.css';

/** The build this page came from (the version ops activated, or a browser's override). */
export function RemoteVersion() {
  return (
    <p className={styles.version} data-testid="remote-version" data-remote={__REMOTE_NAME__} data-version={__REMOTE_VERSION__}>
      {__REMOTE_NAME__} {__REMOTE_VERSION__}
    </p>
  );
}
