import { countriesResponseSchema } from '../../accounts.ts';
import { geoResponseSchema } from '../../geo.ts';
import type { EndpointDeclarations } from '../declaration.ts';

export const geoEndpoints = {
  getGeo: {
    access: 'public',
    summary: "The visitor's country (from the client address) and whether it is blocked",
    tags: ['geo'],
    response: { 200: geoResponseSchema },
  },
  getCountries: {
    access: 'public',
    summary: 'The country list (alpha2, alpha3, name, phoneCodes) for registration and the profile',
    tags: ['geo'],
    response: { 200: countriesResponseSchema },
  },
} satisfies EndpointDeclarations;
