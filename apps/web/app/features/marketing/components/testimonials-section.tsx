import { testimonials } from '#web/features/marketing/content/testimonials.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import type { Testimonial } from '#web/features/marketing/content/types.ts';
import { SectionHeading } from './section-heading.tsx';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useT();
  return (
    <figure className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <blockquote className="text-stone-800">“{t(testimonial.text)}”</blockquote>
      <figcaption className="mt-4 flex items-center gap-3">
        <span
          aria-hidden
          className="flex h-10 w-10 items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-900"
        >
          {testimonial.initials}
        </span>
        <span>
          <span className="block font-semibold text-stone-900">{testimonial.name}</span>
          <span className="block text-sm text-stone-600">{t('public.testimonials.client')}</span>
        </span>
      </figcaption>
    </figure>
  );
}

interface ColumnProps {
  items: readonly Testimonial[];
  seconds: number;
  className?: string;
}

/**
 * One endlessly scrolling column: the list twice, moved up by half its height per
 * loop. Hover pauses it; with reduced motion it stands still.
 */
function TestimonialColumn({ items, seconds, className = '' }: ColumnProps) {
  return (
    <div className={`overflow-hidden ${className}`}>
      <div
        className="flex flex-col gap-5 pb-5 hover:[animation-play-state:paused] motion-safe:animate-[scroll-up_linear_infinite]"
        style={{ animationDuration: `${seconds}s` }}
      >
        {[0, 1].map((copy) => (
          <ul
            key={copy}
            aria-hidden={copy === 1 || undefined}
            className={`flex flex-col gap-5 ${copy === 1 ? 'motion-reduce:hidden' : ''}`}
          >
            {items.map((testimonial) => (
              <li key={testimonial.name}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}

export function TestimonialsSection() {
  const first = testimonials.slice(0, 3);
  const second = testimonials.slice(3, 5);
  const third = testimonials.slice(5);
  const t = useT();
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="scroll-mt-20 px-4 py-16"
    >
      <SectionHeading
        id="testimonials-title"
        tag={t('public.testimonials.tag')}
        title={t('public.testimonials.title')}
        text={t('public.testimonials.text')}
      />
      <div className="mx-auto grid max-h-[738px] max-w-6xl gap-5 overflow-hidden [mask-image:linear-gradient(to_bottom,transparent,black_8%,black_92%,transparent)] motion-reduce:max-h-none motion-reduce:[mask-image:none] md:grid-cols-2 lg:grid-cols-3">
        <TestimonialColumn items={first} seconds={15} />
        <TestimonialColumn items={second} seconds={19} className="hidden md:block" />
        <TestimonialColumn items={third} seconds={17} className="hidden lg:block" />
      </div>
    </section>
  );
}
