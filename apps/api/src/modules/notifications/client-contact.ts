import { messageContactOf } from './client-contact.repository.ts';

/**
 * Her name, email, mobile, language and digits, for a module that writes to her (an intake
 * form's link and reminder, an outcome report sent): one reading of who she is to write to.
 */
export const clientMessageContact = messageContactOf;
