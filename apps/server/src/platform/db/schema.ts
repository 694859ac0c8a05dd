/** Every module's tables, for Drizzle's relational queries and for drizzle-kit. Add a module's tables here. */
import * as content from '../../modules/content/content.tables.ts';

export const schema = { ...content };
