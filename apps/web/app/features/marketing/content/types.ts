import type { MessageKey } from '@nourishwell/shared';

/** A feature card: its title and text are catalogue keys. */
export interface FeatureCard {
  title: MessageKey;
  value: MessageKey;
  hasAction: boolean;
}

/** A service card: its texts are catalogue keys; `tools` are not shown (yet), so English. */
export interface ServiceCard {
  id: string;
  title: MessageKey;
  shortDesc: MessageKey;
  whatYouGet: MessageKey;
  coach: MessageKey;
  whatWillBeCovered: MessageKey[];
  tools: string[];
  colors: { from: string; to: string };
}

/** A client's words (a catalogue key), under her name. */
export interface Testimonial {
  text: MessageKey;
  name: string;
  initials: string;
}

/** A nutritionist of the team: names and numbers as they are, texts as catalogue keys. */
export interface TeamMember {
  id: string;
  name: string;
  education: MessageKey;
  /** Years of experience, shown as "15+ years". */
  years: number;
  clients: string;
  expertise: MessageKey[];
  awards?: MessageKey[];
  approach?: MessageKey;
  initials: string;
}

/** A plan on the landing page; its texts are catalogue keys (`public.plans.*`), with values. */
export interface PricingPlan {
  id: 'silver' | 'gold' | 'contact-sales';
  /** The plan's name as payments know it (PRICED_PLANS), in English. */
  name: string;
  /** Its name as the page shows it, in the page's language. */
  label: MessageKey;
  price: number;
  originalPrice?: number;
  /** The highlighted plan, with its "Best Value" badge. */
  bestValue?: true;
  period: { key: MessageKey; values?: Record<string, number> };
  features: { key: MessageKey; values?: Record<string, number> }[];
  note?: MessageKey;
}
