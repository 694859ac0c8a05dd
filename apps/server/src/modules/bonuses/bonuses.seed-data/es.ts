import type { SeedCampaignTexts } from './campaigns.ts';

export const es: SeedCampaignTexts = {
  welcome: {
    title: 'Oferta de bienvenida',
    summary:
      'Un bono del 200 % de tu primer depósito válido, más 300 giros gratis en nuestras mejores tragaperras, 50 al día.',
    terms:
      'Para nuevos jugadores: el primero de tus tres primeros depósitos que alcance el mínimo indicado y con el que solicites la oferta (marcando la casilla bajo la oferta en el formulario de depósito) recibe el bono, una sola vez. El bono es del 200 % de ese depósito, hasta el máximo indicado, y se añade a tu saldo de bono. Los 300 giros gratis se juegan en Mighty Runes y Golden Pharaoh, como máximo 50 al día, y sus ganancias se añaden como dinero de bono. Apuesta 10 veces el importe del bono para convertirlo en dinero real; las tragaperras cuentan en su totalidad, los juegos de dados un 10 % y los juegos con compra de bono no cuentan. Mientras el bono esté activo, ninguna apuesta puede superar la apuesta máxima indicada. La cantidad que puede convertirse en dinero real es como máximo 10 veces el importe del bono. Tu propio dinero se juega siempre primero y puedes retirarlo en cualquier momento; una retirada mientras el bono está activo lo cancela. El bono caduca 30 días después de su concesión.',
  },
  'welcome-ron': {
    title: 'Oferta de bienvenida',
    summary:
      'Un bono del 350 % de tu primer depósito válido en lei, más 300 giros gratis en nuestras mejores tragaperras, 50 al día.',
    terms:
      'Para nuevos jugadores con una cuenta en RON: el primero de tus tres primeros depósitos que alcance el mínimo indicado y con el que solicites la oferta (marcando la casilla bajo la oferta en el formulario de depósito) recibe el bono, una sola vez. El bono es del 350 % de ese depósito, hasta el máximo indicado, y se añade a tu saldo de bono. Los 300 giros gratis se juegan en Mighty Runes y Golden Pharaoh, como máximo 50 al día, y sus ganancias se añaden como dinero de bono. Apuesta 10 veces el importe del bono para convertirlo en dinero real; las tragaperras cuentan en su totalidad, los juegos de dados un 10 % y los juegos con compra de bono no cuentan. Mientras el bono esté activo, ninguna apuesta puede superar la apuesta máxima indicada. La cantidad que puede convertirse en dinero real es como máximo 10 veces el importe del bono. Tu propio dinero se juega siempre primero y puedes retirarlo en cualquier momento; una retirada mientras el bono está activo lo cancela. El bono caduca 30 días después de su concesión.',
  },
  'registration-spins': {
    title: 'Giros gratis por registrarte',
    summary: '20 giros gratis en Mighty Runes y Golden Pharaoh en cuanto abras tu cuenta.',
    terms:
      'Cada cuenta nueva recibe 20 giros gratis en Mighty Runes y Golden Pharaoh. Las ganancias de los giros gratis se añaden como dinero de bono y deben apostarse 10 veces antes de convertirse en dinero real; las tragaperras cuentan en su totalidad, los juegos de dados un 10 % y los juegos con compra de bono no cuentan. Los giros gratis y sus ganancias caducan 7 días después de su concesión.',
  },
  'signup-code': {
    title: 'Código de registro LUMEN10',
    summary: 'Introduce el código LUMEN10 al registrarte y recibe un bono sin necesidad de depósito.',
    terms:
      'Introduce LUMEN10 en el campo de código promocional del formulario de registro. El bono indicado se añade a tu saldo de bono en cuanto se abre tu cuenta, sin depósito. Apuesta 10 veces el importe del bono para convertirlo en dinero real; las tragaperras cuentan en su totalidad, los juegos de dados un 10 % y los juegos con compra de bono no cuentan. La cantidad que puede convertirse en dinero real es como máximo 5 veces el importe del bono. Un código por jugador. El bono caduca 14 días después de su concesión.',
  },
  'first-login-spins': {
    title: 'Giros gratis en tu primera visita',
    summary: '10 giros gratis te esperan la primera vez que inicies sesión.',
    terms:
      'La primera vez que inicias sesión en tu cuenta recibes 10 giros gratis en Mighty Runes y Golden Pharaoh. Sus ganancias se añaden como dinero de bono y deben apostarse 10 veces antes de convertirse en dinero real; las tragaperras cuentan en su totalidad, los juegos de dados un 10 % y los juegos con compra de bono no cuentan. Los giros gratis caducan 7 días después de su concesión.',
  },
  'spring-code': {
    title: 'Código promocional SPRING25',
    summary: 'Introduce SPRING25 al hacer un depósito y consigue un 25 % extra como bono.',
    terms:
      'Introduce SPRING25 al hacer un depósito. El bono es del 25 % del depósito, hasta el máximo indicado. Apuesta 10 veces el importe del bono para convertirlo en dinero real; las tragaperras cuentan en su totalidad, los juegos de dados un 10 % y los juegos con compra de bono no cuentan. Mientras el bono esté activo, ninguna apuesta puede superar la apuesta máxima indicada. Un uso por jugador. El bono caduca 30 días después de su concesión.',
  },
  birthday: {
    title: 'Bono de cumpleaños',
    summary: 'Un regalo nuestro por tu cumpleaños, con un requisito de apuesta bajo.',
    terms:
      'El día de tu cumpleaños, según consta en tu perfil, recibes el bono indicado. Apuesta 5 veces el importe del bono para convertirlo en dinero real; las tragaperras cuentan en su totalidad, los juegos de dados un 10 % y los juegos con compra de bono no cuentan. Una vez al año. El bono caduca 7 días después de su concesión.',
  },
  'weekly-reload': {
    title: 'Recarga semanal',
    summary: 'Marca la casilla al depositar y recibe un bono del 50 % de tu depósito, una vez por semana.',
    terms:
      'Cada semana (de lunes a domingo, UTC), tu primer depósito que alcance el mínimo indicado y con el que solicites la oferta (marcando la casilla bajo la oferta en el formulario de depósito) recibe un bono del 50 %, hasta el máximo indicado. Apuesta 30 veces el importe del bono para convertirlo en dinero real; las tragaperras cuentan en su totalidad, los juegos de dados un 10 % y los juegos con compra de bono no cuentan. Mientras el bono esté activo, ninguna apuesta puede superar la apuesta máxima indicada. No se ofrece donde las normas del mercado limitan el requisito de apuesta a menos de 30 veces. El bono caduca 7 días después de su concesión.',
  },
  'winnings-boost': {
    title: 'Impulso de ganancias',
    summary:
      'Cada día, el 10 % de tu mayor premio del día anterior en tragaperras clásicas de líneas, abonado como dinero de bono.',
    terms:
      'Cada día se añade como dinero de bono el 10 % de tu mayor premio del día anterior (UTC) en una tragaperras clásica de líneas, hasta el máximo indicado. El premio de una ronda es lo que pagó menos su apuesta; los premios de los giros gratis no cuentan. Apuesta 10 veces el importe del bono para convertirlo en dinero real; solo cuentan las tragaperras clásicas de líneas. Mientras el bono esté activo, ninguna apuesta puede superar la apuesta máxima indicada. Cada bono del impulso caduca 7 días después de su concesión.',
  },
  'vip-invite': {
    title: 'Invitación VIP',
    summary: 'Solo por invitación: un bono sin necesidad de depósito, más 50 giros gratis.',
    terms:
      'Esta oferta está disponible para los jugadores que han recibido su enlace. Al solicitarla a través del enlace recibes al momento el bono indicado, sin necesidad de depósito, más 50 giros gratis en Mighty Runes y Golden Pharaoh, cuyas ganancias se añaden como dinero de bono. Apuesta 10 veces el importe del bono para convertirlo en dinero real; las tragaperras cuentan en su totalidad, los juegos de dados un 10 % y los juegos con compra de bono no cuentan. Mientras el bono esté activo, ninguna apuesta puede superar la apuesta máxima indicada. Un uso por jugador. El bono caduca 30 días después de su concesión.',
  },
};
