/**
 * The names people use for what they drink, keyed by the Indian Nutrient Databank's code
 * (its beverages as served): chai, coffee, nimbu pani, lassi, chaas. Ours, written for
 * NourishWell (issue 32); everyday-names.ts joins them with the dishes and IFCT's foods.
 */
export const DRINK_EVERYDAY_NAMES: Readonly<Record<string, readonly string[]>> = {
  // Hot tea (Garam Chai)
  ASC001: ['chai', 'tea', 'चाय', 'masala chai', 'doodh chai', 'cutting chai'],
  // Instant coffee
  ASC002: ['coffee', 'कॉफ़ी', 'कॉफी', 'nescafe'],
  // Espreso coffee
  ASC003: ['espresso'],
  // Raw mango drink (Aam panna)
  ASC005: ['aam panna', 'आम पन्ना'],
  // Lemonade
  ASC008: ['nimbu pani', 'shikanji', 'lemon water', 'नींबू पानी', 'शिकंजी'],
  // Cold coffee with ice cream
  ASC015: ['cold coffee', 'कोल्ड कॉफ़ी'],
  // Banana milkshake (Kele milkshake)
  ASC016: ['banana shake', 'केला शेक'],
  // Mango milkshake (Aam milkshake)
  ASC017: ['mango shake', 'आम शेक'],
  // Sweet Lassi (Meethi lassi)
  ASC021: ['lassi', 'लस्सी', 'meethi lassi', 'sweet lassi'],
  // Lassi (salted)
  ASC022: [
    'buttermilk',
    'chaas',
    'chhaas',
    'chaach',
    'chhachh',
    'mattha',
    'namkeen lassi',
    'salted lassi',
    'majjige',
    'moru',
    'majjiga',
    'छाछ',
    'मट्ठा',
  ],
};
