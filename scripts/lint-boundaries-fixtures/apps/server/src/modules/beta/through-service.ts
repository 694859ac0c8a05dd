import { alphaService } from '../alpha/alpha.service.ts';

export const throughService = alphaService;
