// @ts-expect-error -- a plain script of the repository's own, without type declarations
import { buildWeb, webBuildIsCurrent } from '../../scripts/build-web.mjs';

/**
 * Builds the web app once, before any worker starts its server: each worker's `npm start`
 * would otherwise build a stale app itself, several at once into one folder.
 */
export default function globalSetup() {
  if (webBuildIsCurrent()) return;
  console.info('Building the web app for the journeys…');
  if (!buildWeb({ quiet: true })) throw new Error('The web app failed to build (see above).');
}
