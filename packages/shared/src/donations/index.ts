export * from './currency';
export * from './status';
export * from './messages';
export * from './schemas';
export * from './dto';
export * from './ledger';
