export * from './status';
export * from './types';
export * from './report';
export * from './messages';
export * from './schemas';
export * from './dto';
export * from './applications';
export * from './comments';
