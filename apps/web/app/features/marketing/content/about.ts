export const about = {
  title: 'About us',
  intro:
    'NourishWell is a small team of qualified nutritionists and wellness coaches in India who help people eat better with the food they already know and love.',
  mission:
    'To make expert, personal nutrition care as easy to reach as a message: practical plans built around Indian kitchens, honest progress tracking, and a coach who stays with you until the new habits are yours.',
  story: [
    'We started as a clinic practice where the same questions came up every day: how much rice is too much, what to do about evening cravings, how to eat well on night shifts or with a family that likes its food rich. Printed diet charts did not answer them, and most ended up on the fridge door, unread.',
    'So we built NourishWell around conversation. Each client works with one nutritionist who learns their routine, their reports and their tastes, and who adjusts the plan every week based on what actually happened — not what a chart assumed would happen.',
    'Today our coaches support people with diabetes, thyroid conditions, PCOS, high blood pressure, fatty liver and weight concerns, as well as parents planning meals for growing children. The tools are simple on purpose: a weekly meal plan, a progress chart, goals, and a chat with someone who knows your name.',
  ],
  values: [
    {
      title: 'Food you recognise',
      text: 'Plans use dal, roti, rice, idli, poha and sabzi — adjusted in portion and balance, not replaced with foods you will never buy.',
    },
    {
      title: 'Evidence, not fads',
      text: 'We follow national dietary guidelines and current research, and we say so when something is not known. No detox teas, no miracle promises.',
    },
    {
      title: 'Your data is yours',
      text: 'Health records, assessments and messages are seen only by you, your nutritionist and the admins who run the practice, and every access to assessments is logged.',
    },
    {
      title: 'Small steps that last',
      text: 'One change at a time, checked every week. Habits that survive festivals, travel and busy months matter more than a fast start.',
    },
  ],
  howWeWork: [
    {
      step: 'Tell us about you',
      text: 'Send an enquiry or message us on WhatsApp. We call within 2 business days to understand your concern and suggest a plan.',
    },
    {
      step: 'Meet your nutritionist',
      text: 'A detailed assessment covers your measurements, reports, medicines, sleep, activity and what you usually eat.',
    },
    {
      step: 'Get your weekly plan',
      text: 'Breakfast, lunch, snack and dinner for all seven days, built around your routine and your family’s meals.',
    },
    {
      step: 'Check in and adjust',
      text: 'Weekly weigh-ins, progress charts and chat with your coach; the plan changes as you do.',
    },
  ],
} as const;
