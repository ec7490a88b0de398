import { Outlet } from 'react-router';
import { PublicShell } from '#web/components/layouts/public-shell.tsx';
import { hindiTexts } from '#web/lib/i18n/hindi.ts';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import devanagari from '#web/styles/devanagari.css?url';

/** The Devanagari font, on the Hindi pages only (app/styles/devanagari.css). */
export const links = () => [{ rel: 'stylesheet', href: devanagari }];

/** The public pages in Hindi, under /hi: the same shell and pages, speaking Hindi. */
export default function HindiPublicLayout() {
  return (
    <I18nProvider locale="hi" texts={hindiTexts}>
      <PublicShell>
        <Outlet />
      </PublicShell>
    </I18nProvider>
  );
}
