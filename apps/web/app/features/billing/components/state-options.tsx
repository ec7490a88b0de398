import { GST_STATES } from '@nourishwell/shared';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** India's states and union territories as a select's options: "Kerala (32)". */
export function StateOptions() {
  const t = useT();
  return (
    <>
      {GST_STATES.map((state) => (
        <option key={state.code} value={state.code}>
          {t('billingAdmin.stateOption', { name: state.name, code: state.code })}
        </option>
      ))}
    </>
  );
}
