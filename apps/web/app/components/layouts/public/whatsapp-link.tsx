import { MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { siteConfig } from '../../../lib/site-config.ts';

// How far a phone must scroll before the button shows: by then the hero's buttons
// ("Get Started", "Get in touch"), which sit at the bottom of a phone's first screen,
// have moved up out of its way.
const SHOW_AFTER = 320;

/**
 * The floating chat link of §2.3: opens a WhatsApp conversation with the practice. On a
 * phone it waits until the visitor scrolls, so it never covers the hero's calls to action.
 */
export function WhatsAppLink() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SHOW_AFTER);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <a
      href={siteConfig.whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      data-scrolled={scrolled}
      className={`fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg ring-4 ring-white transition-opacity hover:bg-emerald-700 ${scrolled ? '' : 'max-sm:invisible max-sm:opacity-0'}`}
    >
      <MessageCircle aria-hidden size={28} />
    </a>
  );
}
