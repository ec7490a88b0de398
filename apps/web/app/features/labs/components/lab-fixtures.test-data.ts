import type { ClientLabs, LabResult, LabTrend } from '@nourishwell/shared';

let ids = 0;
/** A value as GET /clients/:id/labs answers it. */
export const labResult = (
  code: LabResult['code'],
  takenOn: string,
  value: number,
  flag: LabResult['flag'],
  more: Partial<LabResult> = {},
): LabResult => ({
  id: (ids += 1),
  code,
  value,
  unit: '%',
  reportedValue: null,
  reportedUnit: null,
  takenOn,
  flag,
  reportId: null,
  ...more,
});

const hba1c: LabTrend = {
  code: 'hba1c',
  unit: '%',
  range: { low: 4, high: 5.6 },
  retestDays: 90,
  retestDue: true,
  results: [
    labResult('hba1c', '2026-05-10', 6.1, 'high'),
    labResult('hba1c', '2026-08-10', 5.5, 'inRange'),
  ],
};

/** Meera's labs: HbA1c improving into range (retest due), a glucose printed in mmol/L. */
export const meeraLabs: ClientLabs = {
  trends: [
    hba1c,
    {
      code: 'fastingGlucose',
      unit: 'mg/dL',
      range: { low: 70, high: 99 },
      retestDays: 90,
      retestDue: false,
      results: [
        labResult('fastingGlucose', '2026-08-10', 104.5, 'high', {
          unit: 'mg/dL',
          reportedValue: 5.8,
          reportedUnit: 'mmol/L',
        }),
      ],
    },
  ],
  homaIr: [{ takenOn: '2026-08-10', value: 3.1, high: true }],
  reports: [
    {
      id: 4,
      fileId: 9,
      fileName: 'thyrocare-aug.pdf',
      mime: 'application/pdf',
      takenOn: '2026-08-10',
      note: 'Fasting since 9 pm',
      status: 'awaiting',
      createdAt: '2026-08-11T04:00:00.000Z',
      readAt: null,
    },
  ],
};

export const noLabs: ClientLabs = { trends: [], homaIr: [], reports: [] };
