import { defineEndpoints } from './endpoint.ts';

export const nutritionistEndpoints = defineEndpoints({});
