export * from './messages';
export * from './erase';
export * from './payment-accounts';
export * from './contacts';
