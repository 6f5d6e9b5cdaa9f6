export * from './constants';
export * from './triage';
export * from './emergency';
export * from './messages';
export * from './schemas';
export * from './dto';
