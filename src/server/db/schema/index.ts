export * from './auth';
export * from './profiles';
export * from './content';
export * from './practice';
export * from './competitions';
export * from './outbox';
export * from './billing';
export * from './question-reports';
