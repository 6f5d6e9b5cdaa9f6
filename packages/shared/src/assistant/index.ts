export * from './constants';
export * from './triage';
export * from './messages';
export * from './schemas';
export * from './dto';
