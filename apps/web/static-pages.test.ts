import { describe, expect, it } from 'vitest';
import { staticPageHtml, STATIC_PAGES } from './static-pages.ts';

/*
 * Samples shaped like React Router's prerendered output (build/client/login/index.html):
 * modulepreloads in the head; in the body the scroll-restoration script, the router
 * context, the inline module that imports the routes, React's streaming scripts ($RC, $RT)
 * and the stream's close. Each page is written as the parts that must stay, with the parts
 * that must go between them, so the expected output is the page without them, byte for byte.
 */
const RUNTIME = '/islands/islands-BfyG8o0m.js';
const RUNTIME_TAG = `<script type="module" src="${RUNTIME}"></script>`;

const headStart =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="stylesheet" href="/assets/app-D7wQB5tY.css" data-precedence="default"/>' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
  '<link rel="manifest" href="/manifest.webmanifest"/>' +
  '<title>Terms and conditions | NourishWell</title>' +
  '<meta name="description" content="The terms of NourishWell’s service."/>';

const modulePreloads =
  '<link rel="modulepreload" href="/assets/manifest-b5e632cf.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-D2Z49j-V.js"/>' +
  '<link rel="modulepreload" href="/assets/react-dom-BZkuELx2.js"/>';

const ldJson =
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization",' +
  '"name":"NourishWell","url":"https://nourishwell.example"}</script>';

const bodyStart =
  '<body class="min-h-dvh font-sans"><div class="flex min-h-dvh flex-col">' +
  '<a class="block bg-amber-300" href="/signup" data-discover="true"><strong>Lightning Deal:</strong> ' +
  'flat ₹1,000 off</a><main id="main"><h1>Terms and conditions</h1><p>Plans &amp; payment.</p></main></div>';

const scrollRestoration = `<script>((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, "");
    }
  })("react-router-scroll-positions", null)</script>`;

const routerContext =
  '<script>window.__reactRouterContext = {"basename":"/","ssr":false,"isSpaMode":false};' +
  'window.__reactRouterContext.stream = new ReadableStream({start(controller){' +
  'window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>';

const routeModules = `<script type="module" async="">import "/assets/manifest-b5e632cf.js";
import * as route0 from "/assets/root-BTrJ_xT7.js";
import * as route1 from "/assets/terms-C3xq1.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/terms":route1};

import("/assets/entry.client-D2Z49j-V.js");</script>`;

const suspenseBoundary = '<!--$?--><template id="B:0"></template><!--/$-->';

// React's streaming: its scripts go, the (here empty) hidden holder it streams into stays.
const streamHolder = '<div hidden id="S:0"></div>';
const reactStreaming =
  '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>' +
  '<div hidden id="S:0">' +
  '<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",{}]\\n");</script>' +
  '</div>' +
  '<script>$RB=[];$RC=function(b,c){b=document.getElementById(b);c=document.getElementById(c)};$RC("B:0","S:0")</script>' +
  '<script>window.__reactRouterContext.streamController.close();</script>';

const end = '</body></html>';

const island =
  '<div data-island="calculator" data-load="interaction" class="contents">' +
  '<form aria-label="BMI and BMR calculator"><input type="number" name="age" value=""/>' +
  '<button type="submit">Calculate BMI</button></form></div>';

const islandWithProps =
  '<div data-island="notice-contact" data-load="visible" ' +
  'data-props="{&quot;email&quot;:&quot;privacy@nourishwell.test&quot;}" class="contents">' +
  '<p>Write to privacy@nourishwell.test</p></div>';

const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

describe('a prerendered public page made static', () => {
  it('loses React Router’s inline scripts, its module script and every modulepreload, and nothing else', () => {
    const html =
      headStart +
      modulePreloads +
      '</head>' +
      bodyStart +
      scrollRestoration +
      routerContext +
      routeModules +
      suspenseBoundary +
      reactStreaming +
      end;

    const result = staticPageHtml(html, RUNTIME);

    expect(result).toBe(headStart + '</head>' + bodyStart + suspenseBoundary + streamHolder + end);
  });

  it('gets no script at all when it has no island', () => {
    const html =
      headStart + modulePreloads + '</head>' + bodyStart + routerContext + routeModules + end;

    const result = staticPageHtml(html, RUNTIME);

    expect(scriptTags(result)).toEqual([]);
    expect(result).not.toContain('modulepreload');
    expect(result).not.toContain('/assets/entry.client');
    expect(result).not.toContain(RUNTIME);
  });

  it('gets exactly one script, the islands runtime, at the end of its head when it has an island', () => {
    const html =
      headStart +
      modulePreloads +
      '</head>' +
      bodyStart +
      island +
      scrollRestoration +
      routerContext +
      routeModules +
      reactStreaming +
      end;

    const result = staticPageHtml(html, RUNTIME);

    expect(scriptTags(result)).toEqual([`<script type="module" src="${RUNTIME}">`]);
    expect(result).toBe(
      headStart + RUNTIME_TAG + '</head>' + bodyStart + island + streamHolder + end,
    );
  });

  it('gets one runtime script however many islands it has', () => {
    const html =
      headStart +
      modulePreloads +
      '</head>' +
      bodyStart +
      island +
      islandWithProps +
      routeModules +
      end;

    const result = staticPageHtml(html, RUNTIME);

    expect(result.split(RUNTIME_TAG)).toHaveLength(2);
    expect(result).toBe(
      headStart + RUNTIME_TAG + '</head>' + bodyStart + island + islandWithProps + end,
    );
  });

  it('keeps its structured data (ld+json) where it was, with or without islands', () => {
    const plain = headStart + ldJson + modulePreloads + '</head>' + bodyStart + routeModules + end;
    expect(staticPageHtml(plain, RUNTIME)).toBe(headStart + ldJson + '</head>' + bodyStart + end);

    const withIsland =
      headStart + modulePreloads + '</head>' + bodyStart + island + ldJson + routerContext + end;
    expect(staticPageHtml(withIsland, RUNTIME)).toBe(
      headStart + RUNTIME_TAG + '</head>' + bodyStart + island + ldJson + end,
    );
  });

  it('is left as it is when it has no framework script, preload or island', () => {
    const html = headStart + ldJson + '</head>' + bodyStart + suspenseBoundary + streamHolder + end;
    expect(staticPageHtml(html, RUNTIME)).toBe(html);
  });
});

describe('the static pages', () => {
  it('are the public pages but /login, which stays the dashboards’ app', () => {
    expect(STATIC_PAGES).toContain('/');
    expect(STATIC_PAGES).toContain('/terms');
    expect(STATIC_PAGES).toContain('/blogs/3');
    expect(STATIC_PAGES).not.toContain('/login');
  });
});
