import { useEffect } from 'react';

/**
 * Sections marked `data-reveal` fade in once, the first time they scroll into view.
 * Only sections still below the fold are hidden, and only once this script runs, so
 * the page reads fully without JavaScript and nothing already visible blinks.
 */
export function useRevealOnce(): void {
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const below = [...document.querySelectorAll<HTMLElement>('[data-reveal]')].filter(
      (el) => el.getBoundingClientRect().top > window.innerHeight,
    );
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = 'shown';
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    for (const el of below) {
      el.dataset.reveal = 'pending';
      observer.observe(el);
    }
    return () => {
      observer.disconnect();
      // Never leave anything hidden behind.
      for (const el of below) el.dataset.reveal = 'shown';
    };
  }, []);
}
