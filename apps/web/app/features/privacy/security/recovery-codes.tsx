import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** The recovery codes, shown once after they are made: copy, download, then done. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const text = `${t('security.recovery.file')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('security.recovery.copied'));
    } catch {
      toast.error(t('security.recovery.copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'nourishwell-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="font-medium text-stone-900">{t('security.recovery.note')}</p>
      <ul
        aria-label={t('security.recovery.list')}
        className="grid grid-cols-2 gap-2 font-mono text-base text-stone-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('security.recovery.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('security.recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('security.recovery.saved')}</Button>
      </div>
    </div>
  );
}
