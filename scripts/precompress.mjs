// After `react-router build`: writes .br and .gz next to every text asset of the web
// build, so the server (@fastify/static preCompressed) sends them without compressing
// on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'build/client');
const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
let count = 0;

for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.info(`precompressed ${count} files in ${path.relative(process.cwd(), dir) || '.'}`);
