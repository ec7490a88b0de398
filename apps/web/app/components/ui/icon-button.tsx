import type { ReactNode } from 'react';

const tones = {
  green: 'text-emerald-800',
  neutral: 'text-stone-800',
  danger: 'text-red-700',
} as const;

/** A table row's action: an icon with its name for screen readers and as a tooltip. */
export function IconButton({
  label,
  icon,
  onClick,
  disabled = false,
  tone = 'neutral',
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  tone?: keyof typeof tones;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={`inline-flex h-10 min-w-10 items-center justify-center rounded-lg hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 ${tones[tone]}`}
    >
      {icon}
    </button>
  );
}
