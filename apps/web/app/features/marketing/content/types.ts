export interface FeatureCard {
  title: string;
  value: string;
  hasAction: boolean;
}

export interface ServiceCard {
  id: string;
  title: string;
  shortDesc: string;
  whatYouGet: string;
  coach: string;
  consultations: string;
  whatWillBeCovered: string[];
  tools: string[];
  colors: { from: string; to: string };
}

export interface Testimonial {
  text: string;
  name: string;
  username: 'Client';
  initials: string;
}

export interface TeamMember {
  id: string;
  name: string;
  education: string;
  experience: string;
  clients: string;
  expertise: string[];
  awards?: string[];
  approach?: string;
  initials: string;
}

export interface PricingPlan {
  id: 'silver' | 'gold' | 'contact-sales';
  name: string;
  price: number;
  originalPrice?: number;
  badge?: 'Best Value';
  period: string;
  features: string[];
  payLabel: 'Pay now';
  note?: string;
}
