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

/** A sample page: the head's fixed start then `head`, the body's fixed start then `body`. */
const page = (head: string, ...body: string[]) =>
  headStart + head + '</head>' + bodyStart + body.join('') + end;

describe('a prerendered public page made static', () => {
  it('loses React Router’s inline scripts, its module script and every modulepreload, and nothing else', () => {
    const html = page(
      modulePreloads,
      scrollRestoration,
      routerContext,
      routeModules,
      suspenseBoundary,
      reactStreaming,
    );

    const result = staticPageHtml(html, RUNTIME);

    expect(result).toBe(page('', suspenseBoundary, streamHolder));
  });

  it('gets no script at all when it has no island', () => {
    const html = page(modulePreloads, routerContext, routeModules);

    const result = staticPageHtml(html, RUNTIME);

    expect(scriptTags(result)).toEqual([]);
    expect(result).not.toContain('modulepreload');
    expect(result).not.toContain('/assets/entry.client');
    expect(result).not.toContain(RUNTIME);
  });

  it('gets exactly one script, the islands runtime, at the end of its head when it has an island', () => {
    const html = page(
      modulePreloads,
      island,
      scrollRestoration,
      routerContext,
      routeModules,
      reactStreaming,
    );

    const result = staticPageHtml(html, RUNTIME);

    expect(scriptTags(result)).toEqual([`<script type="module" src="${RUNTIME}">`]);
    expect(result).toBe(page(RUNTIME_TAG, island, streamHolder));
  });

  it('gets one runtime script however many islands it has', () => {
    const html = page(modulePreloads, island, islandWithProps, routeModules);

    const result = staticPageHtml(html, RUNTIME);

    expect(result.split(RUNTIME_TAG)).toHaveLength(2);
    expect(result).toBe(page(RUNTIME_TAG, island, islandWithProps));
  });

  it('keeps its structured data (ld+json) where it was, with or without islands', () => {
    const plain = page(ldJson + modulePreloads, routeModules);
    expect(staticPageHtml(plain, RUNTIME)).toBe(page(ldJson));

    const withIsland = page(modulePreloads, island, ldJson, routerContext);
    expect(staticPageHtml(withIsland, RUNTIME)).toBe(page(RUNTIME_TAG, island, ldJson));
  });

  it('is left as it is when it has no framework script, preload or island', () => {
    const html = page(ldJson, suspenseBoundary, streamHolder);
    expect(staticPageHtml(html, RUNTIME)).toBe(html);
  });
});

describe('the static pages', () => {
  it('are the public pages but /login and /hi/login, which stay the dashboards’ app', () => {
    expect(STATIC_PAGES).toContain('/');
    expect(STATIC_PAGES).toContain('/terms');
    expect(STATIC_PAGES).toContain('/blogs/3');
    expect(STATIC_PAGES).not.toContain('/login');
    // The Hindi pages (issue 33) are static pages too.
    expect(STATIC_PAGES).toEqual(expect.arrayContaining(['/hi', '/hi/calculator', '/hi/aboutus']));
    expect(STATIC_PAGES).toEqual(
      expect.arrayContaining(['/hi/signup', '/hi/reachout', '/hi/forgotpassword']),
    );
    expect(STATIC_PAGES).not.toContain('/hi/login');
    // Private to its emailed link, like /resetpassword: rendered in the browser.
    expect(STATIC_PAGES).not.toContain('/hi/resetpassword');
  });
});
