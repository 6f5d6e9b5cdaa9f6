export * from './messages';
export * from './age';
export * from './schemas';
export * from './dto';
