/**
 * Every island of the static public pages (decision 022): its name, as written in the
 * page's HTML, and how the islands runtime fetches its component. Only the runtime imports
 * this file; pages name an island through `<Island>`, which checks the name and the
 * component against it by type alone.
 */
export const islands = {
  plans: () =>
    import('#web/features/marketing/components/plans-section.tsx').then((m) => m.PlansSection),
  team: () =>
    import('#web/features/marketing/components/team-section.tsx').then((m) => m.TeamSection),
  calculator: () =>
    import('#web/features/calculator/calculator-form.tsx').then((m) => m.CalculatorForm),
  signup: () => import('#web/features/enquiries/signup-form.tsx').then((m) => m.SignupForm),
  reachout: () => import('#web/features/enquiries/reach-out-form.tsx').then((m) => m.ReachOutForm),
  'forgot-password': () =>
    import('#web/features/auth/forgot-password-form.tsx').then((m) => m.ForgotPasswordForm),
  'data-concern': () =>
    import('#web/features/privacy/grievances/data-concern-form.tsx').then((m) => m.DataConcernForm),
  'notice-retention': () =>
    import('#web/features/privacy/consent/privacy-notice-page.tsx').then((m) => m.RetentionPeriod),
  'notice-contact': () =>
    import('#web/features/privacy/consent/privacy-notice-page.tsx').then((m) => m.NoticeContact),
};

export type IslandName = keyof typeof islands;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]>>;
