import type { SeedCampaignTexts } from './campaigns.ts';

export const en: SeedCampaignTexts = {
  welcome: {
    title: 'Welcome offer',
    summary: 'Your first qualifying deposit matched 200%, plus 300 free spins on our top slots, 50 a day.',
    terms:
      'For new players: the first of your first three deposits that reaches the minimum shown and claims the offer (tick the box under the offer in the deposit form) receives the bonus, once. The bonus is 200% of that deposit up to the maximum shown and is added to your bonus balance. The 300 free spins are played on Mighty Runes and Golden Pharaoh, at most 50 a day, and their winnings are added as bonus money. Bet 10 times the bonus to turn it into real money; slots count in full, dice at 10% and bonus-buy games not at all. While the bonus is active each bet may be at most the maximum bet shown. At most 10 times the bonus can become real money. Your own money is always played first and can be withdrawn at any time; withdrawing while the bonus is active cancels it. The bonus expires 30 days after it is granted.',
  },
  'welcome-ron': {
    title: 'Welcome offer',
    summary:
      'Your first qualifying deposit in lei matched 350%, plus 300 free spins on our top slots, 50 a day.',
    terms:
      'For new players with a RON account: the first of your first three deposits that reaches the minimum shown and claims the offer (tick the box under the offer in the deposit form) receives the bonus, once. The bonus is 350% of that deposit up to the maximum shown and is added to your bonus balance. The 300 free spins are played on Mighty Runes and Golden Pharaoh, at most 50 a day, and their winnings are added as bonus money. Bet 10 times the bonus to turn it into real money; slots count in full, dice at 10% and bonus-buy games not at all. While the bonus is active each bet may be at most the maximum bet shown. At most 10 times the bonus can become real money. Your own money is always played first and can be withdrawn at any time; withdrawing while the bonus is active cancels it. The bonus expires 30 days after it is granted.',
  },
  'registration-spins': {
    title: 'Free spins for signing up',
    summary: '20 free spins on Mighty Runes and Golden Pharaoh as soon as you open your account.',
    terms:
      'Every new account receives 20 free spins on Mighty Runes and Golden Pharaoh. Winnings from the free spins are added as bonus money and must be bet 10 times before they become real money; slots count in full, dice at 10% and bonus-buy games not at all. The free spins and their winnings expire 7 days after they are granted.',
  },
  'signup-code': {
    title: 'Sign-up code LUMEN10',
    summary: 'Enter the code LUMEN10 when you sign up and receive a bonus with no deposit needed.',
    terms:
      'Enter LUMEN10 in the promo code field of the sign-up form. The bonus shown is added to your bonus balance once your account is open, without a deposit. Bet 10 times the bonus to turn it into real money; slots count in full, dice at 10% and bonus-buy games not at all. At most 5 times the bonus can become real money. One code per player. The bonus expires 14 days after it is granted.',
  },
  'first-login-spins': {
    title: 'Free spins on your first visit',
    summary: '10 free spins waiting for you the first time you sign in.',
    terms:
      'The first time you sign in to your account you receive 10 free spins on Mighty Runes and Golden Pharaoh. Their winnings are added as bonus money and must be bet 10 times before they become real money; slots count in full, dice at 10% and bonus-buy games not at all. The free spins expire 7 days after they are granted.',
  },
  'spring-code': {
    title: 'Promo code SPRING25',
    summary: 'Enter SPRING25 with a deposit and get 25% extra as a bonus.',
    terms:
      'Enter SPRING25 with a deposit. The bonus is 25% of the deposit up to the maximum shown. Bet 10 times the bonus to turn it into real money; slots count in full, dice at 10% and bonus-buy games not at all. While the bonus is active each bet may be at most the maximum bet shown. One use per player. The bonus expires 30 days after it is granted.',
  },
  birthday: {
    title: 'Birthday bonus',
    summary: 'A gift from us on your birthday, with light wagering.',
    terms:
      'On your birthday, as given in your profile, you receive the bonus shown. Bet 5 times the bonus to turn it into real money; slots count in full, dice at 10% and bonus-buy games not at all. Once a year. The bonus expires 7 days after it is granted.',
  },
  'weekly-reload': {
    title: 'Weekly reload',
    summary: 'Tick the box when you deposit and get 50% of your deposit as a bonus, once a week.',
    terms:
      'Each week (Monday to Sunday, UTC) your first deposit that reaches the minimum shown and claims the offer (tick the box under the offer in the deposit form) is matched 50% up to the maximum shown. Bet 30 times the bonus to turn it into real money; slots count in full, dice at 10% and bonus-buy games not at all. While the bonus is active each bet may be at most the maximum bet shown. Not offered where the rules of the market cap wagering below 30 times. The bonus expires 7 days after it is granted.',
  },
  'winnings-boost': {
    title: 'Winnings boost',
    summary:
      'Every day, 10% of your biggest win of the day before on classic line slots, paid as bonus money.',
    terms:
      'Each day, 10% of your biggest win of the day before (UTC) on a classic line slot is added as bonus money, up to the maximum shown. A win is what a round paid out minus its stake; wins from free spins do not count. Bet 10 times the bonus to turn it into real money; only classic line slots count. While the bonus is active each bet may be at most the maximum bet shown. Each boost bonus expires 7 days after it is granted.',
  },
  'vip-invite': {
    title: 'VIP invitation',
    summary: 'By invitation only: a bonus with no deposit needed, plus 50 free spins.',
    terms:
      'This offer is open to players who received its link. Claim it through the link and you receive the bonus shown at once, with no deposit needed, plus 50 free spins on Mighty Runes and Golden Pharaoh, whose winnings are added as bonus money. Bet 10 times the bonus to turn it into real money; slots count in full, dice at 10% and bonus-buy games not at all. While the bonus is active each bet may be at most the maximum bet shown. One claim per player. The bonus expires 30 days after it is granted.',
  },
};
