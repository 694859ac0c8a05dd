import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import type { PaymentMethod } from '@casino/contracts';
import { PAYMENT_METHODS } from '../../../test/fixtures.ts';
import { bankDepositResolver, type BankDepositFormValues } from './bank-deposit-resolver.ts';

const card = PAYMENT_METHODS.items.find((method) => method.id === 'card') as PaymentMethod;
/** A method of its own limits: EUR 20 – 1,000. */
const wire: PaymentMethod = {
  ...card,
  id: 'wire',
  name: 'Wire',
  limits: { ...card.limits, EUR: { min: 2000, max: 100000 } },
};
const methods = [card, wire];
const options: ResolverOptions<BankDepositFormValues> = { fields: {}, shouldUseNativeValidation: false };

/** The resolver's answer: the request, or each field's error (type and translation key). */
async function check(values: Partial<BankDepositFormValues>) {
  const form = { methodId: 'card', amount: '20', promoCode: '', claimBonus: false, ...values };
  const result = await bankDepositResolver(methods, 'EUR')(form, undefined, options);
  const problems = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, [error?.type, error?.message]]),
  );
  return Object.keys(problems).length > 0 ? { problems } : { request: result.values };
}

describe('bank deposit resolver: the amount within the chosen method’s limits', () => {
  it.each([
    ['card', '9.99', ['belowMinimum', 'cashier.amount.belowMinimum']],
    ['card', '5000.01', ['aboveMaximum', 'cashier.amount.aboveMaximum']],
    ['wire', '19.99', ['belowMinimum', 'cashier.amount.belowMinimum']],
    ['wire', '1000.01', ['aboveMaximum', 'cashier.amount.aboveMaximum']],
    ['wire', '', ['required', 'validation.required']],
    ['wire', '12.345', ['positive', 'cashier.amount.positive']],
  ])('%s %j → %j', async (methodId, amount, problem) => {
    expect(await check({ methodId, amount })).toEqual({ problems: { amount: problem } });
  });

  it('a method the list no longer offers stands for the first one, with its limits', async () => {
    expect(await check({ methodId: 'gone', amount: '15' })).toEqual({
      request: { methodId: 'card', amount: 1500 },
    });
    expect(await check({ methodId: 'wire', amount: '15' })).toMatchObject({
      problems: { amount: ['belowMinimum', 'cashier.amount.belowMinimum'] },
    });
  });
});

describe('bank deposit resolver: the promo code by depositRequestSchema', () => {
  it.each([
    ['BAD CODE!', 'validation.invalidCharacters'],
    ['A'.repeat(200), 'validation.tooLong'],
  ])('%j → %s', async (promoCode, message) => {
    const { problems } = await check({ promoCode });
    expect(problems?.promoCode?.[1]).toBe(message);
  });

  it('is sent trimmed, and left out when empty', async () => {
    expect(await check({ promoCode: ' SPRING ', amount: '25,50' })).toEqual({
      request: { methodId: 'card', amount: 2550, promoCode: 'SPRING' },
    });
    expect(await check({ promoCode: '   ' })).toEqual({ request: { methodId: 'card', amount: 2000 } });
  });

  it('says what is wrong with both fields at once', async () => {
    expect(await check({ amount: '0', promoCode: '<>' })).toEqual({
      problems: {
        amount: ['positive', 'cashier.amount.positive'],
        promoCode: ['invalid_format', 'validation.invalidCharacters'],
      },
    });
  });
});
