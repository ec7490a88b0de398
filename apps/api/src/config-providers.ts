import { z } from 'zod';

/**
 * Issue 36: the messaging providers' environment (decision 032). Credentials live here,
 * never in the practice's settings; each provider's variables go together or not at all.
 */
export const providerEnvShape = {
  /** Meta's Graph API; tests and the e2e server point it at a local stand-in. */
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must be a Graph API version such as v21.0')
    .default('v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be digits')
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(16).optional(),
  /** Exotel: https://api.exotel.com (Singapore) or https://api.in.exotel.com (Mumbai). */
  EXOTEL_API_URL: z.url().default('https://api.exotel.com'),
  EXOTEL_ACCOUNT_SID: z.string().min(2).optional(),
  EXOTEL_API_KEY: z.string().min(4).optional(),
  EXOTEL_API_TOKEN: z.string().min(4).optional(),
  /**
   * A secret of ours in the delivery-report address Exotel calls back (its reports are not
   * signed); without it no report is asked for and SMS rows stay "sent".
   */
  EXOTEL_STATUS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, 'must be 24 to 128 letters, digits, - or _')
    .optional(),
};

type ProviderEnv = z.output<z.ZodObject<typeof providerEnvShape>>;

export interface ProvidersConfig {
  whatsapp:
    { baseUrl: string; version: string; phoneNumberId: string; accessToken: string } | undefined;
  exotel:
    | {
        baseUrl: string;
        accountSid: string;
        apiKey: string;
        apiToken: string;
        statusToken: string | null;
      }
    | undefined;
}

/** The configured providers, or the one line that says which variables are missing. */
export function providersFrom(e: ProviderEnv): ProvidersConfig | string {
  const whatsapp = [e.WHATSAPP_PHONE_NUMBER_ID, e.WHATSAPP_ACCESS_TOKEN];
  if (whatsapp.some(Boolean) && !whatsapp.every(Boolean))
    return 'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN go together: set both or neither';
  const exotel = [e.EXOTEL_ACCOUNT_SID, e.EXOTEL_API_KEY, e.EXOTEL_API_TOKEN];
  if (exotel.some(Boolean) && !exotel.every(Boolean))
    return 'EXOTEL_ACCOUNT_SID, EXOTEL_API_KEY and EXOTEL_API_TOKEN go together: set all three or none';
  return {
    whatsapp:
      e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_ACCESS_TOKEN
        ? {
            baseUrl: e.WHATSAPP_API_URL,
            version: e.WHATSAPP_API_VERSION,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            accessToken: e.WHATSAPP_ACCESS_TOKEN,
          }
        : undefined,
    exotel:
      e.EXOTEL_ACCOUNT_SID && e.EXOTEL_API_KEY && e.EXOTEL_API_TOKEN
        ? {
            baseUrl: e.EXOTEL_API_URL,
            accountSid: e.EXOTEL_ACCOUNT_SID,
            apiKey: e.EXOTEL_API_KEY,
            apiToken: e.EXOTEL_API_TOKEN,
            statusToken: e.EXOTEL_STATUS_TOKEN ?? null,
          }
        : undefined,
  };
}
