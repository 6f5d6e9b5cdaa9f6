export * from './code';
export * from './messages';
export * from './schemas';
export * from './dto';
