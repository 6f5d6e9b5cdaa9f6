export * from './verification';
export * from './care-team';
