// A route's page loaded when the route is first opened, so the remote's routes module (loaded
// with the first page of any route) stays inside its size budget as exam groups are added.
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
