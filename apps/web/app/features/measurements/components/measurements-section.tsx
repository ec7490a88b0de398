import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Measurement } from '@nourishwell/shared';
import { ChartRangeSelect, MeasurementChart } from '#web/components/charts/measurement-chart.tsx';
import {
  inRange,
  openingRange,
  type ChartRange,
} from '#web/components/charts/measurement-scale.ts';
import { MeasurementTable } from '#web/components/charts/measurement-table.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { localToday } from '#web/lib/format.ts';
import { clientMeasurementsQuery } from '#web/features/measurements/api/measurements-api.ts';
import { SectionState } from '#web/components/ui/section-state.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** The chart over the chosen period, and every entry behind it as a table. */
function Measurements({ entries }: { entries: Measurement[] }) {
  const t = useT();
  const empty = t('measurements.none');
  const today = localToday();
  const [range, setRange] = useState<ChartRange>(() => openingRange(entries, today));
  if (entries.length === 0) return <p className="text-stone-700">{empty}</p>;
  return (
    <div className="space-y-4">
      <div className="max-w-56">
        <ChartRangeSelect value={range} onChange={setRange} />
      </div>
      <MeasurementChart points={inRange(entries, range, today)} />
      <MeasurementTable caption={t('measurements.entries')} entries={entries} empty={empty} />
    </div>
  );
}

/** Her client's weigh-ins and measurements over time (Week 1–4 entries at their dates). */
export function MeasurementsSection({ clientId }: { clientId: number }) {
  const t = useT();
  const measurements = useQuery(clientMeasurementsQuery(clientId));
  return (
    <Card title={t('measurements.cardTitle')}>
      <SectionState read={measurements} what="measurements" />
      {measurements.data && <Measurements entries={measurements.data} />}
    </Card>
  );
}
