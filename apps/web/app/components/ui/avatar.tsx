import { useT } from '#web/lib/i18n/i18n.tsx';

/** Up to two capital letters of a person's name: "Asha Menon" → "AM". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

const sizes = {
  sm: 'h-12 w-12 text-base',
  md: 'h-16 w-16 text-xl',
  lg: 'h-24 w-24 text-2xl',
} as const;

const pixels = { sm: 48, md: 64, lg: 96 } as const;

/** A person's photo, or their initials on green when there is none. */
export function Avatar({
  src,
  name,
  size = 'lg',
}: {
  src: string | null;
  name: string;
  size?: keyof typeof sizes;
}) {
  const t = useT();
  if (src)
    return (
      <img
        src={src}
        alt={t('common.photoOf', { name })}
        width={pixels[size]}
        height={pixels[size]}
        className={`shrink-0 rounded-full object-cover ${sizes[size]}`}
      />
    );
  return (
    <span
      aria-hidden
      className={`flex shrink-0 items-center justify-center rounded-full bg-emerald-700 font-bold text-white ${sizes[size]}`}
    >
      {initialsOf(name)}
    </span>
  );
}
