import type { TeamMember } from './types.ts';

/** The team; names and numbers as they are, texts as catalogue keys (`public.team.<name>.*`). */
export const team: readonly TeamMember[] = [
  {
    id: 'lakshmi-narayanan',
    name: 'Dr. Lakshmi Narayanan',
    education: 'public.team.lakshmi.education',
    years: 15,
    clients: '20,000+',
    expertise: [
      'public.team.lakshmi.expertise1',
      'public.team.lakshmi.expertise2',
      'public.team.lakshmi.expertise3',
    ],
    awards: ['public.team.lakshmi.award1'],
    approach: 'public.team.lakshmi.approach',
    initials: 'LN',
  },
  {
    id: 'asha-menon',
    name: 'Asha Menon',
    education: 'public.team.asha.education',
    years: 7,
    clients: '10,000+',
    expertise: [
      'public.team.asha.expertise1',
      'public.team.asha.expertise2',
      'public.team.asha.expertise3',
    ],
    approach: 'public.team.asha.approach',
    initials: 'AM',
  },
  {
    id: 'ravi-kulkarni',
    name: 'Ravi Kulkarni',
    education: 'public.team.ravi.education',
    years: 6,
    clients: '5,000+',
    expertise: [
      'public.team.ravi.expertise1',
      'public.team.ravi.expertise2',
      'public.team.ravi.expertise3',
    ],
    awards: ['public.team.ravi.award1'],
    initials: 'RK',
  },
  {
    id: 'zoya-khan',
    name: 'Zoya Khan',
    education: 'public.team.zoya.education',
    years: 5,
    clients: '3,000+',
    expertise: [
      'public.team.zoya.expertise1',
      'public.team.zoya.expertise2',
      'public.team.zoya.expertise3',
    ],
    approach: 'public.team.zoya.approach',
    initials: 'ZK',
  },
  {
    id: 'arvind-reddy',
    name: 'Arvind Reddy',
    education: 'public.team.arvind.education',
    years: 4,
    clients: '1,000+',
    expertise: [
      'public.team.arvind.expertise1',
      'public.team.arvind.expertise2',
      'public.team.arvind.expertise3',
    ],
    initials: 'AR',
  },
];
