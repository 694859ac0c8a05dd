import { kit } from '../../../../packages/kit/src/index.ts';

export const throughPackage = kit;
