import { lazy, Suspense, useSyncExternalStore } from 'react';

// Toasts are not needed to read a page: the toaster loads once the page runs in a browser.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const noSubscription = () => () => undefined;

// Below the sticky header, with the public promo banner above it (about 105 px together);
// the dashboard header is about 70 px.
const TOAST_TOP = 112;
const PHONE = '(max-width: 639px)';

function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * One toast at a time (no pile), never over the header or the page title: on a wide
 * screen at the top right below the header, where no page puts its title; on a phone,
 * where the title spans the width, at the bottom.
 */
export function LazyToaster() {
  // False while prerendering and hydrating, true after: no toaster in the static HTML.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const phone = useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        closeButton
        visibleToasts={1}
        position={phone ? 'bottom-center' : 'top-right'}
        offset={{ top: TOAST_TOP, right: 16 }}
        mobileOffset={{ bottom: 16, left: 16, right: 16 }}
      />
    </Suspense>
  );
}
