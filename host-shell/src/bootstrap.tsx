// Start-up: read the registry (or the last one seen) while the shell prepares (startShell: storage,
// session, texts, service check, user info, config), register the remotes with the Module
// Federation runtime, then render the router. The two are independent, so they overlap: on a slow
// connection that saves the registry's round trip before anything else could start.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from 'shared-api';
// react-router/dom's RouterProvider (React DOM's flushSync); loading it here also makes the
// host the provider of the shared react-router/dom, so no remote brings its own copy.
import { RouterProvider } from 'shared-ui/router';
import './app/remotes/messages';
import { createPortalRouter } from './app/router';
import { startShell } from './app/startup';
import { exposeDiagnostics } from './app/remotes/diagnostics';
import { loadRegistry, rememberRegistry } from './app/remotes/registry-client';
import { loadExposedModule, registerRegistryRemotes } from './app/remotes/remote-loader';
import { registerExposedModuleLoader } from 'shared-ui';

async function start(): Promise<void> {
  const [loaded] = await Promise.all([loadRegistry(), startShell()]);
  registerRegistryRemotes(loaded.registry.remotes);
  registerExposedModuleLoader(loadExposedModule);
  exposeDiagnostics(loaded);
  // A first visit's version check (in startShell) may have cleared local storage, the kept registry with it.
  if (loaded.source === 'network') rememberRegistry(loaded.registry);
  const router = createPortalRouter(loaded.registry);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
