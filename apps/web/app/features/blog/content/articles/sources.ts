/** Citations shared by the articles (plain references; no material is reproduced). */
export const WHO_BMI =
  'World Health Organization. Obesity: preventing and managing the global epidemic. WHO Technical Report Series 894, 2000.';
export const WHO_ASIAN =
  'WHO Expert Consultation. Appropriate body-mass index for Asian populations and its implications for policy and intervention strategies. The Lancet, 2004;363:157–163.';
export const ICMR_NIN =
  'ICMR–National Institute of Nutrition. Dietary Guidelines for Indians, 2024.';
export const WHO_ACTIVITY =
  'World Health Organization. Guidelines on physical activity and sedentary behaviour, 2020.';
