import type { SeedCampaignTexts } from './campaigns.ts';

export const pt: SeedCampaignTexts = {
  welcome: {
    title: 'Oferta de boas-vindas',
    summary:
      'Bónus de 200% no seu primeiro depósito elegível, mais 300 rodadas grátis nas nossas melhores slots, 50 por dia.',
    terms:
      'Para novos jogadores: o primeiro dos seus três primeiros depósitos a atingir o mínimo indicado e com o qual solicite a oferta (assinalando a caixa por baixo da oferta no formulário de depósito) recebe o bónus, uma única vez. O bónus é de 200% desse depósito, até ao máximo indicado, e é adicionado ao seu saldo de bónus. As 300 rodadas grátis são jogadas em Mighty Runes e Golden Pharaoh, no máximo 50 por dia, e os respetivos ganhos são adicionados como dinheiro de bónus. Aposte 10 vezes o valor do bónus para o converter em dinheiro real; as slots contam na totalidade, os jogos de dados 10% e os jogos com compra de bónus não contam. Enquanto o bónus estiver ativo, nenhuma aposta pode exceder a aposta máxima indicada. O valor que pode ser convertido em dinheiro real é, no máximo, 10 vezes o valor do bónus. O seu próprio dinheiro é sempre jogado primeiro e pode ser levantado a qualquer momento; um levantamento feito enquanto o bónus estiver ativo cancela o bónus. O bónus expira 30 dias após ser atribuído.',
  },
  'welcome-ron': {
    title: 'Oferta de boas-vindas',
    summary:
      'Bónus de 350% no seu primeiro depósito elegível em lei, mais 300 rodadas grátis nas nossas melhores slots, 50 por dia.',
    terms:
      'Para novos jogadores com conta em RON: o primeiro dos seus três primeiros depósitos a atingir o mínimo indicado e com o qual solicite a oferta (assinalando a caixa por baixo da oferta no formulário de depósito) recebe o bónus, uma única vez. O bónus é de 350% desse depósito, até ao máximo indicado, e é adicionado ao seu saldo de bónus. As 300 rodadas grátis são jogadas em Mighty Runes e Golden Pharaoh, no máximo 50 por dia, e os respetivos ganhos são adicionados como dinheiro de bónus. Aposte 10 vezes o valor do bónus para o converter em dinheiro real; as slots contam na totalidade, os jogos de dados 10% e os jogos com compra de bónus não contam. Enquanto o bónus estiver ativo, nenhuma aposta pode exceder a aposta máxima indicada. O valor que pode ser convertido em dinheiro real é, no máximo, 10 vezes o valor do bónus. O seu próprio dinheiro é sempre jogado primeiro e pode ser levantado a qualquer momento; um levantamento feito enquanto o bónus estiver ativo cancela o bónus. O bónus expira 30 dias após ser atribuído.',
  },
  'registration-spins': {
    title: 'Rodadas grátis por se registar',
    summary: '20 rodadas grátis em Mighty Runes e Golden Pharaoh assim que abrir a sua conta.',
    terms:
      'Cada nova conta recebe 20 rodadas grátis em Mighty Runes e Golden Pharaoh. Os ganhos das rodadas grátis são adicionados como dinheiro de bónus e têm de ser apostados 10 vezes antes de se tornarem dinheiro real; as slots contam na totalidade, os jogos de dados 10% e os jogos com compra de bónus não contam. As rodadas grátis e os respetivos ganhos expiram 7 dias após serem atribuídos.',
  },
  'signup-code': {
    title: 'Código de registo LUMEN10',
    summary: 'Introduza o código LUMEN10 ao registar-se e receba um bónus sem precisar de depositar.',
    terms:
      'Introduza LUMEN10 no campo do código promocional do formulário de registo. O bónus indicado é adicionado ao seu saldo de bónus assim que a sua conta for aberta, sem depósito. Aposte 10 vezes o valor do bónus para o converter em dinheiro real; as slots contam na totalidade, os jogos de dados 10% e os jogos com compra de bónus não contam. O valor que pode ser convertido em dinheiro real é, no máximo, 5 vezes o valor do bónus. Um código por jogador. O bónus expira 14 dias após ser atribuído.',
  },
  'first-login-spins': {
    title: 'Rodadas grátis na sua primeira visita',
    summary: '10 rodadas grátis à sua espera na primeira vez que iniciar sessão.',
    terms:
      'Na primeira vez que iniciar sessão na sua conta, recebe 10 rodadas grátis em Mighty Runes e Golden Pharaoh. Os respetivos ganhos são adicionados como dinheiro de bónus e têm de ser apostados 10 vezes antes de se tornarem dinheiro real; as slots contam na totalidade, os jogos de dados 10% e os jogos com compra de bónus não contam. As rodadas grátis expiram 7 dias após serem atribuídas.',
  },
  'spring-code': {
    title: 'Código promocional SPRING25',
    summary: 'Introduza SPRING25 ao depositar e receba mais 25% como bónus.',
    terms:
      'Introduza SPRING25 ao depositar. O bónus é de 25% do depósito, até ao máximo indicado. Aposte 10 vezes o valor do bónus para o converter em dinheiro real; as slots contam na totalidade, os jogos de dados 10% e os jogos com compra de bónus não contam. Enquanto o bónus estiver ativo, nenhuma aposta pode exceder a aposta máxima indicada. Uma utilização por jogador. O bónus expira 30 dias após ser atribuído.',
  },
  birthday: {
    title: 'Bónus de aniversário',
    summary: 'Uma prenda nossa no seu aniversário, com requisitos de apostas reduzidos.',
    terms:
      'No dia do seu aniversário, conforme consta do seu perfil, recebe o bónus indicado. Aposte 5 vezes o valor do bónus para o converter em dinheiro real; as slots contam na totalidade, os jogos de dados 10% e os jogos com compra de bónus não contam. Uma vez por ano. O bónus expira 7 dias após ser atribuído.',
  },
  'weekly-reload': {
    title: 'Recarga semanal',
    summary: 'Assinale a caixa ao depositar e receba um bónus de 50% do seu depósito, uma vez por semana.',
    terms:
      'Todas as semanas (de segunda-feira a domingo, UTC), o seu primeiro depósito que atinja o mínimo indicado e com o qual solicite a oferta (assinalando a caixa por baixo da oferta no formulário de depósito) recebe um bónus de 50%, até ao máximo indicado. Aposte 30 vezes o valor do bónus para o converter em dinheiro real; as slots contam na totalidade, os jogos de dados 10% e os jogos com compra de bónus não contam. Enquanto o bónus estiver ativo, nenhuma aposta pode exceder a aposta máxima indicada. Não disponível nos mercados cujas regras limitam os requisitos de apostas a menos de 30 vezes. O bónus expira 7 dias após ser atribuído.',
  },
  'winnings-boost': {
    title: 'Impulso de ganhos',
    summary:
      'Todos os dias, 10% do seu maior ganho do dia anterior nas slots clássicas de linhas, creditados como dinheiro de bónus.',
    terms:
      'Todos os dias, 10% do seu maior ganho do dia anterior (UTC) numa slot clássica de linhas são adicionados como dinheiro de bónus, até ao máximo indicado. O ganho de uma ronda é o que ela pagou menos a respetiva aposta; os ganhos das rodadas grátis não contam. Aposte 10 vezes o valor do bónus para o converter em dinheiro real; só contam as slots clássicas de linhas. Enquanto o bónus estiver ativo, nenhuma aposta pode exceder a aposta máxima indicada. Cada bónus do impulso expira 7 dias após ser atribuído.',
  },
  'vip-invite': {
    title: 'Convite VIP',
    summary: 'Só por convite: um bónus sem precisar de depositar, mais 50 rodadas grátis.',
    terms:
      'Esta oferta está disponível para os jogadores que receberam a respetiva ligação. Ao solicitá-la através da ligação, recebe de imediato o bónus indicado, sem precisar de depositar, mais 50 rodadas grátis em Mighty Runes e Golden Pharaoh, cujos ganhos são adicionados como dinheiro de bónus. Aposte 10 vezes o valor do bónus para o converter em dinheiro real; as slots contam na totalidade, os jogos de dados 10% e os jogos com compra de bónus não contam. Enquanto o bónus estiver ativo, nenhuma aposta pode exceder a aposta máxima indicada. Uma utilização por jogador. O bónus expira 30 dias após ser atribuído.',
  },
};
