import { useId } from 'react';
import {
  NEIGHBOURS_DEFAULT_COUNT,
  NEIGHBOURS_MAX_COUNT,
  NEIGHBOURS_MIN_COUNT,
  ROULETTE_ANNOUNCED_BETS,
  ROULETTE_PAYOUT_ODDS,
  rouletteBetNumbers,
  type RouletteAnnouncedBet,
  type RouletteBetPosition,
} from '@casino/game-math';
import { formatMoney, formatPercent } from '@casino/rules';
import type { RouletteRules } from '../../shared/table-play-api.ts';
import { useMessages } from '../i18n/index.ts';
import paytable from '../paytable/paytable.module.css';
import { ANNOUNCED_NAMES, announcedChips } from './announced-names.ts';
import { KIND_NAMES, useRouletteNames } from './use-roulette-names.ts';
import type { RouletteMessages } from './messages/en.ts';
import styles from './roulette-rules.module.css';

/** One row of the pays: an example position of the bet and its name (even money: all six kinds in one row). */
const PAY_ROWS: readonly { readonly example: RouletteBetPosition; readonly evenMoney?: true }[] = [
  { example: { kind: 'straight', numbers: [17] } },
  { example: { kind: 'split', numbers: [17, 20] } },
  { example: { kind: 'street', numbers: [16, 17, 18] } },
  { example: { kind: 'corner', numbers: [16, 17, 19, 20] } },
  { example: { kind: 'six-line', numbers: [13, 14, 15, 16, 17, 18] } },
  { example: { kind: 'column', column: 2 } },
  { example: { kind: 'dozen', dozen: 2 } },
  { example: { kind: 'red' }, evenMoney: true },
];

const ANNOUNCED_COVERS: Readonly<Record<RouletteAnnouncedBet, keyof RouletteMessages & string>> = {
  'voisins-du-zero': 'voisinsCovers',
  'tiers-du-cylindre': 'tiersCovers',
  orphelins: 'orphelinsCovers',
  'jeu-zero': 'jeuZeroCovers',
};

const ANNOUNCED_ORDER: readonly RouletteAnnouncedBet[] = [
  'voisins-du-zero',
  'tiers-du-cylindre',
  'orphelins',
  'jeu-zero',
];

/** How roulette is played: the bets and their pays, the table limits, the RTP and the racetrack bets. */
export function RouletteRulesPanel({
  rules,
  currency,
  headingLevel,
}: {
  rules: RouletteRules;
  currency: string;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { language } = useMessages();
  const { game } = useRouletteNames();
  const ids = useId();
  const money = (amount: number) => formatMoney(amount, currency, language);
  const { limits } = rules;
  const exampleStake = rules.chips[0] ?? limits.insideMinimum;
  const straightReturn = exampleStake * (ROULETTE_PAYOUT_ODDS.straight + 1);

  return (
    <div className={paytable.paytable}>
      <section aria-labelledby={`${ids}-how`}>
        <Heading id={`${ids}-how`} className={paytable.heading}>
          {game.t('rulesHeading')}
        </Heading>
        <p>{game.t('rulesIntro')}</p>
        <p>{game.t('rulesZero')}</p>
        <p>{game.t('rulesZeroBets')}</p>
        <p>{game.t('rulesReturn', { stake: money(exampleStake), returned: money(straightReturn) })}</p>
        <p className={styles.rtp}>{game.t('rulesRtp', { rtp: formatPercent(rules.rtp, language) })}</p>
      </section>

      <section aria-labelledby={`${ids}-pays`}>
        <Heading id={`${ids}-pays`} className={paytable.heading}>
          {game.t('paysHeading')}
        </Heading>
        <table className={styles.pays}>
          <thead>
            <tr>
              <th scope="col">{game.t('betColumn')}</th>
              <th scope="col">{game.t('coversColumn')}</th>
              <th scope="col">{game.t('paysColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {PAY_ROWS.map(({ example, evenMoney }) => (
              <tr key={example.kind}>
                <th scope="row">{game.t(evenMoney ? 'kindEvenMoney' : KIND_NAMES[example.kind])}</th>
                <td>{rouletteBetNumbers(example).length}</td>
                <td>{game.t('paysOdds', { odds: ROULETTE_PAYOUT_ODDS[example.kind] })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby={`${ids}-limits`}>
        <Heading id={`${ids}-limits`} className={paytable.heading}>
          {game.t('limitsHeading')}
        </Heading>
        <dl className={styles.limits}>
          <div>
            <dt>{game.t('limitInside')}</dt>
            <dd>
              {game.t('limitRange', { min: money(limits.insideMinimum), max: money(limits.insideMaximum) })}
            </dd>
          </div>
          <div>
            <dt>{game.t('limitOutside')}</dt>
            <dd>
              {game.t('limitRange', { min: money(limits.outsideMinimum), max: money(limits.outsideMaximum) })}
            </dd>
          </div>
          <div>
            <dt>{game.t('limitSpin')}</dt>
            <dd>{game.t('limitUpTo', { max: money(limits.spinMaximum) })}</dd>
          </div>
        </dl>
        <p>{game.t('chipValues', { values: rules.chips.map(money).join(', ') })}</p>
      </section>

      <section aria-labelledby={`${ids}-racetrack`}>
        <Heading id={`${ids}-racetrack`} className={paytable.heading}>
          {game.t('racetrackHeading')}
        </Heading>
        <p>
          {game.t('rulesNeighbours', {
            min: NEIGHBOURS_MIN_COUNT,
            max: NEIGHBOURS_MAX_COUNT,
            count: NEIGHBOURS_DEFAULT_COUNT,
          })}
        </p>
        <p>{game.t('rulesAnnounced')}</p>
        <ul className={styles.announced}>
          {ANNOUNCED_ORDER.map((name) => (
            <li key={name}>
              {game.t('announcedRule', {
                name: game.t(ANNOUNCED_NAMES[name]),
                covers: game.t(ANNOUNCED_COVERS[name]),
                count: announcedChips(name),
                chips: ROULETTE_ANNOUNCED_BETS[name]
                  .map(
                    ({ position, units }) => `${position.numbers.join('/')}${units > 1 ? ` ×${units}` : ''}`,
                  )
                  .join(', '),
              })}
            </li>
          ))}
        </ul>
        <p>{game.t('rulesKeyboard')}</p>
      </section>
    </div>
  );
}
