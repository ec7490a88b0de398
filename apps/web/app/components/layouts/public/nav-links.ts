/** The public pages' header navigation: landing anchors first, then pages. */
export const sectionLinks = [
  { label: 'Home', to: '/#home' },
  { label: 'Pricing', to: '/#package' },
  { label: 'Services', to: '/#services' },
  { label: 'Testimonials', to: '/#testimonials' },
  { label: 'Our Team', to: '/#our-team' },
] as const;

export const pageLinks = [
  { label: 'Blogs', to: '/blogs' },
  { label: 'Calculator', to: '/calculator' },
  { label: 'About us', to: '/aboutus' },
  { label: 'Reach out to us', to: '/reachout' },
] as const;

export const navLinks = [...sectionLinks, ...pageLinks];
