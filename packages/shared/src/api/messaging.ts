import { defineEndpoints } from './endpoint.ts';

export const messagingEndpoints = defineEndpoints({});
