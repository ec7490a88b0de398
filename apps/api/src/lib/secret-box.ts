import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Small secrets kept in the database encrypted (issue 18: the two-factor secrets), with
 * AES-256-GCM: a copy of the database alone does not give anyone the codes. The key is
 * TOTP_ENCRYPTION_KEY when set, else derived from the JWT secret with HKDF-SHA256, so a
 * deployment without the extra variable still never stores a secret in the clear.
 */
export interface SecretBox {
  seal: (plain: string) => string;
  /** The sealed text's plain text, or null when it was not sealed with this key. */
  open: (sealed: string) => string | null;
}

/** Fixed, so the same JWT secret always derives the same key (and no other key). */
const HKDF_INFO = 'nourishwell/totp-secret-box/v1';
const VERSION = 'v1';

export function secretBoxKey(totpKey: string | undefined, jwtSecret: string): Buffer {
  if (totpKey) {
    // A 64-character hex key is used as is; anything else is stretched to 32 bytes.
    if (/^[0-9a-f]{64}$/i.test(totpKey)) return Buffer.from(totpKey, 'hex');
    return Buffer.from(hkdfSync('sha256', totpKey, '', HKDF_INFO, 32));
  }
  return Buffer.from(hkdfSync('sha256', jwtSecret, '', HKDF_INFO, 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret box needs a 32-byte key');
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open: (sealed) => {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
