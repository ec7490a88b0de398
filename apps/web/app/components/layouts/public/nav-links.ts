import type { MessageKey } from '@nourishwell/shared';

/** The public pages' header navigation: landing anchors first, then pages (English paths). */
export const sectionLinks = [
  { label: 'public.nav.home', to: '/#home' },
  { label: 'public.nav.pricing', to: '/#package' },
  { label: 'public.nav.services', to: '/#services' },
  { label: 'public.nav.testimonials', to: '/#testimonials' },
  { label: 'public.nav.team', to: '/#our-team' },
] as const satisfies readonly { label: MessageKey; to: string }[];

export const pageLinks = [
  { label: 'public.nav.blogs', to: '/blogs' },
  { label: 'public.nav.calculator', to: '/calculator' },
  { label: 'public.nav.about', to: '/aboutus' },
  { label: 'public.nav.reachOut', to: '/reachout' },
] as const satisfies readonly { label: MessageKey; to: string }[];

export const navLinks = [...sectionLinks, ...pageLinks];
