import { performance } from 'node:perf_hooks';

/** An open event stream: what it has received so far, and a way to wait for more. */
export async function openStream(baseUrl: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers, signal: controller.signal });
  let text = '';
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
      }
    } catch {
      // Aborted at the end of the test.
    }
  })();
  return {
    response,
    received: () => text,
    async waitFor(pattern: RegExp, timeoutMs = 3000) {
      // Elapsed time, on the monotonic clock: not the app's "now".
      const started = performance.now();
      while (!pattern.test(text)) {
        if (performance.now() - started > timeoutMs)
          throw new Error(`stream did not show ${pattern}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => controller.abort(),
  };
}
