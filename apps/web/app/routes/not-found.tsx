import { PublicShell } from '#web/components/layouts/public-shell.tsx';
import { NotFoundSection } from '#web/components/layouts/public/not-found-section.tsx';
import { englishT } from '#web/lib/i18n/i18n.tsx';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: englishT('notFound.metaTitle') }];

/** Any unknown address; under /hi, routes/hi/not-found.tsx says it in Hindi. */
export default function NotFound() {
  return (
    <PublicShell>
      <NotFoundSection />
    </PublicShell>
  );
}
