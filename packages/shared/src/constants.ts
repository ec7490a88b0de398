/**
 * Business constants and limits: the original specification's (plans, prices, phone
 * pattern, week window, ranges) and those of our product decisions (docs/product.md).
 */

/**
 * The practice's time zone: the server's default (TZ_DEFAULT), in which it decides what
 * "today" is for a dated record (a journal day, a measurement cannot be in the future).
 */
export const PRACTICE_TIME_ZONE = 'Asia/Kolkata';

export const PLAN_OPTIONS = [
  'Weight Management',
  'Diabetes',
  'Thyroid Health',
  'PCOD PCOS',
  'Hyper Tension',
  'Kids Health',
  'Organ Health',
  'Custom',
] as const;
export type PlanOption = (typeof PLAN_OPTIONS)[number];

export const PRICED_PLANS = {
  silver: { name: 'Silver Plan', price: 999, originalPrice: 1500, maxRefund: 500 },
  gold: { name: 'Gold Plan', price: 2499, originalPrice: 3499, validDays: 30 },
  contactSales: { name: 'Contact Sales', price: 0 },
} as const;

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const DIET_OPTIONS = ['Vegetarian', 'Vegan', 'Non-vegetarian', 'Pescatarian'] as const;
export const FOOD_PREFERENCES = ['Veg', 'Non-Veg', 'Vegan', 'Egg'] as const;
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const MEAL_TYPES = ['breakfast', 'lunch', 'snack', 'dinner'] as const;
/**
 * A structured plan's meals in the order of the day: the spec's four plus three optional
 * slots the nutritionist switches on (docs/product.md, "Structured meal plans").
 */
export const MEAL_SLOTS = [
  'earlyMorning',
  'breakfast',
  'midMorning',
  'lunch',
  'snack',
  'dinner',
  'bedtime',
] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];
export const OPTIONAL_MEAL_SLOTS = ['earlyMorning', 'midMorning', 'bedtime'] as const;
export const MEAL_LABELS: Record<MealSlot, string> = {
  earlyMorning: 'Early morning',
  breakfast: 'Breakfast',
  midMorning: 'Mid-morning',
  lunch: 'Lunch',
  snack: 'Snack',
  dinner: 'Dinner',
  bedtime: 'Bedtime',
};
export const NUTRITIONIST_STATUSES = ['active', 'inactive'] as const;
export const CLIENT_STATUSES = ['active', 'inactive'] as const;

/** 10 digits, the first 6, 7, 8 or 9 (Indian mobile numbers). */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;

export const LIMITS = {
  weekWindowDays: 7,
  progressWeeks: 4,
  goalProgress: { min: 0, max: 100 },
  rating: { min: 1, max: 5 },
  passwordMinLength: 6,
  passwordMaxLength: 128,
  photoMaxBytes: 1024 * 1024,
  messageMaxLength: 4000,
  emailMaxLength: 254,
  nameMaxLength: 120,
  shortTextMaxLength: 200,
  longTextMaxLength: 4000,
  age: { min: 2, max: 120 },
  heightCm: { min: 50, max: 250 },
  weightKg: { min: 2, max: 400 },
  paymentAmount: { min: 0, max: 100000 },
} as const;

/** How long a JWT stays valid. Revocation on password change comes from the token version. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/** The name the server gives a stored profile photo (a UUID), the only name /files serves. */
export const PHOTO_NAME = /^[0-9a-f-]{36}\.jpg$/;
