export * from './constants';
export * from './messages';
export * from './dto';
export * from './schemas';
