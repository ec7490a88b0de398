import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { toast } from 'sonner';
import { automationRulesSchema, type AutomationRules, type MessageKey } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  automationRulesQuery,
  checkInFormsQuery,
  useSaveAutomationRules,
} from './automation-api.ts';
import {
  CHECK_IN_HOURS,
  fromAutomationForm,
  toAutomationForm,
  type AutomationFormValues,
} from './automation-form-values.ts';

/**
 * Issue 36, admin settings: which automatic messages the practice sends and when. Each
 * goes once, outside the client's quiet hours, by the channels she allows.
 */
export function AutomationRulesCard() {
  const t = useT();
  const rules = useQuery(automationRulesQuery());
  if (rules.isPending) return <p role="status">{t('automation.loading')}</p>;
  if (rules.isError) return <LoadError error={rules.error} onRetry={() => void rules.refetch()} />;
  return <RulesForm rules={rules.data} />;
}

type Switch = Parameters<UseFormRegister<AutomationFormValues>>[0];

/** The rules that are a switch and nothing more. */
const SIMPLE_RULES: Array<{ name: Switch; label: MessageKey; hint: MessageKey }> = [
  {
    name: 'missedSession.enabled',
    label: 'automation.missedSession',
    hint: 'automation.missedSessionHint',
  },
  { name: 'retestDue.enabled', label: 'automation.retestDue', hint: 'automation.retestDueHint' },
  { name: 'renewal.enabled', label: 'automation.renewal', hint: 'automation.renewalHint' },
  {
    name: 'afterPackageEnds',
    label: 'automation.afterPackageEnds',
    hint: 'automation.afterPackageEndsHint',
  },
];

function RuleSwitch({
  name,
  label,
  hint,
  register,
  children,
}: {
  name: Switch;
  label: string;
  hint: string;
  register: UseFormRegister<AutomationFormValues>;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-3 rounded-lg border border-stone-200 p-3">
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700"
          {...register(name)}
        />
        <span className="min-w-0">
          <span className="block font-medium text-stone-900">{label}</span>
          <span className="block text-sm text-stone-600">{hint}</span>
        </span>
      </label>
      {children}
    </div>
  );
}

function RulesForm({ rules }: { rules: AutomationRules }) {
  const t = useT();
  const save = useSaveAutomationRules();
  const forms = useQuery(checkInFormsQuery());
  const practiceForms = (forms.data ?? []).filter((f) => f.practiceWide && !f.retiredAt);
  const form = useApiForm(automationRulesSchema, toAutomationForm(rules) as never, {
    prepare: (values) => fromAutomationForm(values as unknown as AutomationFormValues),
  });
  const register = form.register as unknown as UseFormRegister<AutomationFormValues>;
  const onSubmit = form.submit(async (body) => {
    const saved = await save.mutateAsync({ body });
    form.reset(toAutomationForm(saved) as never);
    toast.success(t('automation.saved'));
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('automation.form')} className="space-y-4">
      <p className="text-sm text-stone-600">{t('automation.intro')}</p>
      <RuleSwitch
        name="checkIn.enabled"
        label={t('automation.checkIn')}
        hint={t('automation.checkInHint')}
        register={register}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('automation.checkInForm')}
            hint={forms.isError ? t('automation.formsFailed') : undefined}
            {...form.field('checkIn.formId')}
          >
            <option value="">{t('automation.noForm')}</option>
            {practiceForms.map((f) => (
              <option key={f.id} value={f.id}>
                {f.title}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('automation.checkInHour')} {...form.field('checkIn.hour')}>
            {CHECK_IN_HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {`${String(hour).padStart(2, '0')}:00`}
              </option>
            ))}
          </SelectField>
        </div>
      </RuleSwitch>
      <RuleSwitch
        name="journalNudge.enabled"
        label={t('automation.journalNudge')}
        hint={t('automation.journalNudgeHint')}
        register={register}
      >
        <TextField
          type="number"
          inputMode="numeric"
          label={t('automation.journalDays')}
          {...form.field('journalNudge.days')}
        />
      </RuleSwitch>
      {SIMPLE_RULES.map((rule) => (
        <RuleSwitch
          key={rule.name}
          name={rule.name}
          label={t(rule.label)}
          hint={t(rule.hint)}
          register={register}
        />
      ))}
      <FormAlert message={form.failure} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t('automation.saving') : t('automation.save')}
      </Button>
    </form>
  );
}
