import type { Language, PlayerCurrency } from '@casino/rules';

/** A demo player who plays slot spins for real money at the first development start with the studio. */
export interface DemoWinner {
  email: string;
  firstName: string;
  currency: PlayerCurrency;
  /** ISO alpha-2; the profile's city and post code are that country's capital's. */
  country: string;
  language: Language;
  city: string;
  postCode: string;
}

/**
 * The demo winners: the top winners list a newcomer sees is made of their real rounds, played through the studio
 * and the seamless wallet with money they deposited through the sandbox (demo-winners.ts), never written into a
 * table. Their addresses are on the reserved `.test` domain, so no mail can reach anyone.
 */
export const DEMO_WINNERS: readonly DemoWinner[] = [
  {
    email: 'lena@winners.lumen.test',
    firstName: 'Lena',
    currency: 'EUR',
    country: 'DE',
    language: 'de',
    city: 'Berlin',
    postCode: '10115',
  },
  {
    email: 'matei@winners.lumen.test',
    firstName: 'Matei',
    currency: 'RON',
    country: 'RO',
    language: 'ro',
    city: 'București',
    postCode: '010011',
  },
  {
    email: 'ines@winners.lumen.test',
    firstName: 'Inês',
    currency: 'EUR',
    country: 'PT',
    language: 'pt',
    city: 'Lisboa',
    postCode: '1100-148',
  },
  {
    email: 'tomas@winners.lumen.test',
    firstName: 'Tomáš',
    currency: 'EUR',
    country: 'SK',
    language: 'sk',
    city: 'Bratislava',
    postCode: '811 01',
  },
  {
    email: 'claire@winners.lumen.test',
    firstName: 'Claire',
    currency: 'EUR',
    country: 'FR',
    language: 'fr',
    city: 'Paris',
    postCode: '75001',
  },
];
