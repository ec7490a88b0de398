export const termsUpdatedOn = '2026-11-22';

/**
 * One clause of the terms; `anchor` is the id the footer links to (/terms#privacy,
 * /terms#refunds), the same in every language.
 */
export interface TermsClause {
  title: string;
  text: string;
  anchor?: 'privacy' | 'refunds';
}

/** Ten numbered clauses; the refund clause keeps the spec's refund rules exactly. */
export const terms: readonly TermsClause[] = [
  {
    title: 'About these terms',
    text: 'These terms govern your use of NourishWell, its website and its coaching services. By creating an account, sending an enquiry or paying for a plan you agree to them. If you do not agree, please do not use the service.',
  },
  {
    title: 'Nutrition coaching, not medical treatment',
    text: 'NourishWell provides nutrition and lifestyle guidance from qualified nutritionists and wellness coaches. It does not diagnose or treat disease and does not replace your doctor. Keep taking the medicines your doctor prescribed, and consult them before changing your diet if you are pregnant, have a medical condition or take regular medication. In an emergency, contact a doctor or hospital immediately.',
  },
  {
    title: 'Who may use NourishWell',
    text: 'You must be 18 or older to create an account. A parent or guardian must create and manage the account of a child and be present for the child’s consultations.',
  },
  {
    title: 'Your account',
    text: 'Keep your password private and tell us at once if you think someone else has used your account. You are responsible for the accuracy of the information you give us, including your health details, because your plan depends on them.',
  },
  {
    title: 'Plans and payment',
    text: 'Prices are shown in Indian rupees and include applicable taxes. The Silver plan (₹999) is a one-time plan; the Gold plan (₹2,499) is valid for 30 days from the start of your coaching; custom plans are priced with you. Payment links are sent by WhatsApp or SMS; your plan starts once we have verified your payment receipt.',
  },
  {
    title: 'Refunds',
    anchor: 'refunds',
    text: 'Refunds are available only for the Silver package of ₹999: if you are not satisfied, up to ₹500 may be refunded when you ask within the plan period. Plans of ₹2,499 or above are not refundable. Approved refunds are paid to the original payment method within 10 business days.',
  },
  {
    title: 'Privacy of your health data',
    anchor: 'privacy',
    text: 'We collect the information needed to coach you: contact details, measurements, reports, assessments, meal plans, progress and messages. Only you, your assigned nutritionist and the practice’s administrators can see it; access to assessments is logged. We do not sell your data or use it for advertising. You may ask for a copy of your data or for its deletion at any time by reaching out to us.',
  },
  {
    title: 'Respectful use',
    text: 'Please treat our team with courtesy. Do not misuse the service, attempt to access another person’s records, upload harmful files or use the chat for anything other than your coaching. We may suspend accounts that do.',
  },
  {
    title: 'Content and liability',
    text: 'Articles, meal plans and other material on NourishWell are ours or used with permission and are for your personal use. Results differ from person to person and are not guaranteed. To the extent the law allows, our liability for any claim is limited to the amount you paid for the plan concerned.',
  },
  {
    title: 'Governing law, changes and contact',
    text: 'These terms are governed by the laws of India, and the courts of India have jurisdiction. We may update them; the date above shows the latest version, and we will tell registered clients of significant changes. Questions about these terms are welcome through the Reach out to us page.',
  },
];
