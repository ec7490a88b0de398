import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery, type ApiName } from '#web/lib/api.ts';

// Issue 35: a session's ADIME note, read and written by her nutritionist only.

/** Her completed sessions with their ADIME notes and addenda, newest first. */
export const clientNotesQuery = (clientId: number) =>
  apiQuery('clientNotes', { params: { clientId } });

/** A session's note, or a draft prefilled with her latest figures. */
export const sessionNoteQuery = (appointmentId: number) =>
  apiQuery('sessionNote', { params: { appointmentId } });

export const noteTemplatesQuery = () => apiQuery('noteTemplates');

/** A note's change shows in the list, the note, and the session's notes (its summary). */
const afterNoteChange: readonly ApiName[] = ['clientNotes', 'sessionNote', 'clientSessions'];

const useNoteWrite = <N extends ApiName>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: afterNoteChange }));

export const useSaveNoteDraft = () => useNoteWrite('saveNoteDraft');
export const useSignNote = () => useNoteWrite('signNote');
export const useAddAddendum = () => useNoteWrite('addNoteAddendum');

const useTemplateWrite = <N extends ApiName>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: ['noteTemplates'] }));

export const useAddNoteTemplate = () => useTemplateWrite('addNoteTemplate');
export const useUpdateNoteTemplate = () => useTemplateWrite('updateNoteTemplate');
