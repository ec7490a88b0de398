/**
 * Addresses that leave the site, set at build time through PUBLIC_*
 * variables (see .env.example). The defaults are NourishWell's own demo values.
 */
const env = import.meta.env as Record<string, string | undefined>;

const pick = (key: string, fallback: string) => {
  const value = env[key]?.trim();
  return value ? value : fallback;
};

/** Digits only, with country code (wa.me format). */
const whatsappNumber = pick('PUBLIC_WHATSAPP_NUMBER', '919999999999').replace(/\D/g, '');

export const siteConfig = {
  whatsappNumber,
  whatsappUrl: `https://wa.me/${whatsappNumber}?text=${encodeURIComponent('Hello NourishWell, I would like to know more about your plans.')}`,
  social: [
    { name: 'Facebook', url: pick('PUBLIC_FACEBOOK_URL', 'https://www.facebook.com/nourishwell') },
    {
      name: 'Instagram',
      url: pick('PUBLIC_INSTAGRAM_URL', 'https://www.instagram.com/nourishwell'),
    },
    { name: 'YouTube', url: pick('PUBLIC_YOUTUBE_URL', 'https://www.youtube.com/@nourishwell') },
    {
      name: 'LinkedIn',
      url: pick('PUBLIC_LINKEDIN_URL', 'https://www.linkedin.com/company/nourishwell'),
    },
  ],
  meetingUrl: pick('PUBLIC_MEETING_URL', 'https://meet.google.com/new'),
} as const;
