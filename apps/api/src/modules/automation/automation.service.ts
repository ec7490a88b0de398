import { automationMessages, type AutomationRules } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { badRequest } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import { practiceForm } from '#api/modules/intake-forms/intake-forms.service.ts';
import * as repo from './automation.repository.ts';

/** GET /admin/automation-rules */
export const automationRules = (deps: AppDeps): Promise<AutomationRules> => repo.readRules(deps.db);

/** The rules as they stand, for another module's round (the renewal reminders). */
export const automationRulesOf = (db: Executor): Promise<AutomationRules> => repo.readRules(db);

/**
 * PUT /admin/automation-rules (issue 36). The check-in's form must be one of the
 * practice's own, in use; the change is audited like the booking rules.
 */
export async function saveAutomationRules(
  deps: AppDeps,
  actor: Actor,
  rules: AutomationRules,
): Promise<AutomationRules> {
  return deps.db.transaction(async (tx) => {
    const formId = rules.checkIn.formId;
    if (formId !== null && !(await practiceForm(tx, formId)))
      throw badRequest(automationMessages.formInvalid);
    if (rules.checkIn.enabled && formId === null) throw badRequest(automationMessages.formRequired);
    const before = await repo.readRules(tx);
    await repo.saveRules(tx, rules);
    await audit(tx, actor, 'update', 'practiceSettings', 1, { before, after: rules });
    return repo.readRules(tx);
  });
}
