import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { whatsappWindowAfter, type WhatsappWindowState } from '#api/lib/whatsapp-window.ts';
import { lastWhatsappFrom } from './messages.repository.ts';

/** Whether the client's WhatsApp window with her nutritionist is open now, and until when. */
export async function whatsappWindowOf(
  deps: Pick<AppDeps, 'clock'>,
  db: Executor,
  clientId: number,
  nutritionistId: number,
): Promise<WhatsappWindowState> {
  const last = await lastWhatsappFrom(db, clientId, nutritionistId);
  return whatsappWindowAfter(last, deps.clock.now());
}
