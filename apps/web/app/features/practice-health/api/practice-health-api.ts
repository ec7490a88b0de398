import { apiQuery } from '#web/lib/api.ts';

/** The admin's Practice health: twelve months of figures (issue 36). */
export const practiceHealthQuery = () => apiQuery('practiceHealth');
