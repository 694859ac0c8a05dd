import type { Campaign, CampaignInput, CampaignStatus, CampaignUpdate } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/errors.ts';
import {
  findCampaignRow,
  insertCampaignRow,
  listCampaignRows,
  recordCampaignVersion,
  updateCampaignRow,
  type NewCampaignRow,
} from './bonuses.repo.ts';
import type { BonusCampaignRow } from './bonuses.tables.ts';

/** The promo code a campaign is claimed with, in the one case codes are compared in; null when it has none. */
export function promoCodeOf(trigger: CampaignInput['trigger']): string | null {
  if (trigger.kind === 'promo_code' || trigger.kind === 'registration_promo_code')
    return trigger.code.toUpperCase();
  if (trigger.kind === 'deposit' && trigger.code) return trigger.code.toUpperCase();
  return null;
}

export function toCampaign(row: BonusCampaignRow): Campaign {
  const { definition } = row;
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    version: row.version,
    trigger: definition.trigger,
    terms: definition.terms,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    countries: definition.countries,
    currencies: definition.currencies,
    budget: definition.budget,
    perPlayerLimit: definition.perPlayerLimit,
    listed: row.listed,
    welcome: row.welcome,
    texts: row.texts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columnsOf(
  input: CampaignInput,
): Omit<NewCampaignRow, 'status' | 'version' | 'createdAt' | 'updatedAt'> {
  const { trigger, terms, countries, currencies, budget, perPlayerLimit } = input;
  return {
    slug: input.slug,
    triggerKind: trigger.kind,
    promoCode: promoCodeOf(trigger),
    definition: { trigger, terms, countries, currencies: [...new Set(currencies)], budget, perPlayerLimit },
    texts: input.texts,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    listed: input.listed,
    welcome: input.welcome,
  };
}

const taken = () => new AppError('conflict', 409, 'Another campaign already uses this slug or promo code.');
/**
 * A slug, a promo code or an id another campaign holds: the unique indexes decide (also between saves that race),
 * and the save is told so.
 */
async function slugAndCodeUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

const changedMeanwhile = () =>
  new AppError('conflict', 409, 'The campaign was changed meanwhile: read it again before saving.');

/**
 * Campaigns as staff manage them (docs/bonuses.md). Every save is a new version, recorded with who saved it; a
 * slug and a promo code name one campaign each. An edit changes what is granted from then on only: a grant
 * copies the terms of the version it was granted from.
 */
export function createCampaigns(db: Db, now: () => Date, knownCountry: (code: string) => boolean) {
  function assertKnownCountries(input: CampaignInput): void {
    const unknown = (input.countries ?? []).filter((code) => !knownCountry(code));
    if (unknown.length > 0)
      throw new AppError(
        'validation_failed',
        400,
        `Unknown countries: ${unknown.join(', ')}.`,
        unknown.map((code) => ({ path: `countries.${code}`, message: 'validation.noSuchOption' })),
      );
  }

  /** Creates a campaign, active unless `paused`; `id` names it (the demo campaigns' fixed ids), else a new one. */
  async function create(
    input: CampaignInput,
    savedBy: string,
    { id, paused = false }: { id?: string; paused?: boolean } = {},
  ): Promise<Campaign> {
    assertKnownCountries(input);
    const at = now();
    const row = await slugAndCodeUnique(() =>
      db.transaction(async (tx) => {
        const inserted = await insertCampaignRow(tx, {
          ...(id ? { id } : {}),
          ...columnsOf(input),
          status: paused ? 'paused' : 'active',
          version: 1,
          createdAt: at,
          updatedAt: at,
        });
        await recordCampaignVersion(tx, inserted, savedBy);
        return inserted;
      }),
    );
    return toCampaign(row);
  }

  /**
   * Saves `change` of the campaign as its next version; 404 for an unknown campaign. `readAt` is the version the
   * change was made from, when the caller read one: a save made since then refuses it (409), never overwritten.
   */
  async function save(
    id: string,
    savedBy: string,
    readAt: number | null,
    change: (current: BonusCampaignRow) => Omit<NewCampaignRow, 'version' | 'createdAt' | 'updatedAt'>,
  ): Promise<Campaign> {
    const row = await slugAndCodeUnique(() =>
      db.transaction(async (tx) => {
        const current = await findCampaignRow(tx, id);
        if (!current) throw AppError.notFound('No such campaign.');
        if (readAt !== null && readAt !== current.version) throw changedMeanwhile();
        const updated = await updateCampaignRow(tx, id, current.version, {
          ...change(current),
          version: current.version + 1,
          updatedAt: now(),
        });
        if (!updated) throw changedMeanwhile();
        await recordCampaignVersion(tx, updated, savedBy);
        return updated;
      }),
    );
    return toCampaign(row);
  }

  async function update(
    id: string,
    { version, ...input }: CampaignUpdate,
    savedBy: string,
  ): Promise<Campaign> {
    assertKnownCountries(input);
    return save(id, savedBy, version, (current) => ({ ...columnsOf(input), status: current.status }));
  }

  /** Pauses or resumes; asking for the status a campaign already has changes nothing and records nothing. */
  async function setStatus(id: string, status: CampaignStatus, savedBy: string): Promise<Campaign> {
    const found = await findCampaignRow(db, id);
    if (found?.status === status) return toCampaign(found);
    return save(id, savedBy, null, (current) => ({
      slug: current.slug,
      triggerKind: current.triggerKind,
      promoCode: current.promoCode,
      definition: current.definition,
      texts: current.texts,
      startsAt: current.startsAt,
      endsAt: current.endsAt,
      listed: current.listed,
      welcome: current.welcome,
      status,
    }));
  }

  return {
    list: async () => ({ campaigns: (await listCampaignRows(db)).map(toCampaign) }),
    create,
    update,
    pause: (id: string, savedBy: string) => setStatus(id, 'paused', savedBy),
    resume: (id: string, savedBy: string) => setStatus(id, 'active', savedBy),
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;
