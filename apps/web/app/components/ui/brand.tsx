import { Leaf } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** The NourishWell word mark, linking home (`to`: the home in the page's language). */
export function Brand({ className = '', to = '/' }: { className?: string; to?: string }) {
  const t = useT();
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 text-lg font-bold text-emerald-800 ${className}`}
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-full bg-emerald-700 text-white">
        <Leaf aria-hidden size={18} />
      </span>
      {t('common.brand')}
    </Link>
  );
}
