/**
 * The admin's schemas, by what they hold: texts (admin-messages), field rules
 * (admin-fields), answers (admin-records) and inputs (admin-inputs).
 */
export { adminMessages } from './admin-messages.ts';
export { adminEmailSchema } from './admin-fields.ts';
export * from './admin-records.ts';
export * from './admin-inputs.ts';
