export * from './errors.ts';
export * from './events.ts';
export * from './health.ts';
export * from './content.ts';
export * from './geo.ts';
export * from './accounts.ts';
export * from './verification.ts';
export * from './wallet.ts';
