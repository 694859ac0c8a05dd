export const shared = 'shared by every feature';
