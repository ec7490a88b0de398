/**
 * The text of an uncompressed PDF as pdfkit writes it (`compress: false`), for tests: each
 * font's glyph ids read back through its ToUnicode map, a line break where a text moves to
 * another line. Glyphs come in the order they are drawn, so a Devanagari vowel sign drawn
 * before its consonant (ि) reads before it; tests look for texts without one.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id, body] of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g))
    objects.set(id!, body!);

  const fonts = new Map<string, Map<string, string>>();
  for (const [, name, id] of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!) ?? '')?.[1];
    const cmap = toUnicode ? objects.get(toUnicode) : undefined;
    if (cmap) fonts.set(name!, glyphMap(cmap));
  }

  let text = '';
  let font = new Map<string, string>();
  let lastY: string | undefined;
  for (const [, y, name, glyphs] of source.matchAll(
    /1 0 0 1 [\d.-]+ ([\d.-]+) Tm|\/(F\d+) [\d.]+ Tf|\[(.*)\] TJ/g,
  )) {
    if (y !== undefined) {
      if (lastY !== undefined && Math.abs(Number(y) - Number(lastY)) > 5) text += '\n';
      lastY = y;
    } else if (name !== undefined) font = fonts.get(name) ?? new Map();
    else
      for (const [, hex] of glyphs!.matchAll(/<([0-9a-f]+)>/g))
        for (const id of hex!.match(/.{4}/g) ?? []) text += font.get(id) ?? '\uFFFD';
  }
  return text;
}

/** A ToUnicode map's `beginbfrange` lists: glyph id (4 hex digits) to its text. */
function glyphMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, start, list] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/g)) {
    let id = parseInt(start!, 16);
    for (const [, units] of list!.matchAll(/<([0-9a-f ]+)>/g)) {
      const codes = units!.split(' ').map((unit) => parseInt(unit, 16));
      map.set(id.toString(16).padStart(4, '0'), String.fromCharCode(...codes));
      id += 1;
    }
  }
  return map;
}
