// Route pages that load on first visit, kept out of a package's initial JavaScript: the host's
// pages other than login and home, and each remote-words feature's pages. While the portal cannot
// be reached a page's chunk cannot load either: the student gets the same no-network toast and dialog as a failed call, Retry loads it
// again (the bundler forgets a failed chunk, so the next import fetches it afresh), and Cancel
// shows the page's place with a reload button instead of breaking the shell.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { askNetworkRetry, type NetworkDialogChoice } from 'shared-api';
import { Button } from '../button/button';
import { StatusBlock } from '../status/status-block';

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
  const { t } = useTranslation('ui');
  return (
    <StatusBlock
      tone="error"
      title={t('status.pageNotLoaded')}
      testId="page-not-loaded"
      action={
        <Button variant="secondary" width="auto" onClick={() => window.location.reload()}>
          {t('status.retry')}
        </Button>
      }
    />
  );
}
