import { everyone, type AccessCase } from '../../test/access-cases.ts';

/** The top winners are open to everyone; the tabs and the audience rule are in winners.int.test.ts. */
export const winnerAccessCases: AccessCase[] = [
  { method: 'GET', route: '/api/winners', url: () => '/api/winners?list=latest', expect: everyone(200) },
];
