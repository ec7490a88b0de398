import { lazy, Suspense, useSyncExternalStore } from 'react';

// Toasts are not needed to read a page: the toaster loads once the page runs in a browser.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const noSubscription = () => () => undefined;

export function LazyToaster() {
  // False while prerendering and hydrating, true after: no toaster in the static HTML.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeButton position="top-center" />
    </Suspense>
  );
}
