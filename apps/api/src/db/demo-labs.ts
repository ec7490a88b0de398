/**
 * Issue 35: the demo's lab results. Meera (PCOS, 34) has two panels three months apart
 * that show her improving, HbA1c into range and vitamin D climbing, one value printed in
 * mmol/L and one in nmol/L as some labs do, and a report she sent last week waiting to be
 * read. Arjun has a lipid panel with one value out of range. Days are counted back from
 * the seed's today.
 */
export interface DemoLabPanel {
  client: string;
  nutritionist: string;
  daysAgo: number;
  values: Array<{ code: string; value: number; unit: string }>;
}

export const demoLabPanels: DemoLabPanel[] = [
  {
    client: 'meera',
    nutritionist: 'asha',
    daysAgo: 100,
    values: [
      { code: 'hba1c', value: 6.1, unit: '%' },
      { code: 'fastingGlucose', value: 5.8, unit: 'mmol/L' },
      { code: 'fastingInsulin', value: 18, unit: 'µIU/mL' },
      { code: 'tsh', value: 5.2, unit: 'µIU/mL' },
      { code: 'vitaminD', value: 35, unit: 'nmol/L' },
    ],
  },
  {
    client: 'meera',
    nutritionist: 'asha',
    daysAgo: 10,
    values: [
      { code: 'hba1c', value: 5.7, unit: '%' },
      { code: 'fastingGlucose', value: 94, unit: 'mg/dL' },
      { code: 'fastingInsulin', value: 12, unit: 'µIU/mL' },
      { code: 'tsh', value: 3.1, unit: 'µIU/mL' },
      { code: 'vitaminD', value: 28, unit: 'ng/mL' },
    ],
  },
  {
    client: 'arjun',
    nutritionist: 'ravi',
    daysAgo: 20,
    values: [
      { code: 'totalCholesterol', value: 212, unit: 'mg/dL' },
      { code: 'ldl', value: 96, unit: 'mg/dL' },
      { code: 'hdl', value: 44, unit: 'mg/dL' },
      { code: 'triglycerides', value: 140, unit: 'mg/dL' },
    ],
  },
];

/** The smallest PDF a viewer opens: one page saying what the report is. */
function onePagePdf(line: string): Buffer {
  const text = `BT /F1 14 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Meera's report awaiting reading: sent two days ago, taken a week ago. */
export const demoAwaitingReport = {
  client: 'meera',
  fileName: 'Thyroid and sugar - Meera Iyer.pdf',
  bytes: () => onePagePdf('Meera Iyer - HbA1c 5.6 %, TSH 2.8 uIU/mL (demo report)'),
  uploadedDaysAgo: 2,
  takenDaysAgo: 7,
  note: 'New tests from last week',
};
