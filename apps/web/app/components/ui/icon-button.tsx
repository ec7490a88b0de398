import type { ReactNode } from 'react';
import { Link } from 'react-router';

const tones = {
  green: 'text-emerald-800',
  neutral: 'text-stone-800',
  danger: 'text-red-700',
} as const;

const look =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-1.5 text-xs font-semibold hover:bg-stone-100';

/**
 * A table row's action: an icon with its name for screen readers and as a tooltip, and a
 * short visible word (`text`) where an icon alone would leave people guessing. The
 * accessible name starts with that word, so speech users can say what they see.
 */
export function IconButton({
  label,
  icon,
  text,
  onClick,
  disabled = false,
  tone = 'neutral',
  describedBy,
}: {
  label: string;
  icon: ReactNode;
  text?: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: keyof typeof tones;
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
      className={`${look} disabled:cursor-not-allowed disabled:opacity-40 ${tones[tone]}`}
    >
      {icon}
      {/* Shown on a phone too: a table scrolls sideways there, and an icon alone leaves
          people guessing (the crossed cutlery read as "no food"). */}
      {text && <span className="whitespace-nowrap">{text}</span>}
    </button>
  );
}

/** A row's action that opens another page: looks like an IconButton, behaves as a link. */
export function IconLink({
  label,
  icon,
  text,
  to,
  tone = 'neutral',
}: {
  label: string;
  icon: ReactNode;
  text?: string;
  to: string;
  tone?: keyof typeof tones;
}) {
  return (
    <Link to={to} aria-label={label} title={label} className={`${look} ${tones[tone]}`}>
      {icon}
      {text && <span className="whitespace-nowrap">{text}</span>}
    </Link>
  );
}
