import type { LanguageContent } from './structure.ts';

/** Portuguese (European). */
export const pt: LanguageContent = {
  titles: {
    casino: 'Casino',
    quick_link_slots: 'Slots',
    quick_link_live: 'Casino ao vivo',
    quick_link_jackpots: 'Jackpots',
    quick_link_tournaments: 'Torneios',
    quick_link_bonuses: 'Promoções',
    quick_link_loyalty: 'Programa de fidelidade',
    information: 'Informações',
    about_us: 'Quem somos',
    terms_and_conditions: 'Termos e condições',
    privacy_policy: 'Política de privacidade',
    cookie_policy: 'Política de cookies',
    responsible_gaming: 'Jogo responsável',
    bonus_terms: 'Termos dos bónus',
    kyc_policy: 'Política KYC',
    aml_policy: 'Política de prevenção do branqueamento de capitais',
    support: 'Apoio',
    support_block: 'Chat ao vivo',
    quick_link_faq: 'Perguntas frequentes',
    contact_us: 'Contactos',
    partners: 'Parceiros',
    affiliates: 'Programa de afiliados',
  },

  pages: {
    about_us: `
<p>O Lumen Casino é um casino online explorado pela Lumen Entertainment Ltd., uma sociedade registada na Lumeria e licenciada pela Autoridade do Jogo da Lumeria (Gaming Authority of Lumeria). Criámos o Lumen Casino para jogadores que querem jogos que possam verificar por si próprios, regras claras e pagamentos rápidos e justos.</p>
<h2>O que oferecemos</h2>
<ul>
<li>Slots e jogos de dados do nosso próprio estúdio, com mais jogos e funcionalidades a caminho.</li>
<li>Um modo de demonstração na maioria dos jogos, para jogar por diversão antes de jogar a dinheiro real.</li>
<li>Depósitos e levantamentos por transferência bancária e em criptomoeda.</li>
<li>Verificação da conta (KYC), com envio de documentos a partir do seu perfil.</li>
</ul>
<h2>Jogo justo</h2>
<p>Os nossos jogos são comprovadamente justos («provably fair»). Antes de cada ronda ser jogada, o seu resultado fica fixado por um hash criptográfico; depois, pode abrir a ronda no histórico do jogo e verificar que o resultado corresponde a esse hash. Qualquer jogador pode fazer esta verificação no navegador, para qualquer ronda já jogada. A percentagem de retorno ao jogador (RTP) está indicada no painel de informação de cada jogo.</p>
<h2>Jogo seguro</h2>
<p>É preciso ter 18 anos ou mais para jogar. A nossa página de <a href="/info_pages/responsible_gaming">jogo responsável</a> explica como manter o controlo do seu jogo. Se estiver preocupado com a forma como joga, a nossa equipa de apoio pode ajudar: escreva-nos a qualquer momento.</p>
<p>Tem dúvidas? A nossa equipa de apoio está disponível a qualquer hora através de <a href="mailto:support@lumen.casino">support@lumen.casino</a>.</p>`,

    terms_and_conditions: `
<p>Estes termos constituem o acordo entre si e a Lumen Entertainment Ltd. («nós»), a entidade exploradora do Lumen Casino. Ao abrir uma conta, aceita-os, bem como a nossa política de privacidade, os termos dos bónus e as regras de cada jogo.</p>
<h2>1. Quem pode jogar</h2>
<ul>
<li>Tem de ter pelo menos 18 anos, ou mais se a lei do seu país o exigir.</li>
<li>Só pode ter uma conta, em seu nome, com dados pessoais corretos.</li>
<li>Não pode jogar a partir de um país onde o jogo online seja ilegal ou do qual não aceitemos jogadores.</li>
</ul>
<h2>2. A sua conta</h2>
<p>Mantenha a sua palavra-passe secreta; é responsável pela atividade da sua conta. Podemos pedir-lhe a qualquer momento que verifique a sua identidade e temos de o fazer antes do seu primeiro levantamento (consulte a nossa <a href="/info_pages/kyc_policy">política KYC</a>).</p>
<h2>3. Depósitos e levantamentos</h2>
<p>Utilize apenas métodos de pagamento registados em seu nome. Os levantamentos são normalmente pagos para o método usado no depósito. Algumas transferências bancárias demoram até 5 dias úteis. Podemos reter um pagamento enquanto fazemos as verificações exigidas por lei.</p>
<h2>4. Jogos e avarias</h2>
<p>Cada jogo tem as suas próprias regras, apresentadas no jogo. Uma avaria anula todas as jogadas e prémios afetados. Se uma aposta tiver sido liquidada incorretamente, corrigimos o saldo.</p>
<h2>5. Encerramento da conta</h2>
<p>Pode encerrar a sua conta a qualquer momento através do apoio. Podemos suspender ou encerrar uma conta em caso de fraude, abuso de bónus, contas múltiplas ou violação destes termos; os ganhos obtidos de forma legítima são pagos.</p>
<h2>6. Reclamações</h2>
<p>Contacte primeiro o apoio. Se não conseguirmos resolver a sua reclamação em 14 dias, pode apresentá-la à Autoridade do Jogo da Lumeria.</p>
<h2>7. Alterações</h2>
<p>Podemos alterar estes termos. Informá-lo-emos das alterações importantes antes de entrarem em vigor e ser-lhe-á pedido que as aceite no próximo início de sessão.</p>`,

    privacy_policy: `
<p>Esta política explica como a Lumen Entertainment Ltd., responsável pelo tratamento de dados do Lumen Casino, recolhe e utiliza os seus dados pessoais.</p>
<h2>Que dados recolhemos</h2>
<ul>
<li>Dados da conta: nome, data de nascimento, morada, e-mail, número de telemóvel, moeda e idioma.</li>
<li>Dados de verificação: cópias de documentos de identificação e comprovativos de morada ou de pagamento.</li>
<li>Dados de transações e de jogo: depósitos, levantamentos, apostas, prémios e bónus.</li>
<li>Dados técnicos: endereço IP, tipo de dispositivo e de navegador, e o país deduzido do seu endereço IP.</li>
</ul>
<h2>Para que os usamos</h2>
<p>Usamos os seus dados para gerir a sua conta e pagar os seus prémios (contrato), para verificar a sua idade e identidade e prevenir a fraude e o branqueamento de capitais (obrigação legal), para proteger os jogadores dos danos do jogo e, apenas com o seu consentimento, para lhe enviar ofertas.</p>
<h2>Quem os recebe</h2>
<p>Prestadores de pagamento, serviços de verificação de identidade, fornecedores de jogos (apenas um identificador de jogador), os nossos fornecedores de alojamento e, quando a lei o exige, a Autoridade do Jogo da Lumeria e outras autoridades. Nunca vendemos os seus dados.</p>
<h2>Durante quanto tempo os guardamos</h2>
<p>Guardamos os dados da conta e das transações durante 5 anos após o encerramento da conta, como exige a legislação de prevenção do branqueamento de capitais. As preferências de marketing são eliminadas quando retira o seu consentimento.</p>
<h2>Os seus direitos</h2>
<p>Pode pedir o acesso aos seus dados, a sua retificação ou apagamento, uma cópia num formato portável, ou opor-se à sua utilização para marketing. Escreva para <a href="mailto:support@lumen.casino">support@lumen.casino</a>. Pode também apresentar queixa a uma autoridade de proteção de dados.</p>
<p>A forma como usamos cookies é descrita na nossa <a href="/info_pages/cookie_policy">política de cookies</a>.</p>`,

    cookie_policy: `
<p>Os cookies são pequenos ficheiros que um site guarda no seu navegador. O Lumen Casino usa também o armazenamento local do navegador para os mesmos fins. Esta política explica o que guardamos e porquê.</p>
<h2>Estritamente necessários</h2>
<p>Mantêm a sua sessão iniciada, memorizam o seu idioma e a sua escolha sobre cookies e protegem os formulários contra abusos. O site não funciona sem eles, pelo que não podem ser desativados.</p>
<h2>Preferências</h2>
<p>Memorizam escolhas que tornam o site mais fácil de usar, como as suas pesquisas recentes e os banners que já fechou.</p>
<h2>Análise</h2>
<p>Com o seu consentimento, medimos a forma como o site é usado, por exemplo que páginas carregam devagar, para o melhorar. Os dados são agregados e não servem para o identificar.</p>
<h2>As suas opções</h2>
<p>Pode apagar os cookies e o armazenamento local a qualquer momento nas definições do navegador. Bloquear os cookies estritamente necessários termina a sua sessão e pode impedir o funcionamento de partes do site.</p>`,

    responsible_gaming: `
<p>O jogo deve ser entretenimento, nunca uma forma de ganhar dinheiro ou de fugir aos problemas. O Lumen Casino está empenhado em ajudar cada jogador a manter o controlo.</p>
<h2>As suas ferramentas</h2>
<ul>
<li><strong>Limites de depósito</strong>, <strong>de perdas</strong> e <strong>de apostas</strong> por 24 horas, 7 dias ou 30 dias. Um limite mais baixo aplica-se de imediato. Um limite mais alto ou a sua remoção só produz efeito após um período de reflexão de 24 horas e quando o confirmar; uma alteração não confirmada no prazo de 7 dias caduca.</li>
<li><strong>Limite de tempo de sessão</strong>: quando uma sessão atinge a duração que escolheu, o jogo para e a sua sessão é terminada.</li>
<li><strong>Lembretes de sessão</strong>: um aviso no intervalo que escolher, de 10 minutos a 8 horas, que mostra há quanto tempo está a jogar e o seu resultado líquido na sessão.</li>
<li><strong>Pausa</strong> de 24 horas, 7 dias, 30 dias ou 6 semanas.</li>
<li><strong>Autoexclusão</strong> por 6 meses, 1 ano, 2 anos ou 5 anos. Não pode ser encurtada nem levantada antecipadamente. Depois de cumprido o prazo, só termina quando pedir para voltar, e pode voltar a jogar 24 horas após o seu pedido.</li>
</ul>
<p>Durante uma pausa ou uma autoexclusão não pode depositar, jogar com dinheiro real nem receber bónus ou comunicações de marketing, mas pode continuar a iniciar sessão para levantar o seu saldo e consultar o seu histórico.</p>
<p>Encontra estas ferramentas na sua conta, em <a href="/profile/responsible-gambling">Jogo responsável</a>. A nossa equipa de apoio também o pode ajudar a qualquer momento.</p>
<h2>Sinais de alerta</h2>
<ul>
<li>Gasta mais dinheiro ou tempo do que planeou.</li>
<li>Tenta recuperar as perdas ou pede dinheiro emprestado para jogar.</li>
<li>O jogo afeta o seu trabalho, os estudos, a família ou o humor.</li>
</ul>
<p>Se algum destes sinais lhe parecer familiar, faça uma pausa e fale com alguém. As linhas nacionais de apoio ao jogo e os Jogadores Anónimos oferecem ajuda gratuita e confidencial.</p>
<h2>Proteção de menores</h2>
<p>Os menores de 18 anos não podem jogar. Verificamos a idade de cada jogador e encerramos as contas abertas por menores. Os pais podem usar software de filtragem para bloquear sites de jogo.</p>`,

    bonus_terms: `
<p>Estes termos aplicam-se a todos os bónus, rodadas grátis e promoções do Lumen Casino, além dos termos específicos de cada oferta. Em caso de diferença, prevalecem os termos da oferta.</p>
<h2>Dinheiro de bónus e requisitos de apostas</h2>
<ul>
<li>O dinheiro de bónus fica num saldo de bónus separado. O dinheiro real é sempre usado primeiro.</li>
<li>Salvo indicação em contrário na oferta, um bónus tem de ser apostado 35 vezes no prazo de 30 dias antes de poder ser levantado.</li>
<li>As slots contam 100% para os requisitos de apostas e os jogos de mesa 10%. Os jogos do casino ao vivo e os jogos excluídos numa oferta contam 0%.</li>
<li>Enquanto um bónus estiver ativo, a aposta máxima é de 5 € por jogada.</li>
<li>Os prémios de jackpot estão sujeitos a requisitos de apostas de 3 vezes; a participação nos jackpots começa em apostas de 0,50 €.</li>
</ul>
<h2>Um bónus de cada vez</h2>
<p>Só pode estar ativo um bónus. Os restantes aguardam na sua fila de bónus e começam por ordem. Trocar o bónus ativo faz perder o progresso de apostas do atual. Cancelar um bónus ativo coloca o saldo de bónus a zero.</p>
<h2>Rodadas grátis</h2>
<p>As rodadas grátis são válidas nos jogos indicados na oferta e, se houver um limite diário, apenas até esse número por dia. Os ganhos das rodadas grátis são creditados como dinheiro de bónus.</p>
<h2>Mudança de moeda</h2>
<p>Mudar a moeda da conta coloca o saldo de bónus a zero e cancela os bónus e as rodadas grátis pendentes.</p>
<h2>Utilização leal</h2>
<p>Os bónus destinam-se a jogadores recreativos. Podemos reter bónus e respetivos ganhos em caso de contas múltiplas, conluio ou padrões de apostas destinados a explorar uma oferta.</p>`,

    kyc_policy: `
<p>As verificações «Conheça o seu cliente» (KYC) protegem-no a si e a nós: confirmam que é maior de idade, que a conta lhe pertence e que os pagamentos são feitos por si. A nossa licença exige-as.</p>
<h2>Quando verificamos</h2>
<p>Antes do seu primeiro levantamento, quando o total dos seus depósitos atinge 2000 € e sempre que a lei ou uma verificação de segurança o exija.</p>
<h2>Documentos</h2>
<ol>
<li>Documento de identificação com fotografia: passaporte, cartão de cidadão ou carta de condução, válido e com os quatro cantos visíveis.</li>
<li>Comprovativo de morada: uma fatura de serviços ou um extrato bancário com menos de 3 meses.</li>
<li>Comprovativo de pagamento: uma fotografia do seu cartão (com os dígitos do meio tapados) ou uma captura de ecrã da sua carteira eletrónica ou conta bancária.</li>
<li>Qualquer outro documento que pedirmos, como um comprovativo da origem dos fundos.</li>
</ol>
<p>Carregue os ficheiros no seu perfil, na secção Verificação. Formatos aceites: JPEG, JPG, PNG, BMP e PDF, cada ficheiro com menos de 5 MB.</p>
<h2>Quanto tempo demora</h2>
<p>A nossa equipa analisa os documentos no prazo de 1 a 24 horas. Depois, o seu estado passa a verificado ou dizemos-lhe o que falta. Se um documento expirar, ser-lhe-á pedido um novo.</p>
<p>Os documentos são guardados encriptados e usados apenas para a verificação, como descrito na nossa <a href="/info_pages/privacy_policy">política de privacidade</a>.</p>`,

    aml_policy: `
<p>A Lumen Entertainment Ltd. não aceita dinheiro proveniente de crimes nem permite que os seus serviços sejam usados para branquear capitais ou financiar o terrorismo. Esta política resume os nossos controlos ao abrigo da lei da Lumeria de prevenção do branqueamento de capitais.</p>
<h2>Diligência relativa aos clientes</h2>
<p>Verificamos a identidade de cada cliente (consulte a nossa <a href="/info_pages/kyc_policy">política KYC</a>) e comparamo-la com listas de sanções e de pessoas politicamente expostas. Os clientes de maior risco e os montantes elevados exigem verificações reforçadas, incluindo um comprovativo da origem dos fundos.</p>
<h2>Monitorização</h2>
<p>Monitorizamos depósitos, jogo e levantamentos para detetar padrões invulgares, como depósitos levantados quase sem jogar. Os levantamentos são pagos para um método em nome do cliente, normalmente o usado para depositar.</p>
<h2>Comunicação de operações</h2>
<p>Comunicamos as atividades suspeitas à Unidade de Informação Financeira da Lumeria e podemos congelar fundos quando a lei o exige. Não nos é permitido informar o cliente dessa comunicação.</p>
<h2>Registos e formação</h2>
<p>Guardamos os dados de identificação e de transações durante 5 anos após o encerramento de uma conta. Os nossos colaboradores recebem formação todos os anos e um responsável de conformidade designado supervisiona esta política.</p>`,

    contact_us: `
<p>A nossa equipa de apoio está disponível 24 horas por dia, 7 dias por semana.</p>
<h2>E-mail</h2>
<p>Escreva para <a href="mailto:support@lumen.casino">support@lumen.casino</a> a partir do endereço registado na sua conta. Respondemos no prazo de 24 horas. Nunca nos envie a sua palavra-passe.</p>
<h2>Reclamações</h2>
<p>Se não ficar satisfeito com uma resposta, peça que a sua reclamação seja encaminhada. Um responsável responderá no prazo de 14 dias. Se o assunto continuar por resolver, pode contactar a Autoridade do Jogo da Lumeria.</p>
<h2>Morada postal</h2>
<p>Lumen Entertainment Ltd., 12 Harbour Street, Port Aurel, Lumeria.</p>`,
  },

  seo: {
    seo_main: {
      title: 'Lumen Casino: slots e dados comprovadamente justos',
      description:
        'Slots e jogos de dados do nosso próprio estúdio, todos comprovadamente justos. Jogue grátis em demonstração ou a dinheiro real; pague por banco ou cripto.',
    },
    seo_faq: {
      title: 'Perguntas frequentes: ajuda com a conta | Lumen',
      description:
        'Respostas às perguntas mais comuns sobre registo, verificação, depósitos, levantamentos, bónus e jogo responsável no Lumen Casino.',
    },
    seo_privacy_policy: {
      title: 'Política de privacidade | Lumen Casino',
      description:
        'Como o Lumen Casino recolhe, usa e protege os seus dados pessoais, durante quanto tempo os guardamos e como pode exercer os seus direitos.',
    },
    seo_slots: {
      title: 'Slots online justas e demo grátis | Lumen Casino',
      description:
        'Slots online do nosso estúdio: de linhas, de ways e com Bonus Buy, todas comprovadamente justas. Experimente grátis em demonstração ou jogue a dinheiro real.',
    },
    seo_live: {
      title: 'Casino ao vivo | Lumen Casino',
      description:
        'Jogos de casino ao vivo no Lumen Casino. Também pode jogar slots e jogos de dados comprovadamente justos do nosso próprio estúdio, grátis ou a dinheiro real.',
    },
    seo_jackpots: {
      title: 'Jogos com jackpot | Lumen Casino',
      description:
        'Jogos com jackpot no Lumen Casino. O nosso próprio estúdio cria também slots e jogos de dados comprovadamente justos, para jogar grátis ou a dinheiro real.',
    },
    seo_tournaments: {
      title: 'Torneios de casino | Lumen Casino',
      description:
        'Torneios de casino no Lumen Casino. No lobby tem slots e jogos de dados comprovadamente justos do nosso próprio estúdio, em demonstração ou a dinheiro real.',
    },
    seo_bonuses: {
      title: 'Bónus e promoções de casino | Lumen Casino',
      description:
        'Bónus e promoções no Lumen Casino. Cada oferta indica as suas condições, e os termos dos bónus explicam os requisitos de apostas e a aposta máxima.',
    },
    seo_loyalty: {
      title: 'Programa de fidelidade | Lumen Casino',
      description:
        'Programa de fidelidade do Lumen Casino. Crie uma conta para jogar a dinheiro real slots e dados justos do nosso estúdio, com depósitos por banco ou cripto.',
    },
    seo_aviator: {
      title: 'Jet, o jogo crash: levante a tempo | Lumen Casino',
      description:
        'Jogue Jet, o nosso jogo crash comprovadamente justo: o multiplicador sobe até o jet voar. Duas apostas por ronda, levantamento automático e retorno de 97%.',
    },
    seo_live_casino: {
      title: 'Casino ao vivo: roleta e bacará | Lumen Casino',
      description:
        'Jogue roleta e bacará em mesas ao vivo partilhadas, com um croupier virtual animado e rondas comprovadamente justas a cada 30 segundos. Experimente grátis.',
    },
    seo_welcome_offer: {
      title: 'Oferta de boas-vindas: bónus de 1.º depósito | Lumen',
      description:
        'Reclame a oferta de boas-vindas do Lumen Casino no primeiro depósito: o bónus, as rodadas grátis e todos os termos explicados, do rollover à aposta máxima.',
    },
  },

  licence: {
    title: 'Licença',
    content: `
<p>O Lumen Casino é explorado pela Lumen Entertainment Ltd. (número de registo LE-204871, 12 Harbour Street, Port Aurel, Lumeria), licenciada e regulada pela Autoridade do Jogo da Lumeria com a licença número GAL-2024-0178.</p>
<p>Este é um produto de demonstração: a Lumeria e a sua Autoridade do Jogo são fictícias.</p>
<p><strong>18+</strong> O jogo pode causar dependência. Jogue com responsabilidade. <a href="/info_pages/responsible_gaming">Jogo responsável</a></p>`,
  },

  faq: {
    registration: {
      question: 'Como crio uma conta?',
      answer: `<p>Selecione «Registar», introduza o seu e-mail e uma palavra-passe, escolha a moeda e confirme que tem 18 anos ou mais e que aceita os nossos termos. Demora menos de um minuto. Pode completar o perfil mais tarde, antes do primeiro jogo a dinheiro real.</p>`,
    },
    verification: {
      question: 'Porque tenho de verificar a conta e quanto tempo demora?',
      answer: `<p>A verificação (KYC) confirma a sua idade e identidade e é exigida pela nossa licença antes do primeiro levantamento. Carregue um documento de identificação com fotografia, um comprovativo de morada e um comprovativo de pagamento no seu perfil, na secção Verificação. Analisamos os documentos no prazo de 1 a 24 horas. Consulte a nossa <a href="/info_pages/kyc_policy">política KYC</a>.</p>`,
    },
    deposits: {
      question: 'Como faço um depósito?',
      answer: `<p>Selecione «Depositar», escolha um método bancário ou cripto, introduza o montante e confirme. Os depósitos por cartão e por pagamento bancário instantâneo chegam de imediato; algumas transferências bancárias demoram até 5 dias úteis. Nos depósitos em cripto, envie exatamente o montante indicado.</p>`,
    },
    withdrawals: {
      question: 'Como levanto os meus ganhos?',
      answer: `<p>Abra «Levantamento» na sua conta, escolha um método e introduza o montante. A sua conta tem de estar verificada. Processamos os pedidos em 24 horas; o tempo até receber depende depois do método. O dinheiro de bónus só pode ser levantado depois de cumpridos os requisitos de apostas.</p>`,
    },
    bonuses: {
      question: 'Como funcionam os bónus e os requisitos de apostas?',
      answer: `<p>O dinheiro de bónus fica num saldo à parte e tem de ser apostado, normalmente 35 vezes, antes de poder ser levantado. Só há um bónus ativo de cada vez; os outros aguardam na sua fila de bónus. Nem todos os jogos contam para os requisitos de apostas. Os detalhes estão nos nossos <a href="/info_pages/bonus_terms">termos dos bónus</a>.</p>`,
    },
    responsible_gambling: {
      question: 'Que ferramentas me ajudam a manter o controlo?',
      answer: `<p>Pode definir limites de depósito, de perdas e de apostas por 24 horas, 7 dias ou 30 dias, um limite de tempo de sessão e lembretes de sessão, fazer uma pausa de 24 horas a 6 semanas ou autoexcluir-se por 6 meses a 5 anos. Um limite mais baixo aplica-se de imediato; aumentar ou remover um limite exige um período de reflexão de 24 horas e a sua confirmação. Encontra estas ferramentas na sua conta, em <a href="/profile/responsible-gambling">Jogo responsável</a>, ou peça ajuda ao apoio. Saiba mais sobre o <a href="/info_pages/responsible_gaming">jogo responsável</a>.</p>`,
    },
    demo_mode: {
      question: 'Posso jogar grátis?',
      answer: `<p>Sim. A maioria das slots e dos jogos de dados do nosso próprio estúdio tem um modo de demonstração com dinheiro fictício, e não precisa de conta para o usar. Para jogar a dinheiro real, inicie sessão e faça um depósito.</p>`,
    },
    languages: {
      question: 'Em que idiomas está disponível o Lumen Casino?',
      answer: `<p>O site e o apoio estão disponíveis em inglês, inglês britânico, alemão, francês, romeno, eslovaco, espanhol, português e esloveno. Mude o idioma com o seletor de idioma no fundo da página.</p>`,
    },
    contact: {
      question: 'Como contacto o apoio?',
      answer: `<p>Escreva para <a href="mailto:support@lumen.casino">support@lumen.casino</a> ou use a ligação de apoio no fundo de cada página. Respondemos aos e-mails no prazo de 24 horas.</p>`,
    },
  },
};
