import {
  faqResponseSchema,
  infoPageParamsSchema,
  infoPageResponseSchema,
  infoPagesResponseSchema,
  languageQuerySchema,
  licenceResponseSchema,
  seoPagesResponseSchema,
} from '../../content.ts';
import { errorBodySchema } from '../../errors.ts';
import type { EndpointDeclarations } from '../declaration.ts';

const tags = ['content'];

export const contentEndpoints = {
  getInfoPages: {
    access: 'public',
    summary: 'The footer tree of information pages in a language (page bodies left out)',
    tags,
    querystring: languageQuerySchema,
    response: { 200: infoPagesResponseSchema, 400: errorBodySchema },
  },
  getInfoPage: {
    access: 'public',
    summary: 'One information page with its sanitized HTML content',
    tags,
    params: infoPageParamsSchema,
    querystring: languageQuerySchema,
    response: { 200: infoPageResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
  },
  getSeoPages: {
    access: 'public',
    summary: 'SEO titles and descriptions by path; seo_main is the fallback',
    tags,
    querystring: languageQuerySchema,
    response: { 200: seoPagesResponseSchema, 400: errorBodySchema },
  },
  getLicence: {
    access: 'public',
    summary: 'The licence text shown in the footer',
    tags,
    querystring: languageQuerySchema,
    response: { 200: licenceResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
  },
  getFaq: {
    access: 'public',
    summary: 'Frequently asked questions, in order',
    tags,
    querystring: languageQuerySchema,
    response: { 200: faqResponseSchema, 400: errorBodySchema },
  },
} satisfies EndpointDeclarations;
