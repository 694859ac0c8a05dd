import type { LanguageContent } from './structure.ts';

/** Spanish. */
export const es: LanguageContent = {
  titles: {
    casino: 'Casino',
    quick_link_slots: 'Tragaperras',
    quick_link_live: 'Casino en vivo',
    quick_link_jackpots: 'Botes',
    quick_link_tournaments: 'Torneos',
    quick_link_bonuses: 'Promociones',
    quick_link_loyalty: 'Programa de fidelidad',
    information: 'Información',
    about_us: 'Quiénes somos',
    terms_and_conditions: 'Términos y condiciones',
    privacy_policy: 'Política de privacidad',
    cookie_policy: 'Política de cookies',
    responsible_gaming: 'Juego responsable',
    bonus_terms: 'Condiciones de los bonos',
    kyc_policy: 'Política KYC',
    aml_policy: 'Política contra el blanqueo de capitales',
    support: 'Asistencia',
    support_block: 'Chat en vivo',
    quick_link_faq: 'Preguntas frecuentes',
    contact_us: 'Contacto',
    partners: 'Socios',
    affiliates: 'Programa de afiliados',
  },

  pages: {
    about_us: `
<p>Lumen Casino es un casino en línea operado por Lumen Entertainment Ltd., una sociedad registrada en Lumeria y con licencia de la Autoridad de Juego de Lumeria (Gaming Authority of Lumeria). Creamos Lumen Casino para jugadores que quieren juegos que puedan comprobar por sí mismos, reglas claras y pagos rápidos y justos.</p>
<h2>Qué ofrecemos</h2>
<ul>
<li>Tragaperras y juegos de dados de nuestro propio estudio; estamos preparando más juegos y funciones.</li>
<li>Un modo demo en la mayoría de los juegos, para jugar por diversión antes de hacerlo con dinero real.</li>
<li>Depósitos y retiradas por transferencia bancaria y en criptomonedas.</li>
<li>Verificación de la cuenta (KYC), con subida de documentos desde su perfil.</li>
</ul>
<h2>Juego limpio</h2>
<p>Nuestros juegos son demostrablemente justos («provably fair»). Antes de jugar cada ronda, su resultado queda fijado mediante un hash criptográfico; después, puede abrir la ronda en el historial del juego y comprobar que el resultado corresponde a ese hash. Cualquier jugador puede hacer esta comprobación en el navegador, para cualquier ronda pasada. El porcentaje de retorno al jugador (RTP) figura en el panel de información de cada juego.</p>
<h2>Juego seguro</h2>
<p>Debe tener 18 años o más para jugar. Nuestra página de <a href="/info_pages/responsible_gaming">juego responsable</a> explica cómo mantener el control de su juego. Si le preocupa su forma de jugar, nuestro equipo de asistencia puede ayudarle: escríbanos cuando quiera.</p>
<p>¿Tiene preguntas? Nuestro equipo de asistencia está disponible a cualquier hora en <a href="mailto:support@lumen.casino">support@lumen.casino</a>.</p>`,

    terms_and_conditions: `
<p>Estos términos constituyen el acuerdo entre usted y Lumen Entertainment Ltd. («nosotros»), el operador de Lumen Casino. Al abrir una cuenta los acepta, junto con nuestra política de privacidad, las condiciones de los bonos y las reglas de cada juego.</p>
<h2>1. Quién puede jugar</h2>
<ul>
<li>Debe tener al menos 18 años, o más si la ley de su país lo exige.</li>
<li>Solo puede tener una cuenta, a su nombre y con datos personales exactos.</li>
<li>No puede jugar desde un país donde el juego en línea sea ilegal o del que no aceptemos jugadores.</li>
</ul>
<h2>2. Su cuenta</h2>
<p>Mantenga su contraseña en secreto; usted es responsable de la actividad de su cuenta. Podemos pedirle que verifique su identidad en cualquier momento y debemos hacerlo antes de su primera retirada (consulte nuestra <a href="/info_pages/kyc_policy">política KYC</a>).</p>
<h2>3. Depósitos y retiradas</h2>
<p>Utilice solo métodos de pago registrados a su nombre. Las retiradas se pagan normalmente al método usado para el depósito. Algunas transferencias bancarias tardan hasta 5 días hábiles. Podemos retener un pago mientras realizamos las comprobaciones que exige la ley.</p>
<h2>4. Juegos y fallos</h2>
<p>Cada juego tiene sus propias reglas, que se muestran en el juego. Un fallo anula todas las jugadas y los premios afectados. Si una apuesta se liquidó de forma incorrecta, corregiremos el saldo.</p>
<h2>5. Cierre de la cuenta</h2>
<p>Puede cerrar su cuenta en cualquier momento a través de asistencia. Podemos suspender o cerrar una cuenta en caso de fraude, abuso de bonos, cuentas múltiples o incumplimiento de estos términos; las ganancias obtenidas legítimamente se pagan.</p>
<h2>6. Reclamaciones</h2>
<p>Contacte primero con asistencia. Si no podemos resolver su reclamación en 14 días, puede presentarla ante la Autoridad de Juego de Lumeria.</p>
<h2>7. Cambios</h2>
<p>Podemos modificar estos términos. Le informaremos de los cambios importantes antes de que se apliquen y se le pedirá que los acepte en su próximo inicio de sesión.</p>`,

    privacy_policy: `
<p>Esta política explica cómo Lumen Entertainment Ltd., responsable del tratamiento de Lumen Casino, recoge y utiliza sus datos personales.</p>
<h2>Qué datos recogemos</h2>
<ul>
<li>Datos de la cuenta: nombre, fecha de nacimiento, dirección, correo electrónico, teléfono, moneda e idioma.</li>
<li>Datos de verificación: copias de documentos de identidad y justificantes de domicilio o de pago.</li>
<li>Datos de transacciones y de juego: depósitos, retiradas, apuestas, premios y bonos.</li>
<li>Datos técnicos: dirección IP, tipo de dispositivo y de navegador, y el país deducido de su dirección IP.</li>
</ul>
<h2>Para qué los usamos</h2>
<p>Usamos sus datos para gestionar su cuenta y pagar sus premios (contrato), para verificar su edad e identidad y prevenir el fraude y el blanqueo de capitales (obligación legal), para proteger a los jugadores de los daños del juego y, solo con su consentimiento, para enviarle ofertas.</p>
<h2>Quién los recibe</h2>
<p>Proveedores de pago, servicios de verificación de identidad, proveedores de juegos (solo un identificador de jugador), nuestros proveedores de alojamiento y, cuando la ley lo exige, la Autoridad de Juego de Lumeria y otras autoridades. Nunca vendemos sus datos.</p>
<h2>Cuánto tiempo los conservamos</h2>
<p>Conservamos los datos de la cuenta y de las transacciones durante 5 años tras el cierre de la cuenta, como exige la normativa contra el blanqueo de capitales. Las preferencias de marketing se eliminan cuando retira su consentimiento.</p>
<h2>Sus derechos</h2>
<p>Puede solicitar el acceso a sus datos, su rectificación o supresión, una copia en un formato portable, u oponerse a su uso con fines de marketing. Escriba a <a href="mailto:support@lumen.casino">support@lumen.casino</a>. También puede reclamar ante una autoridad de protección de datos.</p>
<p>El uso que hacemos de las cookies se describe en nuestra <a href="/info_pages/cookie_policy">política de cookies</a>.</p>`,

    cookie_policy: `
<p>Las cookies son pequeños archivos que un sitio web guarda en su navegador. Lumen Casino también utiliza el almacenamiento local del navegador con los mismos fines. Esta política explica qué guardamos y por qué.</p>
<h2>Estrictamente necesarias</h2>
<p>Mantienen su sesión iniciada, recuerdan su idioma y su elección sobre las cookies, y protegen los formularios frente a usos indebidos. El sitio no funciona sin ellas, por lo que no se pueden desactivar.</p>
<h2>Preferencias</h2>
<p>Recuerdan opciones que facilitan el uso del sitio, como sus búsquedas recientes y los banners que ya ha cerrado.</p>
<h2>Analítica</h2>
<p>Con su consentimiento, medimos cómo se usa el sitio, por ejemplo qué páginas cargan despacio, para mejorarlo. Los datos se agregan y no se utilizan para identificarle.</p>
<h2>Sus opciones</h2>
<p>Puede borrar las cookies y el almacenamiento local en cualquier momento desde los ajustes de su navegador. Si bloquea las cookies estrictamente necesarias, se cerrará su sesión y es posible que partes del sitio dejen de funcionar.</p>`,

    responsible_gaming: `
<p>El juego debe ser un entretenimiento, nunca una forma de ganar dinero ni de escapar de los problemas. Lumen Casino se compromete a ayudar a cada jugador a mantener el control.</p>
<h2>Sus herramientas</h2>
<ul>
<li><strong>Límites de depósito</strong>, <strong>de pérdidas</strong> y <strong>de apuestas</strong> por 24 horas, 7 días o 30 días. Un límite más bajo se aplica al momento. Un límite más alto o su eliminación solo surte efecto tras un periodo de reflexión de 24 horas y cuando usted lo confirme; un cambio que no se confirme en 7 días caduca.</li>
<li><strong>Límite de tiempo de sesión</strong>: cuando una sesión ha durado el tiempo que usted eligió, el juego se detiene y se cierra su sesión.</li>
<li><strong>Recordatorios de sesión</strong>: un aviso con la frecuencia que usted elija, de 10 minutos a 8 horas, que muestra el tiempo que lleva jugando y su resultado neto en la sesión.</li>
<li><strong>Pausa</strong> de 24 horas, 7 días, 30 días o 6 semanas.</li>
<li><strong>Autoexclusión</strong> de 6 meses, 1 año, 2 años o 5 años. No se puede acortar ni levantar antes de tiempo. Una vez cumplido el plazo, solo termina cuando usted solicita volver, y podrá jugar de nuevo 24 horas después de su solicitud.</li>
</ul>
<p>Durante una pausa o una autoexclusión no puede depositar, jugar con dinero real ni recibir bonos o comunicaciones comerciales, pero sí puede iniciar sesión para retirar su saldo y consultar su historial.</p>
<p>Encontrará estas herramientas en su cuenta, en <a href="/profile/responsible-gambling">Juego responsable</a>. Nuestro equipo de asistencia también puede ayudarle en cualquier momento.</p>
<h2>Señales de alerta</h2>
<ul>
<li>Gasta más dinero o tiempo del que había previsto.</li>
<li>Intenta recuperar lo perdido o pide dinero prestado para jugar.</li>
<li>El juego afecta a su trabajo, sus estudios, su familia o su estado de ánimo.</li>
</ul>
<p>Si alguna de estas señales le resulta familiar, tómese un descanso y hable con alguien. Las líneas nacionales de ayuda sobre el juego y Jugadores Anónimos ofrecen ayuda gratuita y confidencial.</p>
<h2>Protección de menores</h2>
<p>Los menores de 18 años no pueden jugar. Verificamos la edad de cada jugador y cerramos las cuentas abiertas por menores. Los padres pueden usar programas de filtrado para bloquear los sitios de juego.</p>`,

    bonus_terms: `
<p>Estas condiciones se aplican a todos los bonos, giros gratis y promociones de Lumen Casino, además de las condiciones específicas de cada oferta. Si difieren, prevalecen las condiciones de la oferta.</p>
<h2>Dinero de bono y requisitos de apuesta</h2>
<ul>
<li>El dinero de bono se guarda en un saldo de bono independiente. Siempre se usa primero el dinero real.</li>
<li>Salvo que la oferta indique otra cosa, un bono debe apostarse 35 veces en un plazo de 30 días antes de poder retirarlo.</li>
<li>Las tragaperras cuentan un 100 % para el requisito de apuesta y los juegos de mesa un 10 %. Los juegos del casino en vivo y los excluidos en una oferta cuentan un 0 %.</li>
<li>Mientras un bono esté activo, la apuesta máxima es de 5 € por ronda.</li>
<li>Los premios de bote tienen un requisito de apuesta de 3 veces; se participa en los botes con apuestas desde 0,50 €.</li>
</ul>
<h2>Un solo bono a la vez</h2>
<p>Solo puede haber un bono activo. Los demás esperan en su cola de bonos y se activan por orden. Cambiar el bono activo hace perder el progreso de apuesta del actual. Cancelar un bono activo deja el saldo de bono a cero.</p>
<h2>Giros gratis</h2>
<p>Los giros gratis son válidos en los juegos indicados en la oferta y, si hay un límite diario, solo hasta ese número al día. Las ganancias de los giros gratis se abonan como dinero de bono.</p>
<h2>Cambio de moneda</h2>
<p>Cambiar la moneda de la cuenta deja el saldo de bono a cero y cancela los bonos y giros gratis pendientes.</p>
<h2>Uso leal</h2>
<p>Los bonos están pensados para jugadores recreativos. Podemos retener los bonos y las ganancias relacionadas en caso de cuentas múltiples, colusión o patrones de apuesta destinados a aprovecharse de una oferta.</p>`,

    kyc_policy: `
<p>Los controles «Conozca a su cliente» (KYC) le protegen a usted y a nosotros: confirman que es mayor de edad, que la cuenta es suya y que los pagos los hace usted. Nuestra licencia los exige.</p>
<h2>Cuándo verificamos</h2>
<p>Antes de su primera retirada, cuando sus depósitos alcanzan en total 2000 €, y siempre que lo exija la ley o un control de seguridad.</p>
<h2>Documentos</h2>
<ol>
<li>Documento de identidad con foto: pasaporte, DNI o carné de conducir, vigente y con las cuatro esquinas visibles.</li>
<li>Justificante de domicilio: una factura de suministros o un extracto bancario de menos de 3 meses.</li>
<li>Justificante de pago: una foto de su tarjeta (con los dígitos centrales tapados) o una captura de su monedero electrónico o de su cuenta bancaria.</li>
<li>Cualquier otro documento que le pidamos, como un justificante del origen de los fondos.</li>
</ol>
<p>Suba los archivos en su perfil, en el apartado Verificación. Formatos admitidos: JPEG, JPG, PNG, BMP y PDF, cada archivo de menos de 5 MB.</p>
<h2>Cuánto tarda</h2>
<p>Nuestro equipo revisa los documentos en un plazo de 1 a 24 horas. Después, su estado aparece como verificado o le indicamos qué falta. Si un documento caduca, se le pedirá uno nuevo.</p>
<p>Los documentos se guardan cifrados y solo se usan para la verificación, como se explica en nuestra <a href="/info_pages/privacy_policy">política de privacidad</a>.</p>`,

    aml_policy: `
<p>Lumen Entertainment Ltd. no acepta dinero procedente de delitos ni permite que sus servicios se utilicen para blanquear capitales o financiar el terrorismo. Esta política resume nuestros controles conforme a la ley de Lumeria contra el blanqueo de capitales.</p>
<h2>Diligencia debida</h2>
<p>Verificamos la identidad de cada cliente (consulte nuestra <a href="/info_pages/kyc_policy">política KYC</a>) y lo cotejamos con listas de sanciones y de personas con responsabilidad pública. Los clientes de mayor riesgo y los importes elevados requieren controles reforzados, incluido un justificante del origen de los fondos.</p>
<h2>Seguimiento</h2>
<p>Vigilamos los depósitos, el juego y las retiradas para detectar patrones inusuales, como depósitos que se retiran casi sin jugar. Las retiradas se pagan a un método a nombre del cliente, normalmente el usado para depositar.</p>
<h2>Comunicación de operaciones</h2>
<p>Comunicamos las actividades sospechosas a la Unidad de Inteligencia Financiera de Lumeria y podemos bloquear fondos cuando la ley lo exige. No se nos permite informar al cliente de dicha comunicación.</p>
<h2>Registros y formación</h2>
<p>Conservamos los datos de identificación y de transacciones durante 5 años tras el cierre de una cuenta. Nuestro personal recibe formación cada año y un responsable de cumplimiento designado supervisa esta política.</p>`,

    contact_us: `
<p>Nuestro equipo de asistencia está a su disposición las 24 horas del día, los 7 días de la semana.</p>
<h2>Correo electrónico</h2>
<p>Escriba a <a href="mailto:support@lumen.casino">support@lumen.casino</a> desde la dirección registrada en su cuenta. Respondemos en un plazo de 24 horas. Nunca nos envíe su contraseña.</p>
<h2>Reclamaciones</h2>
<p>Si no está satisfecho con una respuesta, pida que su reclamación se eleve. Un responsable le contestará en un plazo de 14 días. Si el asunto sigue sin resolverse, puede dirigirse a la Autoridad de Juego de Lumeria.</p>
<h2>Dirección postal</h2>
<p>Lumen Entertainment Ltd., 12 Harbour Street, Port Aurel, Lumeria.</p>`,
  },

  seo: {
    seo_main: {
      title: 'Lumen Casino: tragaperras y dados verificables',
      description:
        'Tragaperras y juegos de dados de nuestro propio estudio, todos demostrablemente justos. Juegue gratis en modo demo o con dinero real; pague por banco o cripto.',
    },
    seo_faq: {
      title: 'Preguntas frecuentes: ayuda con su cuenta | Lumen',
      description:
        'Respuestas a las preguntas más habituales sobre registro, verificación, depósitos, retiradas, bonos y juego responsable en Lumen Casino.',
    },
    seo_privacy_policy: {
      title: 'Política de privacidad | Lumen Casino',
      description:
        'Cómo recoge, usa y protege Lumen Casino sus datos personales, cuánto tiempo los conservamos y cómo puede ejercer sus derechos de privacidad.',
    },
    seo_slots: {
      title: 'Tragaperras online verificables y demo gratis | Lumen',
      description:
        'Tragaperras de nuestro propio estudio: de líneas, de ways y con Bonus Buy, todas demostrablemente justas. Pruébelas gratis en demo o juegue con dinero real.',
    },
    seo_live: {
      title: 'Casino en vivo | Lumen Casino',
      description:
        'Juegos de casino en vivo en Lumen Casino. También puede jugar a tragaperras y juegos de dados verificables de nuestro propio estudio, gratis o con dinero real.',
    },
    seo_jackpots: {
      title: 'Juegos con bote | Lumen Casino',
      description:
        'Juegos con bote en Lumen Casino. Nuestro propio estudio también crea tragaperras y juegos de dados verificables, para jugar gratis o con dinero real.',
    },
    seo_tournaments: {
      title: 'Torneos de casino | Lumen Casino',
      description:
        'Torneos de casino en Lumen Casino. En el lobby encontrará tragaperras y juegos de dados verificables de nuestro propio estudio, en modo demo o con dinero real.',
    },
    seo_bonuses: {
      title: 'Bonos y promociones de casino | Lumen Casino',
      description:
        'Bonos y promociones en Lumen Casino. Cada oferta tiene sus condiciones, y las condiciones de los bonos explican los requisitos de apuesta y la apuesta máxima.',
    },
    seo_loyalty: {
      title: 'Programa de fidelidad | Lumen Casino',
      description:
        'Programa de fidelidad de Lumen Casino. Con una cuenta, juegue con dinero real a tragaperras y dados verificables de nuestro estudio; pague por banco o cripto.',
    },
    seo_aviator: {
      title: 'Jet, el juego crash: cobre a tiempo | Lumen Casino',
      description:
        'Juegue a Jet, nuestro juego crash demostrablemente justo: el multiplicador sube hasta que el jet se va. Dos apuestas por ronda y cobro automático.',
    },
    seo_live_casino: {
      title: 'Casino en vivo: ruleta y bacará | Lumen Casino',
      description:
        'Juegue a la ruleta y al bacará en mesas en vivo compartidas, con un crupier virtual animado y rondas demostrablemente justas cada 30 segundos. Pruébelas gratis.',
    },
    seo_welcome_offer: {
      title: 'Oferta de bienvenida: bono de 1.er depósito | Lumen',
      description:
        'Consigue la oferta de bienvenida de Lumen Casino con tu primer depósito: el bono, sus giros gratis y todas las condiciones explicadas con claridad.',
    },
  },

  licence: {
    title: 'Licencia',
    content: `
<p>Lumen Casino está operado por Lumen Entertainment Ltd. (número de registro LE-204871, 12 Harbour Street, Port Aurel, Lumeria), con licencia y bajo la supervisión de la Autoridad de Juego de Lumeria, con el número de licencia GAL-2024-0178.</p>
<p>Este es un producto de demostración: Lumeria y su Autoridad de Juego son ficticias.</p>
<p><strong>18+</strong> El juego puede crear adicción. Juegue con responsabilidad. <a href="/info_pages/responsible_gaming">Juego responsable</a></p>`,
  },

  faq: {
    registration: {
      question: '¿Cómo creo una cuenta?',
      answer: `<p>Seleccione «Registrarse», introduzca su correo electrónico y una contraseña, elija su moneda y confirme que tiene 18 años o más y que acepta nuestros términos. Se tarda menos de un minuto. Puede completar su perfil más tarde, antes de su primera partida con dinero real.</p>`,
    },
    verification: {
      question: '¿Por qué debo verificar mi cuenta y cuánto se tarda?',
      answer: `<p>La verificación (KYC) confirma su edad e identidad y nuestra licencia la exige antes de su primera retirada. Suba un documento de identidad con foto, un justificante de domicilio y un justificante de pago en su perfil, en el apartado Verificación. Revisamos los documentos en un plazo de 1 a 24 horas. Consulte nuestra <a href="/info_pages/kyc_policy">política KYC</a>.</p>`,
    },
    deposits: {
      question: '¿Cómo hago un depósito?',
      answer: `<p>Seleccione «Depositar», elija un método bancario o cripto, introduzca el importe y confirme. Los depósitos con tarjeta y por transferencia inmediata llegan al instante; algunas transferencias bancarias tardan hasta 5 días hábiles. En los depósitos en cripto, envíe exactamente el importe indicado.</p>`,
    },
    withdrawals: {
      question: '¿Cómo retiro mis ganancias?',
      answer: `<p>Abra «Retirada» en su cuenta, elija un método e introduzca el importe. Su cuenta debe estar verificada. Tramitamos las solicitudes en 24 horas; lo que tarde en llegarle depende después del método. El dinero de bono no se puede retirar hasta cumplir el requisito de apuesta.</p>`,
    },
    bonuses: {
      question: '¿Cómo funcionan los bonos y los requisitos de apuesta?',
      answer: `<p>El dinero de bono está en un saldo aparte y debe apostarse, normalmente 35 veces, antes de poder retirarlo. Solo hay un bono activo a la vez; los demás esperan en su cola de bonos. No todos los juegos cuentan para el requisito de apuesta. Encontrará los detalles en nuestras <a href="/info_pages/bonus_terms">condiciones de los bonos</a>.</p>`,
    },
    responsible_gambling: {
      question: '¿Qué herramientas me ayudan a mantener el control?',
      answer: `<p>Puede fijar límites de depósito, de pérdidas y de apuestas por 24 horas, 7 días o 30 días, un límite de tiempo de sesión y recordatorios de sesión, tomarse una pausa de 24 horas a 6 semanas o autoexcluirse de 6 meses a 5 años. Un límite más bajo se aplica al momento; subir o eliminar un límite requiere un periodo de reflexión de 24 horas y su confirmación. Encontrará estas herramientas en su cuenta, en <a href="/profile/responsible-gambling">Juego responsable</a>, o puede pedir ayuda a asistencia. Más información sobre el <a href="/info_pages/responsible_gaming">juego responsable</a>.</p>`,
    },
    demo_mode: {
      question: '¿Puedo jugar gratis?',
      answer: `<p>Sí. La mayoría de las tragaperras y juegos de dados de nuestro propio estudio tienen un modo demo con dinero ficticio, y no necesita una cuenta para usarlo. Para jugar con dinero real, inicie sesión y haga un depósito.</p>`,
    },
    languages: {
      question: '¿En qué idiomas está disponible Lumen Casino?',
      answer: `<p>El sitio y la asistencia están disponibles en inglés, inglés británico, alemán, francés, rumano, eslovaco, español, portugués y esloveno. Cambie el idioma con el selector de idioma al pie de la página.</p>`,
    },
    contact: {
      question: '¿Cómo contacto con asistencia?',
      answer: `<p>Escriba a <a href="mailto:support@lumen.casino">support@lumen.casino</a> o use el enlace de asistencia al pie de cada página. Respondemos a los correos en un plazo de 24 horas.</p>`,
    },
  },
};
