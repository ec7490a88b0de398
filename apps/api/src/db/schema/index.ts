export * from './users.ts';
export * from './profiles.ts';
export * from './care.ts';
export * from './messages.ts';
export * from './assessments.ts';
export * from './public-requests.ts';
export * from './system.ts';
export * from './rate-limits.ts';
