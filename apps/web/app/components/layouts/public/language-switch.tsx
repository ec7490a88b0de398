import { Link, useLocation } from 'react-router';
import { LOCALE_NAMES } from '@nourishwell/shared';
import { englishPathOf, localeOfPath, otherLanguagePath } from '#web/lib/i18n/public-paths.ts';

/**
 * The public pages' language switch: a plain link to this page in the other language (or
 * the Hindi home, for a page not in Hindi yet), named in that language — so it works with
 * no script and a visitor finds her language in her own script.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = localeOfPath(pathname) === 'hi' ? 'en' : 'hi';
  // The reset page's address carries the emailed link's token, which the page needs in
  // either language (it is rendered in the browser, so the address is known here).
  const query = englishPathOf(pathname).replace(/\/$/, '') === '/resetpassword' ? search : '';
  return (
    <Link
      to={`${otherLanguagePath(pathname)}${query}`}
      lang={other}
      hrefLang={other}
      className={`min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-emerald-800 underline-offset-4 hover:bg-emerald-50 hover:underline ${className}`}
    >
      {LOCALE_NAMES[other]}
    </Link>
  );
}
