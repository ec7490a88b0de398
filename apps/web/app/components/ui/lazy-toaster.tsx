import { lazy, Suspense, useSyncExternalStore } from 'react';

// Toasts are not needed to read a page: the toaster loads once the page runs in a browser.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const noSubscription = () => () => undefined;

/**
 * One toast at a time (no pile), at the foot of the screen: the top holds the header, the
 * page title and a list's search and Add buttons, which a toast there covered for seconds
 * after signing in (decision 010). On a wide screen it sits bottom left, over the foot of
 * the sidebar: a dialog's Cancel and Save sit at its bottom right, and the public pages'
 * WhatsApp button in the bottom right corner. A phone gives it the full width.
 */
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
      <Toaster
        closeButton
        visibleToasts={1}
        position="bottom-left"
        offset={{ bottom: 16, left: 16 }}
        mobileOffset={{ bottom: 16, left: 16, right: 16 }}
      />
    </Suspense>
  );
}
