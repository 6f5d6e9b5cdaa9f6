export * from './verification';
export * from './verification-schemas';
export * from './care-team';
