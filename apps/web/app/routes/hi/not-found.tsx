import { NotFoundSection } from '#web/components/layouts/public/not-found-section.tsx';
import { hindiT } from '#web/lib/i18n/hindi.ts';

export const meta = () => [{ title: hindiT('notFound.metaTitle') }];

/** An unknown address under /hi, inside the Hindi layout (its shell and catalogue). */
export default function HindiNotFound() {
  return <NotFoundSection />;
}
