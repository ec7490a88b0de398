import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiServer } from './screen.tsx';

/**
 * `method /api<path>` answers `reply` (with `status`) and keeps the JSON body of each
 * request it got (null when it had none), so a test can say exactly what the screen sent
 * and to which address (only this path is answered; any other call fails the test).
 */
export function recordCalls(
  method: 'post' | 'put' | 'delete',
  path: string,
  reply: JsonBodyType,
  status = 200,
): unknown[] {
  const sent: unknown[] = [];
  apiServer.use(
    http[method](`*/api${path}`, async ({ request }) => {
      const text = await request.text();
      sent.push(text ? JSON.parse(text) : null);
      return HttpResponse.json(reply, { status });
    }),
  );
  return sent;
}
