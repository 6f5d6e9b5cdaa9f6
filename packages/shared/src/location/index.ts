export * from './dto';
export * from './messages';
export * from './schemas';
