import { useQuery } from '@tanstack/react-query';
import type { Measurement } from '@nourishwell/shared';
import { Card } from '../../../../components/ui/detail-list.tsx';
import { EmptyRow, Table } from '../../../../components/ui/table.tsx';
import { formatDay } from '../../../../lib/format.ts';
import { clientMeasurementsQuery } from '../../api/record-api.ts';
import { SectionState } from './section-state.tsx';

const cell = 'px-3 py-2 tabular-nums';
const orDash = (value: number | null) => (value === null ? '-' : String(value));

function MeasurementRow({ m }: { m: Measurement }) {
  return (
    <tr>
      <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
        {formatDay(m.date)}
        {/* A spec Week 1–4 entry sits at the date it was saved; say which week it was. */}
        {m.week !== null && <span className="block text-xs text-stone-600">Week {m.week}</span>}
      </th>
      <td className={cell}>{m.weightKg}</td>
      <td className={cell}>{orDash(m.waistCm)}</td>
      <td className={cell}>{orDash(m.hipCm)}</td>
      <td className={cell}>{orDash(m.bodyFatPct)}</td>
    </tr>
  );
}

/** Her client's weigh-ins and measurements by date, newest first (Week 1–4 entries too). */
export function MeasurementsSection({ clientId }: { clientId: number }) {
  const measurements = useQuery(clientMeasurementsQuery(clientId));
  const rows = measurements.data ? [...measurements.data].reverse() : [];
  return (
    <Card title="Weight and measurements">
      <SectionState read={measurements} what="measurements" />
      {measurements.data && (
        <Table
          caption="Weight and measurements"
          head={['Date', 'Weight (kg)', 'Waist (cm)', 'Hip (cm)', 'Body fat (%)']}
        >
          {rows.length === 0 ? (
            <EmptyRow colSpan={5}>No measurements recorded yet.</EmptyRow>
          ) : (
            rows.map((m) => (
              <MeasurementRow key={`${m.source}-${m.id ?? m.week}-${m.date}`} m={m} />
            ))
          )}
        </Table>
      )}
    </Card>
  );
}
