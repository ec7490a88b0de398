/**
 * A labelled file input with a button a thumb can hit (44 px); `capture` offers a phone's
 * camera at once (lab reports, intake files). A second input without `capture` keeps PDFs
 * choosable: on some phones `capture` hides everything but the camera.
 */
const fileInput =
  'block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-800 disabled:opacity-60';

export function FileField({
  id,
  label,
  hint,
  describedBy,
  invalid,
  onPick,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  /** Other descriptions (a question's notes, an error) besides the hint. */
  describedBy?: string;
  invalid?: boolean;
  accept: string;
  capture?: 'environment';
  disabled?: boolean;
  onPick: (file: File | null) => void;
}) {
  const described = [hint ? `${id}-hint` : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="file"
        aria-describedby={described || undefined}
        aria-invalid={invalid || undefined}
        className={fileInput}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        {...input}
      />
    </div>
  );
}
