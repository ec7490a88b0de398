import type { AppDeps } from '#api/app-deps.ts';
import * as repo from './notification-log.repository.ts';

/** A page of the admin's list of sent messages when the query names none. */
const LOG_PAGE = 50;

/** The admin's list of sent messages (issue 17), newest first. */
export const notificationLog = (deps: AppDeps, page: { limit?: number; offset?: number }) =>
  repo.notificationLog(deps.db, page.limit ?? LOG_PAGE, page.offset ?? 0);
