/** A form-level error, announced to screen readers when it appears. */
export function FormAlert({
  message,
  className = '',
}: {
  message: string | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}
    >
      {message}
    </p>
  );
}
