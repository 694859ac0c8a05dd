export const frame = 'the app frame';
