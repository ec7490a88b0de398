import type { OutcomeFigures } from '@nourishwell/shared';
import { useT } from '#web/lib/i18n/i18n.tsx';

type Change = OutcomeFigures['weightKg'];
const shown = (value: number | null) => (value === null ? '—' : String(value));

/** The period's first and latest figures, as the report's PDF shows them. */
export function OutcomeFiguresTable({ figures }: { figures: OutcomeFigures }) {
  const t = useT();
  const rows: [string, Change, string][] = [
    [`${t('sessionNotes.weight')} (kg)`, figures.weightKg, ''],
    [`${t('sessionNotes.waist')} (cm)`, figures.waistCm, ''],
    [t('sessionNotes.bmi'), figures.bmi, ''],
    [t('sessionNotes.homaIr'), figures.homaIr, ''],
    ...figures.labs.map((lab): [string, Change, string] => [
      `${lab.name} (${lab.unit})`,
      lab,
      lab.low === null && lab.high === null ? '' : `${lab.low ?? ''}–${lab.high ?? ''}`,
    ]),
  ];
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-stone-600">
              <th scope="col" className="py-1 pr-3">
                {t('sessionNotes.measure')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('sessionNotes.first')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('sessionNotes.latest')}
              </th>
              <th scope="col" className="py-1">
                {t('sessionNotes.range')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, change, range]) => (
              <tr key={label} className="border-t border-stone-200">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {label}
                </th>
                <td className="py-1 pr-3">{shown(change.first)}</td>
                <td className="py-1 pr-3">{shown(change.latest)}</td>
                <td className="py-1">{range}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-stone-800">
        {t('sessionNotes.adherenceLine', {
          percent: figures.adherencePercent === null ? '—' : `${figures.adherencePercent}%`,
        })}
      </p>
      <p className="text-sm text-stone-800">
        {t('sessionNotes.sessions', {
          completed: figures.sessionsCompleted,
          missed: figures.sessionsMissed,
        })}
      </p>
    </div>
  );
}
