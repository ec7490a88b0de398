/**
 * Every island of the static public pages (decision 022): its name, as written in the
 * page's HTML, and how the islands runtime fetches its component. Only the runtime imports
 * this file; pages name an island through `<Island>`, which checks the name and the
 * component against it by type alone.
 */
export const islands = {
  plans: () =>
    import('../features/marketing/components/plans-section.tsx').then((m) => m.PlansSection),
  team: () =>
    import('../features/marketing/components/team-section.tsx').then((m) => m.TeamSection),
  calculator: () =>
    import('../features/calculator/calculator-form.tsx').then((m) => m.CalculatorForm),
  signup: () => import('../features/enquiries/signup-form.tsx').then((m) => m.SignupForm),
  reachout: () => import('../features/enquiries/reach-out-form.tsx').then((m) => m.ReachOutForm),
  'forgot-password': () =>
    import('../features/auth/forgot-password-form.tsx').then((m) => m.ForgotPasswordForm),
  'data-concern': () =>
    import('../features/privacy/grievances/data-concern-form.tsx').then((m) => m.DataConcernForm),
  'notice-retention': () =>
    import('../features/privacy/consent/privacy-notice-page.tsx').then((m) => m.RetentionPeriod),
  'notice-contact': () =>
    import('../features/privacy/consent/privacy-notice-page.tsx').then((m) => m.NoticeContact),
};

export type IslandName = keyof typeof islands;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]>>;
