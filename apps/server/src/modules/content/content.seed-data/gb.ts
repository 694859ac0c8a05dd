import type { LanguageContent } from './structure.ts';

/** British English (British spelling, GBP). */
export const gb: LanguageContent = {
  titles: {
    casino: 'Casino',
    quick_link_slots: 'Slots',
    quick_link_live: 'Live casino',
    quick_link_jackpots: 'Jackpots',
    quick_link_tournaments: 'Tournaments',
    quick_link_bonuses: 'Promotions',
    quick_link_loyalty: 'Loyalty programme',
    information: 'Information',
    about_us: 'About us',
    terms_and_conditions: 'Terms and conditions',
    privacy_policy: 'Privacy policy',
    cookie_policy: 'Cookie policy',
    responsible_gaming: 'Safer gambling',
    bonus_terms: 'Bonus terms',
    kyc_policy: 'KYC policy',
    aml_policy: 'Anti-money laundering policy',
    support: 'Support',
    support_block: 'Live chat',
    quick_link_faq: 'FAQ',
    contact_us: 'Contact us',
    partners: 'Partners',
    affiliates: 'Affiliate programme',
  },

  pages: {
    about_us: `
<p>Lumen Casino is an online casino operated by Lumen Entertainment Ltd., a company registered in Lumeria and licensed by the Gaming Authority of Lumeria. We built Lumen Casino for players who want games they can check for themselves, clear rules and fast, fair payouts.</p>
<h2>What we offer</h2>
<ul>
<li>Slots and dice games from our own studio, with more games and features on the way.</li>
<li>A demo mode for most games, so you can play for fun before playing for real money.</li>
<li>Deposits and withdrawals by bank transfer and in crypto.</li>
<li>Account verification (KYC) with document upload in your profile.</li>
</ul>
<h2>Fair play</h2>
<p>Our games are provably fair. Before each round is played, its outcome is committed with a cryptographic hash; afterwards you can open the round in the game's history and check that the result matches that hash. Any player can run this check in the browser, for any past round. Return-to-player figures are published in the information panel of each game.</p>
<h2>Safe play</h2>
<p>You must be 18 or older to play. Our <a href="/info_pages/responsible_gaming">safer gambling</a> page explains how to stay in control of your play. If you are worried about your gambling, our support team can help: write to us at any time.</p>
<p>Questions? Our support team is available around the clock at <a href="mailto:support@lumen.casino">support@lumen.casino</a>.</p>`,

    terms_and_conditions: `
<p>These terms form the agreement between you and Lumen Entertainment Ltd. ("we", "us"), the operator of Lumen Casino. By opening an account you accept them, together with our privacy policy, bonus terms and the rules of each game.</p>
<h2>1. Who may play</h2>
<ul>
<li>You must be at least 18 years old, or older if the law of your country requires it.</li>
<li>You may hold only one account, in your own name, with accurate personal details.</li>
<li>You may not play from a country where online gambling is illegal or where we do not accept players.</li>
</ul>
<h2>2. Your account</h2>
<p>Keep your password secret; you are responsible for activity on your account. We may ask you to verify your identity at any time, and we must do so before your first withdrawal (see our <a href="/info_pages/kyc_policy">KYC policy</a>).</p>
<h2>3. Deposits and withdrawals</h2>
<p>Only use payment methods registered in your name. Withdrawals are normally paid to the method used for the deposit. Some banking methods take up to 5 banking days. We may delay a payment while we carry out checks required by law.</p>
<h2>4. Games and malfunctions</h2>
<p>Each game has its own rules, shown in the game. A malfunction voids all affected plays and payouts. If a bet was settled incorrectly we will correct the balance.</p>
<h2>5. Closing an account</h2>
<p>You may close your account at any time through support. We may suspend or close an account in case of fraud, bonus abuse, multiple accounts or a breach of these terms; funds that were lawfully won are paid out.</p>
<h2>6. Complaints</h2>
<p>Contact support first. If we cannot resolve your complaint within 14 days, you may refer it to the Gaming Authority of Lumeria.</p>
<h2>7. Changes</h2>
<p>We may change these terms. We will tell you about material changes before they apply, and you will be asked to accept them at your next login.</p>`,

    privacy_policy: `
<p>This policy explains how Lumen Entertainment Ltd., the data controller for Lumen Casino, collects and uses your personal data.</p>
<h2>Data we collect</h2>
<ul>
<li>Account data: name, date of birth, address, email, phone number, currency and language.</li>
<li>Verification data: copies of identity documents and proof of address or payment.</li>
<li>Transaction and gaming data: deposits, withdrawals, bets, wins and bonuses.</li>
<li>Technical data: IP address, device and browser type, and the country derived from your IP address.</li>
</ul>
<h2>Why we use it</h2>
<p>We use your data to run your account and pay your winnings (contract), to verify your age and identity, prevent fraud and money laundering (legal obligation), to protect players from gambling harm, and, only with your consent, to send you offers.</p>
<h2>Who receives it</h2>
<p>Payment providers, identity verification services, game providers (only a player ID), our hosting providers and, where the law requires it, the Gaming Authority of Lumeria and other authorities. We never sell your data.</p>
<h2>How long we keep it</h2>
<p>We keep account and transaction records for 5 years after your account is closed, as anti-money laundering law requires. Marketing preferences are deleted when you withdraw consent.</p>
<h2>Your rights</h2>
<p>You may ask for access to your data, its correction or deletion, a copy in a portable format, or object to its use for marketing. Write to <a href="mailto:support@lumen.casino">support@lumen.casino</a>. You may also complain to a data protection authority.</p>
<p>How we use cookies is described in our <a href="/info_pages/cookie_policy">cookie policy</a>.</p>`,

    cookie_policy: `
<p>Cookies are small files that a website stores in your browser. Lumen Casino also uses your browser's local storage for the same purposes. This policy explains what we store and why.</p>
<h2>Strictly necessary</h2>
<p>These keep you signed in, remember your language and your cookie choice, and protect forms against misuse. The site cannot work without them, so they cannot be switched off.</p>
<h2>Preferences</h2>
<p>These remember choices that make the site easier to use, such as your recent searches and which banners you have already closed.</p>
<h2>Analytics</h2>
<p>With your consent, we measure how the site is used, for example which pages load slowly, so that we can improve it. The data is aggregated and not used to identify you.</p>
<h2>Your choices</h2>
<p>You can delete cookies and local storage at any time in your browser settings. Blocking strictly necessary cookies will sign you out and may stop parts of the site from working.</p>`,

    responsible_gaming: `
<p>Gambling should be entertainment, never a way to make money or to escape problems. Lumen Casino is committed to helping every player stay in control.</p>
<h2>Tools you can use</h2>
<ul>
<li><strong>Deposit limits</strong>, <strong>loss limits</strong> and <strong>wager limits</strong> per 24 hours, 7 days or 30 days. A lower limit applies at once. A higher limit, or removing a limit, takes effect only after a 24-hour cooling-off period and once you confirm it; a change not confirmed within 7 days lapses.</li>
<li><strong>Session time limit</strong>: when a session has lasted as long as you chose, play stops and you are signed out.</li>
<li><strong>Reality checks</strong>: a reminder at an interval you choose, from 10 minutes to 8 hours, showing how long you have played and your net result this session.</li>
<li><strong>Time-out</strong> for 24 hours, 7 days, 30 days or 6 weeks.</li>
<li><strong>Self-exclusion</strong> for 6 months, 1 year, 2 years or 5 years. It cannot be shortened or lifted early. Once its period is over, it ends only when you ask to come back, and play resumes 24 hours after your request.</li>
</ul>
<p>During a time-out or self-exclusion you cannot deposit, play for real money, receive bonuses or receive marketing, but you can still sign in to withdraw your balance and see your history.</p>
<p>Set these tools under <a href="/profile/responsible-gambling">Responsible gambling</a> in your account. Our support team can also help you at any time.</p>
<h2>Warning signs</h2>
<ul>
<li>You spend more money or time than you planned.</li>
<li>You chase losses or borrow money to gamble.</li>
<li>Gambling affects your work, studies, family or mood.</li>
</ul>
<p>If any of these sound familiar, take a break and talk to someone. Free and confidential help is available from the National Gambling Helpline run by GamCare (0808 8020 133), from BeGambleAware and from Gamblers Anonymous.</p>
<h2>Protecting minors</h2>
<p>Nobody under 18 may play. We verify the age of every player and close accounts opened by minors. Parents can use filtering software to block gambling sites.</p>`,

    bonus_terms: `
<p>These terms apply to every bonus, free spin and promotion at Lumen Casino, in addition to the specific terms shown with each offer. Where the two differ, the offer's own terms apply.</p>
<h2>Bonus money and wagering</h2>
<ul>
<li>Bonus money is kept in a separate bonus balance. Real money is always used first.</li>
<li>Unless an offer states otherwise, a bonus must be wagered 35 times within 30 days before it can be withdrawn.</li>
<li>Slots count 100% towards wagering. Table games count 10%. Live casino games and games excluded in an offer count 0%.</li>
<li>While a bonus is active the maximum bet is £5 per round.</li>
<li>Jackpot wins are subject to 3x wagering; jackpot contributions start with bets of £0.50.</li>
</ul>
<h2>One bonus at a time</h2>
<p>Only one bonus can be active. Further bonuses wait in your bonus queue and start in order. Switching the active bonus forfeits the wagering progress of the current one. Cancelling an active bonus sets the bonus balance to zero.</p>
<h2>Free spins</h2>
<p>Free spins are valid for the games named in the offer and, where a daily limit applies, only up to that number per day. Winnings from free spins are credited as bonus money.</p>
<h2>Currency changes</h2>
<p>Changing your account currency sets the bonus balance to zero and cancels pending bonuses and free spins.</p>
<h2>Fair use</h2>
<p>Bonuses are for recreational players. We may withhold bonuses and related winnings in case of multiple accounts, collusion or betting patterns designed to exploit an offer.</p>`,

    kyc_policy: `
<p>"Know your customer" (KYC) checks protect you and us: they confirm that you are of legal age, that the account is yours and that payments are made by you. Our licence requires them.</p>
<h2>When we verify</h2>
<p>Before your first withdrawal, when total deposits reach £2,000, and whenever the law or a security check requires it.</p>
<h2>Documents</h2>
<ol>
<li>Photo ID: passport, identity card or driving licence, valid and with all corners visible.</li>
<li>Proof of address: a utility bill or bank statement not older than 3 months.</li>
<li>Proof of payment: a photo of your card (middle digits covered) or a screenshot of your e-wallet or bank account.</li>
<li>Any other document we ask for, such as proof of the source of funds.</li>
</ol>
<p>Upload files in your profile under Verification. Accepted formats: JPEG, JPG, PNG, BMP and PDF, each file under 5 MB.</p>
<h2>How long it takes</h2>
<p>Our team reviews documents within 1 to 24 hours. Your status then shows as verified, or we tell you what is missing. If a document expires, you will be asked for a new one.</p>
<p>Documents are stored encrypted and used only for verification, as described in our <a href="/info_pages/privacy_policy">privacy policy</a>.</p>`,

    aml_policy: `
<p>Lumen Entertainment Ltd. does not accept money from crime and does not allow its services to be used to launder money or finance terrorism. This policy summarises our controls under the anti-money laundering law of Lumeria.</p>
<h2>Customer due diligence</h2>
<p>We verify the identity of every customer (see our <a href="/info_pages/kyc_policy">KYC policy</a>) and check customers against sanctions and politically exposed persons lists. Higher-risk customers and large amounts require enhanced checks, including proof of the source of funds.</p>
<h2>Monitoring</h2>
<p>We monitor deposits, play and withdrawals for unusual patterns, such as deposits that are withdrawn with little or no play. Withdrawals are paid to a method in the customer's name, normally the one used to deposit.</p>
<h2>Reporting</h2>
<p>We report suspicious activity to the Financial Intelligence Unit of Lumeria and may freeze funds when the law requires it. We are not allowed to tell a customer about such a report.</p>
<h2>Records and training</h2>
<p>We keep identification and transaction records for 5 years after an account is closed. Our staff are trained every year, and a named compliance officer oversees this policy.</p>`,

    contact_us: `
<p>Our support team is here for you 24 hours a day, 7 days a week.</p>
<h2>Email</h2>
<p>Write to <a href="mailto:support@lumen.casino">support@lumen.casino</a> from the address registered on your account. We reply within 24 hours. Please never send your password.</p>
<h2>Complaints</h2>
<p>If you are not satisfied with an answer, ask for your complaint to be escalated. A manager will reply within 14 days. If the matter is still unresolved, you may contact the Gaming Authority of Lumeria.</p>
<h2>Postal address</h2>
<p>Lumen Entertainment Ltd., 12 Harbour Street, Port Aurel, Lumeria.</p>`,
  },

  seo: {
    seo_main: {
      title: 'Lumen Casino: Provably Fair Slots and Dice Games',
      description:
        'Slots and dice games from our own studio at Lumen Casino, all provably fair. Play free in demo mode or for real money, and pay by bank transfer or crypto.',
    },
    seo_faq: {
      title: 'FAQ: Help with Your Account | Lumen Casino',
      description:
        'Answers to common questions about registration, verification, deposits, withdrawals, bonuses and safer gambling at Lumen Casino.',
    },
    seo_privacy_policy: {
      title: 'Privacy Policy | Lumen Casino',
      description:
        'How Lumen Casino collects, uses and protects your personal data, how long we keep it, and how you can exercise your privacy rights.',
    },
    seo_slots: {
      title: 'Online Slots: Provably Fair, Free Demo | Lumen Casino',
      description:
        'Online slots from our own studio: line, ways and bonus buy games, each provably fair. Try them free in demo mode, then play for real money at Lumen Casino.',
    },
    seo_live: {
      title: 'Live Casino | Lumen Casino',
      description:
        'Live casino games at Lumen Casino. You can also play provably fair slots and dice games from our own studio, free in demo mode or for real money.',
    },
    seo_jackpots: {
      title: 'Jackpot Games | Lumen Casino',
      description:
        'Jackpot games at Lumen Casino. Our own studio also makes provably fair slots and dice games that you can play free in demo mode or for real money.',
    },
    seo_tournaments: {
      title: 'Casino Tournaments | Lumen Casino',
      description:
        'Casino tournaments at Lumen Casino. In the lobby you will find provably fair slots and dice games from our own studio, to play in demo mode or for real money.',
    },
    seo_bonuses: {
      title: 'Casino Bonuses and Promotions | Lumen Casino',
      description:
        'Bonuses and promotions at Lumen Casino. Every offer states its own terms, and our bonus terms explain wagering, the maximum bet and withdrawing bonus money.',
    },
    seo_loyalty: {
      title: 'Loyalty Programme | Lumen Casino',
      description:
        'Loyalty programme at Lumen Casino. Create an account to play provably fair slots and dice from our own studio for real money, paying by bank transfer or crypto.',
    },
    seo_aviator: {
      title: 'Jet, the Crash Game: Cash Out in Time | Lumen Casino',
      description:
        'Play Jet, our provably fair crash game: the multiplier climbs until the jet flies away. Two bets a round, auto cash-out, and a 97% return. Try it free.',
    },
    seo_live_casino: {
      title: 'Live Casino: Shared Roulette & Baccarat | Lumen Casino',
      description:
        'Play roulette and baccarat at live-format tables every player shares, with an animated dealer and provably fair rounds every 30 seconds. Try them free.',
    },
    seo_welcome_offer: {
      title: 'Welcome Offer: First Deposit Bonus | Lumen Casino',
      description:
        'Claim the Lumen Casino welcome offer on your first deposit: the bonus, its free spins and every term in plain words, from wagering to the maximum bet.',
    },
  },

  licence: {
    title: 'Licence',
    content: `
<p>Lumen Casino is operated by Lumen Entertainment Ltd. (company number LE-204871, 12 Harbour Street, Port Aurel, Lumeria), licensed and regulated by the Gaming Authority of Lumeria under licence number GAL-2024-0178.</p>
<p>This is a demonstration product: Lumeria and its Gaming Authority are fictional.</p>
<p><strong>18+</strong> Gambling can be addictive. Play responsibly. <a href="/info_pages/responsible_gaming">Safer gambling</a></p>`,
  },

  faq: {
    registration: {
      question: 'How do I create an account?',
      answer: `<p>Select Sign up, enter your email address and a password, choose your currency and confirm that you are 18 or older and accept our terms. It takes less than a minute. You can complete your profile later, before your first real-money game.</p>`,
    },
    verification: {
      question: 'Why do I need to verify my account, and how long does it take?',
      answer: `<p>Verification (KYC) confirms your age and identity and is required by our licence before your first withdrawal. Upload a photo ID, proof of address and proof of payment in your profile under Verification. We review documents within 1 to 24 hours. See our <a href="/info_pages/kyc_policy">KYC policy</a>.</p>`,
    },
    deposits: {
      question: 'How do I make a deposit?',
      answer: `<p>Select Deposit, choose a banking or crypto method, enter the amount and confirm. Card and instant bank payments arrive immediately; some bank transfers take up to 5 banking days. For crypto deposits, send exactly the amount shown.</p>`,
    },
    withdrawals: {
      question: 'How do I withdraw my winnings?',
      answer: `<p>Open Withdrawal in your account, choose a method and enter the amount. Your account must be verified. We process requests within 24 hours; the time to reach you then depends on the method. Bonus money cannot be withdrawn until its wagering is complete.</p>`,
    },
    bonuses: {
      question: 'How do bonuses and wagering work?',
      answer: `<p>Bonus money sits in a separate balance and must be wagered, usually 35 times, before it becomes withdrawable. Only one bonus is active at a time; others wait in your bonus queue. Not every game counts towards wagering. Details are in our <a href="/info_pages/bonus_terms">bonus terms</a>.</p>`,
    },
    responsible_gambling: {
      question: 'What tools do you offer to help me stay in control?',
      answer: `<p>You can set deposit, loss and wager limits per 24 hours, 7 days or 30 days, a session time limit and reality checks, take a time-out from 24 hours to 6 weeks, or self-exclude for 6 months to 5 years. A lower limit applies at once; a higher limit or removing one needs a 24-hour cooling-off period and your confirmation. Find these tools under <a href="/profile/responsible-gambling">Responsible gambling</a> in your account, or ask support. Read more about <a href="/info_pages/responsible_gaming">safer gambling</a>.</p>`,
    },
    demo_mode: {
      question: 'Can I play for free?',
      answer: `<p>Yes. Most slots and dice games from our own studio have a demo mode that uses play money, and you do not need an account to use it. To play for real money, sign in and make a deposit.</p>`,
    },
    languages: {
      question: 'Which languages does Lumen Casino support?',
      answer: `<p>The site and support are available in English, British English, German, French, Romanian, Slovak, Spanish, Portuguese and Slovenian. Change the language with the language picker at the bottom of the page.</p>`,
    },
    contact: {
      question: 'How can I contact support?',
      answer: `<p>Write to <a href="mailto:support@lumen.casino">support@lumen.casino</a>, or use the support link at the bottom of every page. We reply to emails within 24 hours.</p>`,
    },
  },
};
