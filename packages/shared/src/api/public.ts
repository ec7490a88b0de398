import { defineEndpoints } from './endpoint.ts';

export const publicEndpoints = defineEndpoints({});
