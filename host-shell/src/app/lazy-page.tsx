// The host's pages other than login and home load on first visit (they are kept out of the
// host's initial JavaScript). While the portal cannot be reached a page's chunk cannot load
// either: the student gets the same no-network toast and dialog as a failed call, Retry loads it
// again (the bundler forgets a failed chunk, so the next import fetches it afresh), and Cancel
// shows the page's place with a reload button instead of breaking the shell.
import type { ComponentType } from 'react';
import { askNetworkRetry, type NetworkDialogChoice } from 'shared-api';
import { Button, StatusBlock, useTranslation } from 'shared-ui';
import { SHELL_NS } from '../lib/shell-texts';

export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  askRetry: () => Promise<NetworkDialogChoice> = askNetworkRetry,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    for (;;) {
      try {
        return { Component: (await load())[name] };
      } catch {
        if ((await askRetry()) !== 'retry') return { Component: PageNotLoaded };
      }
    }
  };
}

/** The page's place after Cancel: a reload fetches the page afresh once the network is back. */
export function PageNotLoaded() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <StatusBlock
      tone="error"
      title={t('common.pageNotLoaded')}
      testId="page-not-loaded"
      action={
        <Button variant="secondary" width="auto" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
