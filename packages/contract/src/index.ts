export * from './constants.ts';
export * from './estimate.ts';
export * from './file-names.ts';
export * from './messages.ts';
export * from './progress.ts';
export * from './schemas.ts';
export * from './validation.ts';
export * from './voice-provider.ts';
