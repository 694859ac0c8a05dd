export const widget = 'a component of the alpha feature';
