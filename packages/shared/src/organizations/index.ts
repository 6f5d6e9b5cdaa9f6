export * from './types';
export * from './schemas';
export * from './dto';
