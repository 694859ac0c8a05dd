/**
 * How much a stake counts towards a bonus's wagering, by game type, in percent: the house's default terms,
 * which each campaign copies and may change. Slots count in full. Games whose return is close to 100 % count
 * little, or a bonus could be wagered at almost no cost: blackjack and video poker played well return over
 * 99.5 %, so 5 %; roulette, baccarat, dice, mines, plinko and crash 10 % (a crash bet cashed out at 1.01× is
 * almost sure). Bonus-buy games not at all: a bought
 * feature pays too surely.
 */
export const WAGERING_WEIGHTS = {
  'slot-lines': 100,
  'slot-ways': 100,
  megaways: 100,
  'drops-and-wins': 100,
  'bonus-buy': 0,
  dice: 10,
  roulette: 10,
  baccarat: 10,
  mines: 10,
  plinko: 10,
  crash: 10,
  blackjack: 5,
  'video-poker': 5,
} as const satisfies Readonly<Record<string, number>>;

export type WageringWeightedType = keyof typeof WAGERING_WEIGHTS;
