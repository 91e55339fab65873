import classes from './layout.module.css';

/**
 * The build a page came from (the version ops activated, or a browser's override). A remote
 * passes its own build constants: shared-ui is built into the host, so it cannot read them.
 */
export function RemoteVersion({ name, version }: { name: string; version: string }) {
  return (
    <p className={classes.version} data-testid="remote-version" data-remote={name} data-version={version}>
      {name} {version}
    </p>
  );
}
