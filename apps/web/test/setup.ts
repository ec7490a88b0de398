import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';

// Test files share a worker's process and document (isolate: false, decision 025), which
// saves building a jsdom per file: two thirds of the web tests' time. What a file could
// leave for the next is started afresh here, before each file: the app's modules (so a
// file's vi.mock applies to the modules it imports, and no module keeps another file's
// state), globals a file stubbed, fake timers, and the offline store once a file has
// brought in fake-indexeddb.
vi.resetModules();
vi.unstubAllGlobals();
vi.useRealTimers();
if ('indexedDB' in globalThis) globalThis.indexedDB = new IDBFactory();

// The app has English's base part from the start and the dashboard's (and, for staff, the
// staff part) once its layout has loaded them (decision 029, "Catalogue parts"). A test
// renders a screen without that layout, so English is loaded whole here, into this file's
// fresh modules, as the dashboard would.
const { loadTexts } = await import('#web/lib/i18n/texts.ts');
await loadTexts('en', ['dashboard', 'staff']);

// Node's own FormData, File and Blob, not jsdom's. fetch, Request and the mock server are
// Node's (undici), and from Node 24 undici writes a jsdom File into a request body as an
// empty part and cannot parse one back, so a test of a photo upload waited out its 5 s on
// Node 24 (it passed on 22). A browser has one FormData and one File; now so do the tests.
// undici's FormData is taken from one it made itself: Node exports no name for it here.
const nodeFormData = await new Response('', {
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
}).formData();
globalThis.FormData = nodeFormData.constructor as typeof FormData;
globalThis.Blob = NodeBlob as typeof Blob;
globalThis.File = NodeFile as typeof File;

// findBy… and waitFor give up after 5 s, not 1 s: on a busy two-core machine (CI, or two
// runs side by side) a screen that is right can take longer than a second to settle.
configure({ asyncUtilTimeout: 5000 });

// Each test leaves the shared document as it found it, including what a test put in by
// hand (an island's mount point) and what a dialog left on <body>.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  window.localStorage.clear();
  window.sessionStorage.clear();
});
