export * from './constants';
export * from './paths';
export * from './messages';
export * from './schemas';
export * from './dto';
