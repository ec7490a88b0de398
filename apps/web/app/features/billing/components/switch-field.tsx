import { useId, type InputHTMLAttributes } from 'react';

/** A checkbox that reads as an on/off switch, with a line saying what it does. */
export function SwitchField({
  label,
  hint,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; hint?: string }) {
  const hintId = useId();
  return (
    <div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          role="switch"
          className="h-5 w-5 accent-emerald-700"
          aria-describedby={hint ? hintId : undefined}
          {...props}
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}
