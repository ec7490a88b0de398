/**
 * The parts of the WhatsApp Cloud platform's webhook post we read, by its documented shape:
 * `entry[].changes[].value` holds `contacts`, `messages` (what people sent the business)
 * and `statuses` (what became of what the business sent). Anything else, or a part not
 * shaped as documented, is passed over: the post is still answered 200, or the platform
 * would deliver it again and again.
 */
export interface WebhookPost {
  incoming: Array<{
    from: string;
    wamid: string;
    at: Date;
    content: string;
    profileName: string | null;
  }>;
  statuses: Array<{
    providerMessageId: string;
    status: 'sent' | 'delivered' | 'read' | 'failed';
    at: Date;
    reason?: string;
  }>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

/** What the chat stores, at most 4,000 characters as every message. */
const MAX_CONTENT = 4000;
/** Kinds whose media may carry a caption the nutritionist should read. */
const CAPTIONED = new Set(['image', 'video', 'document']);
const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/** The platform's Unix seconds; a missing, odd or future time is the moment it arrived. */
function instant(value: unknown, now: Date): Date {
  const seconds = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  const at = new Date(seconds * 1000);
  return Number.isNaN(at.getTime()) || at > now ? now : at;
}

/**
 * Her text, or a placeholder in brackets for what is not text ("[image] caption",
 * "[voice]"): language-neutral, so the thread shows something whatever she sent.
 */
function contentOf(message: Json): string {
  const type = text(message.type, 30) ?? 'message';
  const kind = /^[a-z_]+$/.test(type) ? type : 'message';
  const part = isObject(message[kind]) ? (message[kind] as Json) : {};
  if (kind === 'text') return (text(part.body, 100_000) ?? '[text]').slice(0, MAX_CONTENT);
  const caption = CAPTIONED.has(kind) ? text(part.caption, 100_000) : undefined;
  const label = kind === 'audio' && part.voice === true ? 'voice' : kind;
  return (caption ? `[${label}] ${caption}` : `[${label}]`).slice(0, MAX_CONTENT);
}

function failureOf(status: Json): string | undefined {
  const error = objects(status.errors)[0];
  if (!error) return undefined;
  const code = typeof error.code === 'number' ? `${error.code}: ` : '';
  return `${code}${text(error.title, 200) ?? 'failed'}`.slice(0, 200);
}

/** Reads a post already proved the platform's; `now` stands in for missing times. */
export function readWebhookPost(body: unknown, now: Date): WebhookPost {
  const post: WebhookPost = { incoming: [], statuses: [] };
  for (const entry of objects(isObject(body) ? body.entry : undefined))
    for (const change of objects(entry.changes)) {
      const value = isObject(change.value) ? change.value : {};
      const contacts = objects(value.contacts);
      for (const message of objects(value.messages)) {
        const from = text(message.from, 15);
        const wamid = text(message.id, 200);
        if (!from || !/^\d{8,15}$/.test(from) || !wamid) continue;
        const contact = contacts.find((c) => c.wa_id === from) ?? contacts[0];
        const profile = isObject(contact?.profile) ? contact.profile : {};
        post.incoming.push({
          from,
          wamid,
          at: instant(message.timestamp, now),
          content: contentOf(message),
          profileName: text(profile.name, 200) ?? null,
        });
      }
      for (const status of objects(value.statuses)) {
        const id = text(status.id, 200);
        const state = text(status.status, 20);
        if (!id || !state || !STATUSES.has(state)) continue;
        post.statuses.push({
          providerMessageId: id,
          status: state as WebhookPost['statuses'][number]['status'],
          at: instant(status.timestamp, now),
          reason: state === 'failed' ? failureOf(status) : undefined,
        });
      }
    }
  return post;
}
