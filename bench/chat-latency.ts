// Messaging latency: from just before a nutritionist's send to the client's open event
// stream showing it, one message at a time.
export interface LatencyResult {
  messages: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function chatLatency(options: {
  base: string;
  nutritionistToken: string;
  nutritionistId: number;
  clientToken: string;
  clientId: number;
  count: number;
}): Promise<LatencyResult> {
  const controller = new AbortController();
  const response = await fetch(`${options.base}/api/events`, {
    headers: { authorization: `Bearer ${options.clientToken}` },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`event stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let waiting: (() => void) | undefined;
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        // One resolve per complete message event.
        while (buffer.includes('event: message')) {
          buffer = buffer.slice(buffer.indexOf('event: message') + 'event: message'.length);
          waiting?.();
        }
      }
    } catch {
      // Aborted at the end.
    }
  })();

  const times: number[] = [];
  try {
    for (let i = 0; i < options.count; i += 1) {
      const arrived = new Promise<void>((resolve, reject) => {
        waiting = resolve;
        setTimeout(() => reject(new Error('a message took over 10 s to arrive')), 10_000).unref();
      });
      const started = performance.now();
      const sent = await fetch(`${options.base}/api/nuts/sendMessage`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.nutritionistToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          nId: options.nutritionistId,
          cId: options.clientId,
          content: `Latency probe ${i}`,
        }),
      });
      if (!sent.ok) throw new Error(`send failed: ${sent.status}`);
      await arrived;
      times.push(performance.now() - started);
    }
  } finally {
    controller.abort();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => +n.toFixed(1);
  return {
    messages: times.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
  };
}
