export * from './constants.ts';
export * from './messages.ts';
export * from './envelope.ts';
export * from './user.ts';
export * from './tool.ts';
