import { services } from '#web/features/marketing/content/services.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { SectionHeading } from './section-heading.tsx';
import { ServiceFlipCard } from './service-flip-card.tsx';

export function ServicesSection() {
  const t = useT();
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="scroll-mt-20 bg-white px-4 py-16"
    >
      <SectionHeading
        id="services-title"
        tag={t('public.services.tag')}
        title={t('public.services.title')}
        text={t('public.services.text')}
      />
      <ul className="mx-auto grid max-w-7xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => (
          <ServiceFlipCard key={service.id} service={service} />
        ))}
      </ul>
    </section>
  );
}
