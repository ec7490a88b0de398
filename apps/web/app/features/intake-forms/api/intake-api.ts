import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery, type ApiName } from '#web/lib/api.ts';

/** Intake forms (issue 35): the builder's forms, the sends, her filling and signing. */

export const intakeFormsQuery = () => apiQuery('intakeForms');
export const clientIntakeSendsQuery = (clientId: number) =>
  apiQuery('clientIntakeSends', { params: { clientId } });
export const clientIntakeSendQuery = (clientId: number, sendId: number) =>
  apiQuery('clientIntakeSend', { params: { clientId, sendId } });
export const intakePrefillQuery = (clientId: number) =>
  apiQuery('intakePrefill', { params: { clientId } });
export const myIntakeSendsQuery = () => apiQuery('myIntakeSends');
export const myIntakeSendQuery = (sendId: number) =>
  apiQuery('myIntakeSend', { params: { sendId } });

const useWrite = <N extends ApiName>(name: N, invalidates: readonly ApiName[]) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates }));

export const useAddIntakeForm = () => useWrite('addIntakeForm', ['intakeForms']);
export const useUpdateIntakeForm = () => useWrite('updateIntakeForm', ['intakeForms']);
export const useRetireIntakeForm = () => useWrite('retireIntakeForm', ['intakeForms']);
export const useSendIntakeForm = () => useWrite('sendIntakeForm', ['clientIntakeSends']);
/** Her writes refresh her list; the open form keeps what the server answered. */
export const useSaveIntakeAnswers = () => useWrite('saveIntakeAnswers', ['myIntakeSends']);
export const useSignIntakeSend = () =>
  useWrite('signIntakeSend', ['myIntakeSends', 'myIntakeSend']);
/** Her file for a file question: the server keeps it as that question's draft answer. */
export const useUploadIntakeFile = () => useWrite('uploadIntakeFile', ['myIntakeSends']);
