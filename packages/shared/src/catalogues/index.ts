export * from './schemas';
export * from './dto';
export * from './messages';
