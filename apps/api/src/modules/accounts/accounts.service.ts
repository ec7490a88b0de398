/**
 * The login rows as other modules may use them: sign-in, password reset and change read
 * and update them; an erasure or a deleted client or nutritionist removes hers. The
 * queries stay in this module's repository (issue 31: no module imports another's).
 */
export {
  deleteUser,
  findLanguage,
  findProfileName,
  findUserByEmail,
  findUserById,
  insertAdmin,
  replacePassword,
  setDigits,
  setLanguage,
  updateUserEmail,
  type UserRecord,
} from './accounts.repository.ts';
