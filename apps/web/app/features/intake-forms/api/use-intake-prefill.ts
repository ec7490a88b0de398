import { useQuery } from '@tanstack/react-query';
import { formatDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { intakePrefillQuery } from './intake-api.ts';

/**
 * Her newest signed intake's answers that fill assessment fields (issue 35), with the note
 * the assessment shows beside each: "From her intake form, <date>". None for no client.
 */
export function useIntakePrefill(clientId: number) {
  const t = useT();
  const read = useQuery({ ...intakePrefillQuery(clientId), enabled: clientId > 0 });
  const data = read.data;
  return {
    pending: clientId > 0 && read.isPending,
    prefill:
      data && Object.keys(data.fields).length > 0
        ? {
            fields: data.fields,
            note: t('intakeForms.prefill.note', {
              form: data.title,
              date: formatDate(data.completedAt),
            }),
          }
        : null,
  };
}
