import { LANGUAGES } from '@casino/rules';
import { LICENCE_BLOCK_CODE } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import {
  saveContentBlocks,
  saveFaqItems,
  saveInfoPages,
  saveSeoPages,
  type ContentBlockInput,
  type FaqItemInput,
  type InfoPageInput,
  type SeoPageInput,
} from './content.service.ts';
import { SEED_CONTENT } from './content.seed-data/index.ts';
import { FAQ_CODES, FOOTER, SEO_PAGES } from './content.seed-data/structure.ts';

/** Positions leave gaps so that an operator can slot an entry in between without renumbering. */
const POSITION_STEP = 10;

export interface ContentSeed {
  infoPages: InfoPageInput[];
  seoPages: SeoPageInput[];
  blocks: ContentBlockInput[];
  faq: FaqItemInput[];
}

/** The demo content of all nine languages as service inputs. */
export function contentSeed(): ContentSeed {
  const seed: ContentSeed = { infoPages: [], seoPages: [], blocks: [], faq: [] };
  for (const language of LANGUAGES) {
    const words = SEED_CONTENT[language];
    FOOTER.forEach((column, columnIndex) => {
      seed.infoPages.push({
        code: column.code,
        language,
        parentCode: null,
        position: (columnIndex + 1) * POSITION_STEP,
        title: words.titles[column.code],
        content: '',
      });
      column.childs.forEach((entry, childIndex) => {
        seed.infoPages.push({
          code: entry.code,
          language,
          parentCode: column.code,
          position: (childIndex + 1) * POSITION_STEP,
          title: words.titles[entry.code],
          content: 'target' in entry ? entry.target : words.pages[entry.code],
        });
      });
    });
    for (const page of SEO_PAGES) {
      seed.seoPages.push({ code: page.code, language, path: page.path, ...words.seo[page.code] });
    }
    seed.blocks.push({ code: LICENCE_BLOCK_CODE, language, ...words.licence });
    FAQ_CODES.forEach((code, index) => {
      seed.faq.push({ code, language, position: (index + 1) * POSITION_STEP, ...words.faq[code] });
    });
  }
  return seed;
}

/**
 * Loads the demo content in one transaction, through the service (so it is validated and sanitized like any
 * other write). `refresh: false` adds only missing rows and keeps rows an operator edited; `refresh: true`
 * puts every demo row back to its demo value. Returns the number of rows inserted or changed.
 */
export async function seedContent(db: Db, options: { refresh: boolean }): Promise<number> {
  const seed = contentSeed();
  const mode = options.refresh ? 'overwrite' : 'insert-missing';
  return db.transaction(async (tx) => {
    let written = 0;
    written += await saveInfoPages(tx, seed.infoPages, mode);
    written += await saveSeoPages(tx, seed.seoPages, mode);
    written += await saveContentBlocks(tx, seed.blocks, mode);
    written += await saveFaqItems(tx, seed.faq, mode);
    return written;
  });
}
