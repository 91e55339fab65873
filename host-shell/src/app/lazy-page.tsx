// The host's pages other than login and home load on first visit (they are kept out of the
// host's initial JavaScript). While the portal cannot be reached a page's chunk cannot load
// either: the student gets the same no-network toast and dialog as a failed call, Retry loads it
// again (the bundler forgets a failed chunk, so the next import fetches it afresh), and Cancel
// shows the page's place with a reload button instead of breaking the shell.
import type { ComponentType } from 'react';
import { askNetworkRetry, type NetworkDialogChoice } from 'shared-api';
import { useTranslation } from 'shared-ui';
import { LoadGate } from '../features/common/page';
import { SHELL_NS } from './i18n-namespace';

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
  return <LoadGate loading={false} error={t('common.pageNotLoaded')} onRetry={() => window.location.reload()} hasData={false} />;
}
