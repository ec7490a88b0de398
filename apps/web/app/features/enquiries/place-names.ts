import type { ENQUIRY_COUNTRIES, INDIAN_STATES, MessageKey } from '@nourishwell/shared';

/**
 * The name of each choice of the enquiry form's country and state lists, in the catalogue:
 * the form sends the English value, and shows the name in the page's language. A state
 * missing here fails the type check.
 */
export const COUNTRY_NAMES: Record<(typeof ENQUIRY_COUNTRIES)[number], MessageKey> = {
  India: 'enquiries.signup.countryIndia',
  'Outside India': 'enquiries.signup.countryOutside',
};

export const STATE_NAMES: Record<(typeof INDIAN_STATES)[number], MessageKey> = {
  'Andhra Pradesh': 'enquiries.signup.state.andhraPradesh',
  'Arunachal Pradesh': 'enquiries.signup.state.arunachalPradesh',
  Assam: 'enquiries.signup.state.assam',
  Bihar: 'enquiries.signup.state.bihar',
  Chhattisgarh: 'enquiries.signup.state.chhattisgarh',
  Goa: 'enquiries.signup.state.goa',
  Gujarat: 'enquiries.signup.state.gujarat',
  Haryana: 'enquiries.signup.state.haryana',
  'Himachal Pradesh': 'enquiries.signup.state.himachalPradesh',
  Jharkhand: 'enquiries.signup.state.jharkhand',
  Karnataka: 'enquiries.signup.state.karnataka',
  Kerala: 'enquiries.signup.state.kerala',
  'Madhya Pradesh': 'enquiries.signup.state.madhyaPradesh',
  Maharashtra: 'enquiries.signup.state.maharashtra',
  Manipur: 'enquiries.signup.state.manipur',
  Meghalaya: 'enquiries.signup.state.meghalaya',
  Mizoram: 'enquiries.signup.state.mizoram',
  Nagaland: 'enquiries.signup.state.nagaland',
  Odisha: 'enquiries.signup.state.odisha',
  Punjab: 'enquiries.signup.state.punjab',
  Rajasthan: 'enquiries.signup.state.rajasthan',
  Sikkim: 'enquiries.signup.state.sikkim',
  'Tamil Nadu': 'enquiries.signup.state.tamilNadu',
  Telangana: 'enquiries.signup.state.telangana',
  Tripura: 'enquiries.signup.state.tripura',
  'Uttar Pradesh': 'enquiries.signup.state.uttarPradesh',
  Uttarakhand: 'enquiries.signup.state.uttarakhand',
  'West Bengal': 'enquiries.signup.state.westBengal',
};
