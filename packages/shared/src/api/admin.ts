import { defineEndpoints } from './endpoint.ts';

export const adminEndpoints = defineEndpoints({});
