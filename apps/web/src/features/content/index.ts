/**
 * The content feature's public surface for other features (the shell's footer and head tags). Its
 * screens are loaded lazily by the route table from `routes/`.
 */
export { useInfoPages, infoPagesQueryOptions } from './api/get-info-pages.ts';
export { useInfoPage, infoPageQueryOptions } from './api/get-info-page.ts';
export { useSeoPages, seoPagesQueryOptions } from './api/get-seo-pages.ts';
export { useLicence, licenceQueryOptions } from './api/get-licence.ts';
export { useFaq, faqQueryOptions } from './api/get-faq.ts';
export { SeoHead } from './components/seo-head.tsx';
