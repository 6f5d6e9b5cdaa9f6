export * from './dto';
export * from './messages';
export * from './schemas';
export * from './postalCode';
