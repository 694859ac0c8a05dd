import { frame } from '../../app/frame.ts';

export const mountsApp = frame;
