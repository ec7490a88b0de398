import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { lastWhatsappFrom } from './messages.repository.ts';

/** WhatsApp lets a business answer in free text for 24 hours after the person's last message. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether the client's WhatsApp window with her nutritionist is open now, and until when. */
export async function whatsappWindowOf(
  deps: Pick<AppDeps, 'clock'>,
  db: Executor,
  clientId: number,
  nutritionistId: number,
): Promise<{ open: boolean; until: Date | null }> {
  const last = await lastWhatsappFrom(db, clientId, nutritionistId);
  if (!last) return { open: false, until: null };
  const until = new Date(last.getTime() + WHATSAPP_WINDOW_MS);
  return until > deps.clock.now() ? { open: true, until } : { open: false, until: null };
}
