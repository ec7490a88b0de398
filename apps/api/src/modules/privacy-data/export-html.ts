import type { ExportDocument } from './export.service.ts';

/** Every text that reaches the page goes through here: nothing she typed becomes markup. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const cell = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) return escapeHtml(value.toISOString());
  if (typeof value === 'object') return escapeHtml(JSON.stringify(value));
  return escapeHtml(value);
};

const words = (key: string) =>
  key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** A file of her record (issue 35): a link that saves it, its bytes inside the page. */
function fileCell(row: Record<string, unknown>): string {
  const name = escapeHtml(row.fileName);
  const href = `data:${escapeHtml(row.mime)};base64,${escapeHtml(row.contentBase64)}`;
  return `<a download="${name}" href="${href}">Save ${name}</a>`;
}

/** A list of records as one table, its columns the union of their fields. */
function table(rows: readonly object[]): string {
  if (rows.length === 0) return '<p class="none">Nothing recorded.</p>';
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const head = columns.map((c) => `<th scope="col">${escapeHtml(words(c))}</th>`).join('');
  const body = rows
    .map(
      (r) =>
        `<tr>${columns
          .map((c) => {
            const row = r as Record<string, unknown>;
            return `<td>${c === 'contentBase64' ? fileCell(row) : cell(row[c])}</td>`;
          })
          .join('')}</tr>`,
    )
    .join('\n');
  return `<div class="wrap"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

function section(key: string, value: unknown): string {
  const title = `<h2>${escapeHtml(words(key))}</h2>`;
  if (Array.isArray(value)) return `<section>${title}${table(value as object[])}</section>`;
  if (value && typeof value === 'object' && !(value instanceof Date))
    return `<section>${title}${table([value])}</section>`;
  return `<section>${title}<p>${cell(value)}</p></section>`;
}

/** Her export as a readable page she can print or keep; the same content as the JSON. */
export function exportHtml(document: ExportDocument): string {
  const sections = Object.entries(document)
    .filter(([key]) => key !== 'exportedAt')
    .map(([key, value]) => section(key, value))
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>My data at NourishWell</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1f2937}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #d1d5db}
.wrap{overflow-x:auto}table{border-collapse:collapse;font-size:.85rem}
th,td{border:1px solid #d1d5db;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f4f6}.none{color:#4b5563}
@media print{.wrap{overflow:visible}section{break-inside:avoid-page}}
</style></head><body>
<h1>My data at NourishWell</h1>
<p>Prepared ${escapeHtml(document.exportedAt)} for ${escapeHtml(document.account.email)}.</p>
${sections}
</body></html>
`;
}
