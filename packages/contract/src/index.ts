export * from './constants.ts';
export * from './messages.ts';
export * from './codes.ts';
export * from './validation.ts';
export * from './envelope.ts';
export * from './user.ts';
export * from './tool.ts';
export * from './chat.ts';
