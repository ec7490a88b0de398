// The JavaScript the landing page loads up front: every script and modulepreload of the
// prerendered index.html, gzip-compressed as a server sends it. Target: ≤ 90 kB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { root } from './serve.mjs';

export function landingJavaScript() {
  const client = path.join(root, 'apps/web/build/client');
  const html = readFileSync(path.join(client, 'index.html'), 'utf8');
  const files = new Set();
  for (const match of html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g,
  )) {
    files.add(match[1]);
  }
  for (const match of html.matchAll(/import\(["']([^"']+\.js)["']\)|from ["']([^"']+\.js)["']/g)) {
    files.add(match[1] ?? match[2]);
  }
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const content = readFileSync(path.join(client, file.replace(/^\//, '')));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    brotli += brotliCompressSync(content).length;
  }
  const kib = (bytes) => +(bytes / 1024).toFixed(1);
  return { files: files.size, rawKiB: kib(raw), gzipKiB: kib(gzip), brotliKiB: kib(brotli) };
}
