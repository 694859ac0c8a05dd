export const kit = 'a shared package';
