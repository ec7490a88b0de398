const tones = {
  green: 'bg-emerald-100 text-emerald-900',
  grey: 'bg-stone-200 text-stone-800',
  blue: 'bg-sky-100 text-sky-900',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
