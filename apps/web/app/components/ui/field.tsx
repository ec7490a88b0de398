import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { aroundNode } from '#web/lib/i18n/around-node.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

const control =
  'block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-emerald-700 aria-[invalid=true]:border-red-600';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Puts an asterisk after the label; the control's own `required` tells screen readers. */
  required?: boolean;
  children: ReactNode;
}

const labelText = 'text-sm font-medium text-stone-800';

function FieldShell({ id, label, error, hint, required, children }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      {required ? (
        // Beside the label, not in it: the field's name stays its label alone.
        <p className={labelText}>
          <label htmlFor={id}>{label}</label>
          <span aria-hidden className="text-red-700">
            {' *'}
          </span>
        </p>
      ) : (
        <label htmlFor={id} className={`block ${labelText}`}>
          {label}
        </label>
      )}
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps<T> = T & { label: string; error?: string; hint?: string };

// A field's message, or else its hint, is read out with it.
const described = (id: string, error?: string, hint?: string) =>
  error
    ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` }
    : hint
      ? { 'aria-describedby': `${id}-hint` }
      : {};

/**
 * What every field needs from its props: one id (given or generated) for the label, the
 * control and its message; the shell's props; and the control's props with their aria links.
 */
function useField<P extends FieldProps<{ id?: string; required?: boolean }>>({
  label,
  error,
  hint,
  id,
  ...props
}: P) {
  const generated = useId();
  const fieldId = id ?? generated;
  return {
    shell: { id: fieldId, label, error, hint, required: props.required },
    control: { id: fieldId, ...described(fieldId, error, hint), ...props },
  };
}

export function TextField(props: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  const field = useField(props);
  return (
    <FieldShell {...field.shell}>
      <input className={control} {...field.control} />
    </FieldShell>
  );
}

export function SelectField(props: FieldProps<SelectHTMLAttributes<HTMLSelectElement>>) {
  const field = useField(props);
  return (
    <FieldShell {...field.shell}>
      <select className={control} {...field.control} />
    </FieldShell>
  );
}

/**
 * A password input with a show/hide toggle, as every password form has. `toggleLabel` names
 * the toggle in the page's language (features/auth/password-toggle.ts); English without it.
 */
export function PasswordField({
  toggleLabel,
  ...props
}: FieldProps<InputHTMLAttributes<HTMLInputElement>> & {
  toggleLabel?: (visible: boolean) => string;
}) {
  const field = useField(props);
  const { label } = props;
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell {...field.shell}>
      <div className="relative">
        <input
          type={visible ? 'text' : 'password'}
          className={`${control} pr-12`}
          {...field.control}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={
            toggleLabel
              ? toggleLabel(visible)
              : visible
                ? `Hide ${label.toLowerCase()}`
                : `Show ${label.toLowerCase()}`
          }
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-600 hover:text-stone-900"
        >
          {visible ? <EyeOff aria-hidden size={18} /> : <Eye aria-hidden size={18} />}
        </button>
      </div>
    </FieldShell>
  );
}

/** The options of a select whose labels are the values themselves, after an empty choice. */
export function Options({
  values,
  placeholder,
}: {
  values: readonly string[];
  placeholder?: string;
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}

/** The key to the asterisks, above a form that marks its required fields. */
export function RequiredNote({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <p className={`text-sm text-stone-600 ${className}`}>
      {aroundNode(t, 'common.requiredNote', 'mark', <span className="text-red-700">*</span>)}
    </p>
  );
}
