import type { MessageKey } from '@nourishwell/shared';

/** /aboutus, as catalogue keys (`public.about.*`): its texts are in each language's catalogue. */
export const about = {
  title: 'public.about.title',
  intro: 'public.about.intro',
  mission: 'public.about.mission',
  story: ['public.about.story1', 'public.about.story2', 'public.about.story3'],
  values: [
    { title: 'public.about.value1Title', text: 'public.about.value1' },
    { title: 'public.about.value2Title', text: 'public.about.value2' },
    { title: 'public.about.value3Title', text: 'public.about.value3' },
    { title: 'public.about.value4Title', text: 'public.about.value4' },
  ],
  howWeWork: [
    { step: 'public.about.step1Title', text: 'public.about.step1' },
    { step: 'public.about.step2Title', text: 'public.about.step2' },
    { step: 'public.about.step3Title', text: 'public.about.step3' },
    { step: 'public.about.step4Title', text: 'public.about.step4' },
  ],
} as const satisfies {
  title: MessageKey;
  intro: MessageKey;
  mission: MessageKey;
  story: readonly MessageKey[];
  values: readonly { title: MessageKey; text: MessageKey }[];
  howWeWork: readonly { step: MessageKey; text: MessageKey }[];
};
