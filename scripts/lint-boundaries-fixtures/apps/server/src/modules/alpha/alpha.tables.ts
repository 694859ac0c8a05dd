export const alphaTable = 'alpha rows';
