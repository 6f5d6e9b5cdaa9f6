export * from './users';
export * from './auth';
export * from './platform';
export * from './organizations';
export * from './requests';
