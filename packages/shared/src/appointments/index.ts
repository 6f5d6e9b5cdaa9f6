export * from './messages';
export * from './schedule';
export * from './appointments';
export * from './dto';
