/**
 * The demo practice seeded on first start of the embedded database: two nutritionists,
 * their clients, and enough history (sessions, weigh-ins, meal plans, goals, ratings,
 * a conversation) that every screen has something true to show. All demo accounts use
 * the password below; the README lists them.
 */
export const DEMO_PASSWORD = 'nourish123';
/** The demo practice's own time zone; a server seeds with its TZ_DEFAULT instead. */
export const DEMO_TIME_ZONE = 'Asia/Kolkata';

export const demoAdmin = {
  email: 'admin@nourishwell.test',
  name: 'Kavita Rao',
  phone: '9845012345',
  address: '14 Lavelle Road, Bengaluru, Karnataka',
};

export const demoNutritionists = [
  {
    key: 'asha',
    email: 'asha@nourishwell.test',
    name: 'Asha Menon',
    phone: '9847023456',
    location: 'Kochi, Kerala',
    specialization: 'Clinical nutrition and diabetes care',
    experience: 9,
    qualifications: ['M.Sc. Clinical Nutrition and Dietetics', 'Certified Diabetes Educator'],
    bio: 'Asha helps people with diabetes, PCOS and thyroid conditions eat well with the food they already love, one small change at a time.',
  },
  {
    key: 'ravi',
    email: 'ravi@nourishwell.test',
    name: 'Ravi Kulkarni',
    phone: '9822034567',
    location: 'Pune, Maharashtra',
    specialization: 'Weight management and sports nutrition',
    experience: 6,
    qualifications: ['B.Sc. Food Science', 'Diploma in Sports Nutrition'],
    bio: 'Ravi coaches busy professionals and young athletes towards steady, lasting weight change built on regular meals and movement.',
  },
] as const;

type NutritionistKey = (typeof demoNutritionists)[number]['key'];

export interface DemoClient {
  key: string;
  email: string;
  nutritionist: NutritionistKey;
  name: string;
  phone: string;
  location: string;
  age: number;
  gender: 'Male' | 'Female' | 'Other';
  issue: string;
  plan:
    | 'Weight Management'
    | 'Diabetes'
    | 'Thyroid Health'
    | 'PCOD PCOS'
    | 'Hyper Tension'
    | 'Kids Health'
    | 'Organ Health';
  height: number;
  diet: 'Vegetarian' | 'Vegan' | 'Non-vegetarian' | 'Pescatarian';
  allergies: string;
  progress: number;
  /** Weekly weigh-ins, weeks 1 to 4, in kg. */
  weights: [number, number, number, number];
  /**
   * Her next booked session (demo-session-plan.ts puts it on her nutritionist's slots): `inDays`
   * from today near the time `at` ("HH:MM", practice zone), or one that began `startedHoursAgo`
   * and waits for its notes; null: none booked.
   */
  nextSession: { inDays: number; at: string } | { startedHoursAgo: number } | null;
  /** Her latest completed session, this many days ago, with its notes. */
  completed?: { daysAgo: number; notes: string };
  status?: 'active' | 'inactive';
}

export const demoClients: DemoClient[] = [
  {
    key: 'meera',
    email: 'meera@nourishwell.test',
    nutritionist: 'asha',
    name: 'Meera Iyer',
    phone: '9876543210',
    location: 'Chennai, Tamil Nadu',
    age: 34,
    gender: 'Female',
    issue: 'PCOS with irregular cycles',
    plan: 'PCOD PCOS',
    height: 162,
    diet: 'Vegetarian',
    allergies: 'None',
    progress: 60,
    weights: [72.4, 71.8, 71.1, 70.6],
    nextSession: { inDays: 0, at: '17:00' },
    completed: {
      daysAgo: 7,
      notes:
        'Cycle came on time this month. Keep the protein-first breakfast; add a 20-minute walk after dinner.',
    },
  },
  {
    key: 'arjun',
    email: 'arjun@nourishwell.test',
    nutritionist: 'ravi',
    name: 'Arjun Singh',
    phone: '9812345678',
    location: 'Gurugram, Haryana',
    age: 41,
    gender: 'Male',
    issue: 'Weight gain from desk work; knee pain',
    plan: 'Weight Management',
    height: 176,
    diet: 'Non-vegetarian',
    allergies: 'Peanuts',
    progress: 45,
    weights: [94.2, 93.5, 93.1, 92.4],
    nextSession: { inDays: 3, at: '18:00' },
    completed: {
      daysAgo: 10,
      notes:
        'Lost 0.7 kg in the first week. Swap evening biscuits for roasted chana; two strength sessions a week.',
    },
  },
  {
    key: 'priya',
    email: 'priya@nourishwell.test',
    nutritionist: 'asha',
    name: 'Priya Nair',
    phone: '9745612380',
    location: 'Thiruvananthapuram, Kerala',
    age: 52,
    gender: 'Female',
    issue: 'Type 2 diabetes, HbA1c 7.9',
    plan: 'Diabetes',
    height: 155,
    diet: 'Pescatarian',
    allergies: 'Shellfish',
    progress: 70,
    weights: [68.0, 67.6, 67.5, 67.0],
    nextSession: { inDays: 5, at: '16:00' },
  },
  {
    key: 'farhan',
    email: 'farhan@nourishwell.test',
    nutritionist: 'ravi',
    name: 'Farhan Qureshi',
    phone: '9930456721',
    location: 'Mumbai, Maharashtra',
    age: 47,
    gender: 'Male',
    issue: 'High blood pressure, 148/94',
    plan: 'Hyper Tension',
    height: 170,
    diet: 'Non-vegetarian',
    allergies: 'None',
    progress: 35,
    weights: [84.5, 84.1, 83.8, 83.9],
    nextSession: { inDays: 12, at: '17:00' },
  },
  {
    key: 'ananya',
    email: 'ananya@nourishwell.test',
    nutritionist: 'asha',
    name: 'Ananya Das',
    phone: '9831245670',
    location: 'Kolkata, West Bengal',
    age: 29,
    gender: 'Female',
    issue: 'Hypothyroidism and fatigue',
    plan: 'Thyroid Health',
    height: 158,
    diet: 'Non-vegetarian',
    allergies: 'Lactose intolerance',
    progress: 50,
    weights: [61.3, 61.0, 60.6, 60.4],
    nextSession: { startedHoursAgo: 2 },
  },
  {
    key: 'sunita',
    email: 'sunita@nourishwell.test',
    nutritionist: 'ravi',
    name: 'Sunita Patel',
    phone: '9825067431',
    location: 'Ahmedabad, Gujarat',
    age: 58,
    gender: 'Female',
    issue: 'Fatty liver, grade 1',
    plan: 'Organ Health',
    height: 153,
    diet: 'Vegetarian',
    allergies: 'None',
    progress: 80,
    weights: [66.8, 66.2, 65.9, 65.3],
    nextSession: null,
    completed: {
      daysAgo: 3,
      notes:
        'Liver enzymes down since March. Next review after the ultrasound; continue the low-oil plan.',
    },
    status: 'inactive',
  },
];

export const demoConversations: Record<
  string,
  Array<{ from: 'client' | 'nutritionist'; text: string; minutesAgo: number }>
> = {
  meera: [
    {
      from: 'nutritionist',
      text: 'Hi Meera, how did the new breakfast go this week?',
      minutesAgo: 2 * 24 * 60,
    },
    {
      from: 'client',
      text: 'Much better! I am not hungry until lunch any more.',
      minutesAgo: 2 * 24 * 60 - 25,
    },
    {
      from: 'nutritionist',
      text: 'Lovely. Keep the chilla on busy days and we will review at today’s session.',
      minutesAgo: 2 * 24 * 60 - 40,
    },
    { from: 'client', text: 'Can I have curd rice for dinner instead of roti?', minutesAgo: 90 },
  ],
  arjun: [
    { from: 'client', text: 'Knee felt better after the walks this week.', minutesAgo: 26 * 60 },
    {
      from: 'nutritionist',
      text: 'Great to hear, Arjun. Add the two strength sessions and log your weight on Sunday.',
      minutesAgo: 24 * 60,
    },
  ],
};

export const demoGoals = [
  {
    client: 'meera',
    type: 'Weight',
    title: 'Weight',
    target: 'Reach 68 kg',
    progress: 45,
    deadlineInDays: 60,
  },
  {
    client: 'arjun',
    type: 'Weight',
    title: 'Weight',
    target: 'Lose 6 kg',
    progress: 30,
    deadlineInDays: 90,
  },
  {
    client: 'priya',
    type: 'Blood sugar',
    title: 'Blood sugar',
    target: 'HbA1c below 7.0',
    progress: 55,
    deadlineInDays: 75,
  },
];

export const demoRatings = [
  { client: 'meera', rating: 5 },
  { client: 'priya', rating: 4 },
  { client: 'arjun', rating: 4 },
];
