import { alphaService } from '../../../server/src/modules/alpha/alpha.service.ts';

export const intoPlatform = alphaService;
