import type { ReactNode } from 'react';
import { PromoBanner } from './public/promo-banner.tsx';
import { SiteFooter } from './public/site-footer.tsx';
import { SiteHeader } from './public/site-header.tsx';
import { WhatsAppLink } from './public/whatsapp-link.tsx';

export { TAGLINE } from './public/site-footer.tsx';

/** Banner, header, footer and the chat link around every public page. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PromoBanner />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <WhatsAppLink />
    </div>
  );
}
