/**
 * The names people use for foods eaten as they come, keyed by their IFCT 2017 code (the
 * databank's dishes are in everyday-names.ts). Ours, written for NourishWell (issue 32).
 */
export const IFCT_EVERYDAY_NAMES: Readonly<Record<string, readonly string[]>> = {
  // Rice, raw, milled
  A015: ['raw rice', 'kacha chawal'],
  // Wheat flour, atta
  A019: ['atta', 'wheat flour', 'आटा'],
  // Wheat, semolina
  A022: ['suji', 'sooji', 'rava', 'सूजी'],
  // Apple, big
  E001: ['apple', 'seb', 'सेब'],
  // Banana, ripe, robusta
  E012: ['banana', 'kela', 'केला', 'pazham', 'vazhaipazham'],
  // Mango, ripe, kesar
  E039: ['mango', 'aam', 'आम'],
  // Pineapple
  E053: ['ananas', 'अनानास'],
  // Ground nut
  H012: ['peanuts', 'peanut', 'moongphali', 'mungfali', 'groundnut', 'shengdana', 'मूंगफली'],
  // Milk, whole, Buffalo
  L001: ['buffalo milk', 'भैंस का दूध'],
  // Milk, whole, Cow
  L002: ['milk', 'doodh', 'दूध', 'cow milk', 'paal'],
  // Paneer
  L003: ['panir', 'पनीर', 'cottage cheese'],
  // Egg, poultry, whole, raw
  M001: ['raw egg', 'kacha anda'],
};
