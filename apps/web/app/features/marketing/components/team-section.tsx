import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { team } from '#web/features/marketing/content/team.ts';
import { say, type IslandTexts } from '#web/lib/i18n/island-texts.tsx';
import { SectionHeading } from './section-heading.tsx';

const STEP = 300;

/**
 * The landing page's team: a horizontal carousel, ±300 px per button press; touch and arrow
 * keys scroll it too. An island (decision 022): its texts come as a prop, in the page's
 * language (`public.team.*`; see island-texts.tsx).
 */
export function TeamSection({ texts }: { texts: IslandTexts }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * STEP, behavior: 'smooth' });

  return (
    <section
      id="our-team"
      aria-labelledby="team-title"
      className="scroll-mt-20 bg-white px-4 py-16"
    >
      <SectionHeading
        id="team-title"
        tag={say(texts, 'public.team.tag')}
        title={say(texts, 'public.team.title')}
        text={say(texts, 'public.team.text')}
      />
      <div className="mx-auto max-w-7xl">
        <div className="mb-4 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => scroll(-1)}
            aria-label={say(texts, 'public.team.previous')}
            className="flex h-11 w-11 items-center justify-center rounded-full border border-stone-300 bg-white hover:bg-stone-100"
          >
            <ChevronLeft aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            aria-label={say(texts, 'public.team.next')}
            className="flex h-11 w-11 items-center justify-center rounded-full border border-stone-300 bg-white hover:bg-stone-100"
          >
            <ChevronRight aria-hidden />
          </button>
        </div>
        <ul
          ref={track}
          tabIndex={0}
          aria-label={say(texts, 'public.team.track')}
          className="flex gap-5 overflow-x-auto pb-4"
          data-testid="team-track"
        >
          {team.map((member) => (
            <li
              key={member.id}
              className="w-72 shrink-0 rounded-2xl border border-stone-200 bg-stone-50 p-6"
            >
              <span
                aria-hidden
                className="mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-emerald-700 text-xl font-bold text-white"
              >
                {member.initials}
              </span>
              <h3 className="text-lg font-semibold text-stone-900">{member.name}</h3>
              <p className="text-sm text-stone-700">{say(texts, member.education)}</p>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div className="rounded-lg bg-white p-2">
                  <dt className="text-stone-600">{say(texts, 'public.team.experience')}</dt>
                  <dd className="font-semibold text-stone-900">
                    {say(texts, 'public.team.years', { years: member.years })}
                  </dd>
                </div>
                <div className="rounded-lg bg-white p-2">
                  <dt className="text-stone-600">{say(texts, 'public.team.clients')}</dt>
                  <dd className="font-semibold text-stone-900">{member.clients}</dd>
                </div>
              </dl>
              <ul className="mt-3 flex flex-wrap gap-1.5">
                {member.expertise.map((area) => (
                  <li
                    key={area}
                    className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-900"
                  >
                    {say(texts, area)}
                  </li>
                ))}
              </ul>
              {member.approach && (
                <p className="mt-3 text-sm text-stone-700">{say(texts, member.approach)}</p>
              )}
              {member.awards?.map((award) => (
                <p key={award} className="mt-2 text-sm font-medium text-amber-800">
                  ★ {say(texts, award)}
                </p>
              ))}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
