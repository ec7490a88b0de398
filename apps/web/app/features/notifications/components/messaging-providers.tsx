import type { MessageKey, MessagingSettingsView, TEMPLATE_PARAMS } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

type Param = (typeof TEMPLATE_PARAMS)[keyof typeof TEMPLATE_PARAMS][number];

/** Each template variable as the admin reads it ({{2}} "session time" …). */
export const paramKeys: Record<Param, MessageKey> = {
  name: 'admin.messaging.param.name',
  when: 'admin.messaging.param.when',
  nutritionist: 'admin.messaging.param.nutritionist',
  link: 'admin.messaging.param.link',
  package: 'admin.messaging.param.package',
  until: 'admin.messaging.param.until',
  form: 'admin.messaging.param.form',
  days: 'admin.messaging.param.days',
  test: 'admin.messaging.param.test',
  amount: 'admin.messaging.param.amount',
  from: 'admin.messaging.param.from',
  to: 'admin.messaging.param.to',
  plan: 'admin.messaging.param.plan',
  reference: 'admin.messaging.param.reference',
};

const PROVIDERS = [
  ['whatsappCloud', 'admin.messaging.provider.whatsappCloud'],
  ['exotelSms', 'admin.messaging.provider.exotelSms'],
  ['webhook', 'admin.messaging.provider.webhook'],
] as const satisfies ReadonlyArray<[keyof MessagingSettingsView['providers'], MessageKey]>;

/** Which providers the server's environment configures (set by whoever runs the server). */
export function ProviderBadges({ providers }: { providers: MessagingSettingsView['providers'] }) {
  const t = useT();
  return (
    <ul aria-label={t('admin.messaging.providers')} className="flex flex-wrap gap-2">
      {PROVIDERS.map(([key, label]) => (
        <li key={key}>
          <Badge tone={providers[key] ? 'green' : 'grey'}>
            {t(providers[key] ? 'admin.messaging.provider.on' : 'admin.messaging.provider.off', {
              provider: t(label),
            })}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
