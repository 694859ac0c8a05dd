export * from './languages.ts';
export * from './currencies.ts';
export * from './constants.ts';
export * from './categories.ts';
export * from './language-choice.ts';
export * from './format.ts';
export * from './user-message.ts';
export * from './info-pages.ts';
