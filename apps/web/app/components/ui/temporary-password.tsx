import { Copy } from 'lucide-react';
import { useState } from 'react';
import { withNodes } from '#web/lib/i18n/around-node.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { Button } from './button.tsx';

/** A login just made, with the password it was given. */
export type NewAccount = { name: string; email: string; temporaryPassword: string };

/**
 * The new login's temporary password, shown this once (docs/product.md, "Temporary
 * passwords").
 */
export function TemporaryPassword({
  account: { name, email, temporaryPassword: password },
  onDone,
}: {
  account: NewAccount;
  onDone: () => void;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(password).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="space-y-4">
      <p className="text-stone-800">
        {withNodes(t, 'staffCommon.accountReady', { name: <strong>{name}</strong> }, { email })}
      </p>
      <div className="flex items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
        <span>
          <span className="block text-xs font-semibold uppercase tracking-wide text-amber-900">
            {t('staffCommon.temporaryPassword')}
          </span>
          <code
            data-testid="temporary-password"
            className="text-lg font-bold tracking-wider text-stone-900"
          >
            {password}
          </code>
        </span>
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden size={16} /> {t(copied ? 'staffCommon.copied' : 'staffCommon.copy')}
        </Button>
      </div>
      <p className="text-sm text-stone-600">{t('staffCommon.notShownAgain')}</p>
      <Button className="w-full" onClick={onDone}>
        {t('staffCommon.done')}
      </Button>
    </div>
  );
}
