export * from './roles.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './schemas/health.ts';
