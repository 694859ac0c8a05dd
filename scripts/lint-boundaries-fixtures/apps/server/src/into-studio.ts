import { throughPackage } from '../../studio/src/server/through-package.ts';

export const intoStudio = throughPackage;
