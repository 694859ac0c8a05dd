import { frame } from '../../app/frame.ts';

export const intoApp = frame;
