import { MINIMUM_CLIENT_AGE } from '../../../../constants/limits.ts';
import type { BriefField } from '../../brief.ts';
import { type Phrasebook, type PhraseContext, pick } from '../../reply/phrasebook.ts';
import { saidHours } from '../../studio-answers/opening-hours.ts';
import { READING_WORDS } from './reading-words.ts';

const semDado = ({ artistName }: PhraseContext, oQue: string) =>
  `Não tenho ${oQue} aqui, então ${artistName} vai te confirmar.`;

/** O que o artista orienta quando o cliente deixa com ele (decisão 039). */
const A_CRITERIO: Partial<Record<BriefField, string>> = {
  idea: 'como desenvolver a ideia',
  placement: 'onde fica melhor',
  size: 'o tamanho',
  style: 'o estilo',
  color: 'se fica colorida ou em preto e cinza',
};

const CONVITES: Readonly<Record<BriefField, string>> = {
  idea: 'Fica à vontade para me contar qual tatuagem você tem em mente.',
  style: 'Se pensar em um estilo, me conta; se não, pode deixar com o artista.',
  placement: 'Assim que souber em que parte do corpo vai, me conta.',
  size: 'Se tiver um tamanho aproximado em mente, me conta; em cm ou do tamanho da palma.',
  color: 'Depois me conta se prefere colorida ou em preto e cinza.',
  budget: 'Se definir uma faixa de orçamento, me conta.',
  references: 'Se encontrar imagens de referência, pode anexar quando quiser.',
  timing: 'Se tiver uma data em mente, me conta.',
  contact: 'Me conta o melhor email ou telefone para falar com você.',
};

/** Issue #11: replies to clients who write in Portuguese, whatever the tone (one warm register). */
export const PORTUGUESE: Phrasebook = {
  welcome: ['Vai ser um prazer ajudar!', 'Obrigado por escrever!'],
  acknowledge: (_details, { turn }) => pick(['Perfeito, anotado!', 'Ótimo, entendi.', 'Combinado.'], turn),
  thanksForReferences: 'Obrigado pelas referências, ajudam muito.',
  thanksForContact: 'Obrigado, já anotei como falar com você.',
  underAge: (minimumAge, { artistName }) =>
    `Obrigado por escrever! ${artistName} só tatua pessoas com ${minimumAge} anos ou mais, então ainda não consigo organizar isso. Vou adorar ajudar quando você tiver ${minimumAge}.`,
  styleNotOffered: (_requested, offered, alternative, { artistName }) =>
    `Sendo sincero, ${artistName} trabalha com ${offered}, então esse estilo não é oferecido.${
      alternative ? ` O que dá para fazer é uma versão ${alternative} da sua ideia.` : ''
    }`,
  budgetBelowMinimum: (minimum, budget, { artistName }) =>
    `Só para você saber, o mínimo de ${artistName} por peça é ${minimum}, então ${budget} fica abaixo. Se puder aumentar um pouco, seguimos.`,
  priceAnswer: (consultationPrice, minimumPrice, { artistName }) =>
    [
      `${artistName} faz o orçamento de cada peça depois de ver o desenho, então não consigo passar um preço aqui.`,
      consultationPrice && `A consulta custa ${consultationPrice}.`,
      minimumPrice && `O mínimo por peça é ${minimumPrice}.`,
    ]
      .filter(Boolean)
      .join(' '),
  availabilityAnswer: ({ artistName }) =>
    `Daqui eu não vejo a agenda, então ${artistName} vai confirmar as datas diretamente com você.`,
  styleOffered: (style, { artistName }) => `Sim, ${artistName} faz ${style}.`,
  stylesAnswer: (styles, { artistName }) =>
    styles
      ? `${artistName} trabalha com ${styles}.`
      : `${artistName} vai indicar o estilo que combina com sua ideia.`,
  artistRule: (rule, { artistName }) => `Uma regra de ${artistName}: "${rule}"`,
  showcase: (hasPortfolio, hasConcept, { artistName }) => {
    if (hasPortfolio && hasConcept)
      return `Aqui estão alguns trabalhos de ${artistName} nessa linha, e um esboço de conceito para você imaginar.`;
    return hasPortfolio
      ? `Aqui estão alguns trabalhos de ${artistName} nessa linha.`
      : 'Preparei um esboço de conceito para você imaginar.';
  },
  saveOffer: ({ artistName }) =>
    `Já tenho o suficiente para passar para ${artistName}: toque em Save Conversation quando quiser.`,
  allSet: ({ artistName }) =>
    `Isso é tudo que ${artistName} precisa. Toque em Save Conversation e ${artistName} vai te responder.`,
  handedOff: ({ artistName }) =>
    `Isso é tudo que ${artistName} precisa: já passei sua ideia e você vai receber a resposta por aqui.`,
  questions: {
    idea: ({ isLettering }) =>
      isLettering
        ? 'O que você gostaria que estivesse escrito?'
        : 'Qual ideia você tem em mente para a tatuagem?',
    style: ({ artistName, artistStyles }) =>
      `${artistStyles ? `${artistName} trabalha com ${artistStyles}. ` : ''}Qual estilo você prefere?`,
    placement: () => 'Onde no corpo você quer, e de que lado?',
    size: () => 'Qual tamanho você imagina, em cm (ou algo como do tamanho da palma)?',
    color: () => 'Você quer colorida, ou em preto e cinza?',
    budget: () => 'Você tem um orçamento em mente? Uma faixa já ajuda.',
    references: ({ isCoverUp }) =>
      isCoverUp
        ? 'Pode anexar uma foto nítida da tatuagem que quer cobrir?'
        : 'Você tem imagens de referência? Pode anexar aqui.',
    timing: () => 'Quando você gostaria de fazer?',
    contact: () => 'Qual o melhor email ou telefone para falar com você?',
  },
  desk: {
    noted: ['Anotado, obrigado.', 'Perfeito, entendi.', 'Certo, anotado.'],
    empathy: {
      memorial:
        'Sinto muito pela sua perda. Uma tatuagem em memória é uma forma linda de manter essa pessoa perto, e vamos cuidar disso com carinho.',
      regret:
        'Super compreensível, e você não é o único. Cobertura de tatuagem faz parte do dia a dia de um tatuador.',
      scar: 'Obrigado pela confiança. Trabalhar sobre uma cicatriz se planeja com calma, e o artista vai avaliar a pele com você primeiro.',
      hardship:
        'Sinto muito que você esteja passando por isso, e obrigado por compartilhar: não precisa se desculpar. Aqui não tem pressa, e vamos cuidar disso com carinho.',
    },
    redirect: ({ artistName }) => `Aqui eu só consigo ajudar a planejar uma tatuagem com ${artistName}.`,
    abuse: ({ artistName }) =>
      `Sinto muito que isso tenha sido frustrante. Se preferir falar direto com ${artistName}, é só dizer e eu garanto que sua mensagem chegue.`,
    planHandover: ({ artistName }) => `Obrigado! ${artistName} vai te responder pessoalmente.`,
    bookedClientHandoff: (isSavedAsItGoes, { artistName }) =>
      isSavedAsItGoes
        ? `Obrigado por avisar. Passei para ${artistName}, que vai te responder sobre isso por aqui.`
        : `Obrigado por avisar. Toque em Save Conversation e ${artistName} vai te responder sobre isso pessoalmente.`,
    humanHandoff: (isSavedAsItGoes, { artistName }) =>
      isSavedAsItGoes
        ? `Claro! Já avisei ${artistName}, que vai te responder aqui pessoalmente.`
        : `Claro! Vou avisar ${artistName} que você prefere falar pessoalmente: toque em Save Conversation e você vai receber uma resposta pessoal.`,
    afterAllSet: ({ artistName }) =>
      `De nada! ${artistName} vai te responder assim que você salvar a conversa.`,
    fanThanks: ({ artistName }) => `Muito obrigado! Vou garantir que ${artistName} saiba disso.`,
    withdrawal: () =>
      'Sem problema nenhum, não tem pressa. Quando quiser retomar, é só mandar mensagem aqui e seguimos de onde paramos.',
    stillHere: () => 'Ainda estou aqui! Quando quiser, me conta o que você gostaria de tatuar.',
    askAge: () => 'Uma coisa rápida antes de passar adiante: você tem 18 anos ou mais?',
    underAgeAgain: (minimumAge, { artistName }) =>
      `Entendo, mas ${artistName} só tatua pessoas com ${minimumAge} anos ou mais. Vou adorar ajudar quando você completar.`,
    underAgeForSomeone: (minimumAge, isRepeat, { artistName }) =>
      isRepeat
        ? `Entendo, mas ${artistName} só tatua pessoas com ${minimumAge} anos ou mais, mesmo com autorização dos pais.`
        : `Obrigado por perguntar! ${artistName} só tatua pessoas com ${minimumAge} anos ou mais, mesmo com autorização dos pais, então ainda não consigo agendar. Vou adorar ajudar a planejar quando completar ${minimumAge}.`,
    budgetMeetsMinimum: (minimum, budget, { artistName }) =>
      `${budget} está acima do mínimo de ${artistName} (${minimum}), então dá para começar; o preço final vem quando o desenho estiver definido.`,
    underAgeSoon: (minimumAge, { artistName }) =>
      `Feliz aniversário adiantado! ${artistName} só tatua maiores de ${minimumAge}, então a sessão vai ter que ser depois do seu aniversário, com documento com foto no dia. Me escreva quando tiver ${minimumAge} e te ajudo a marcar uma data.`,
    studio: {
      walk_ins: (context) => {
        const walkIns = context.studio.intake?.takesWalkIns;
        if (walkIns === true)
          return `${context.artistName} atende sem hora marcada quando tem horário livre, mas agendar é o mais garantido.`;
        if (walkIns === false) return `${context.artistName} só atende com hora marcada.`;
        return semDado(context, 'a política de atendimento sem hora marcada');
      },
      cover_ups: (context) => {
        const coverUps = context.studio.intake?.takesCoverUps;
        if (coverUps === true)
          return `Sim, ${context.artistName} faz cover-ups: uma foto nítida da tatuagem antiga ajuda a planejar.`;
        if (coverUps === false)
          return `${context.artistName} não faz cover-ups, então para este talvez seja melhor um especialista.`;
        return semDado(context, 'a política de cover-ups');
      },
      flash: (context) => {
        const flash = context.studio.intake?.doesFlash;
        if (flash === true) return `Sim, ${context.artistName} faz flash além de peças personalizadas.`;
        if (flash === false) return `${context.artistName} só faz peças personalizadas, sem flash.`;
        return semDado(context, 'se há flash disponível');
      },
      deposit: (context) => {
        // The artist's own words, quoted: they wrote them in their language, not always the reply's.
        const policy = context.studio.intake?.depositPolicy;
        return policy ? `Sobre o sinal: “${policy}”` : semDado(context, 'os detalhes do sinal');
      },
      location: (context) => {
        const location = context.studio.intake?.studioLocation;
        return location ? `O estúdio fica em ${location}.` : semDado(context, 'o endereço do estúdio');
      },
      hours: (context) => {
        const said = saidHours(context.studio.openingHours, READING_WORDS.dayNames, (row) =>
          row.last
            ? `de ${row.first} a ${row.last}, das ${row.opens} às ${row.closes}`
            : `${row.first}, das ${row.opens} às ${row.closes}`,
        );
        const hours = said ?? context.studio.intake?.studioHours;
        return hours ? `Horário do estúdio: ${hours}.` : semDado(context, 'o horário do estúdio');
      },
      age_policy: ({ artistName, studio }) =>
        studio.intake?.agePolicy
          ? `A política de idade de ${artistName}: ${studio.intake.agePolicy}.`
          : `${artistName} só tatua clientes com ${MINIMUM_CLIENT_AGE} anos ou mais.`,
      send_pictures: ({ artistName }) =>
        `Claro! Anexe aqui com o botão de imagem e ${artistName} vai ver junto com o seu pedido.`,
      assistant: ({ artistName }) =>
        `Sou o assistente de ${artistName}, um assistente automático: anoto a tua ideia para que te possa responder com tudo em mãos. ${artistName} lê cada conversa e, se preferires falar diretamente, é só dizer.`,
      booking: ({ artistName, studio }) =>
        studio.booksInApp
          ? `O agendamento é por aqui mesmo: quando seu pedido estiver salvo, ${artistName} te envia horários para escolher e você confirma o seu.`
          : studio.bookingUrl
            ? `Você pode agendar com ${artistName} aqui: ${studio.bookingUrl}`
            : `Me conta sua ideia aqui e ${artistName} vai entrar em contato para agendar.`,
    },
    companion: (kind, { artistName, studio, turn }) => {
      const policy = studio.intake?.agePolicy
        ? ` A política de idade de ${artistName}: ${studio.intake.agePolicy}.`
        : '';
      if (kind === 'along')
        return pick(['Claro! Pode trazer alguém para te acompanhar.', 'Sem problema, pode vir junto.'], turn);
      if (kind === 'wants-one')
        return `Também pode agendar: quem for tatuar precisa ter ${MINIMUM_CLIENT_AGE} anos ou mais, e pode falar com ${artistName} sobre a própria peça.${policy}`;
      return `Pode vir junto, mas ${artistName} só tatua clientes com ${MINIMUM_CLIENT_AGE} anos ou mais, então ainda não pode se tatuar.${policy}`;
    },
    languagesAnswer: (isSpoken) =>
      isSpoken
        ? 'Sim, claro! Podemos continuar em português.'
        : 'Escrevo em português, inglês, espanhol, francês, alemão e italiano: escolha o que preferir.',
    pictureArrival: (received, { artistName }) =>
      received
        ? `Sim, chegou: ${artistName} vai ver junto com o seu pedido.`
        : `Ainda não vejo nenhuma imagem aqui: tente anexar de novo (um link também serve) e ${artistName} vai ver junto com o seu pedido.`,
    asMentioned: (sentences) => `Como eu disse, ${sentences}`,
    booksClosed: ({ artistName }) =>
      `A agenda de ${artistName} está fechada no momento, mas posso te colocar na lista de espera e você recebe um aviso quando abrir.`,
    coverUpsNotTaken: ({ artistName }) =>
      `Sendo sincero, ${artistName} não faz cobertura de tatuagem, então talvez você precise de um especialista.`,
    styleOptions: (options, { artistName }) =>
      `Sem problema! Para uma ideia assim, ${artistName} costuma trabalhar com ${options}: algum desses estilos te agrada, ou prefere deixar o estilo em aberto?`,
    soleStyle: (style, { artistName }) =>
      `Sem problema! ${artistName} trabalha no estilo ${style}, então isso já está resolvido.`,
    sizeOptions: () =>
      'Sem problema! Você imagina pequena (uns 5 cm), do tamanho da palma ou maior, como meio antebraço?',
    placementOptions: () =>
      'Sem problema! Antebraço, braço ou panturrilha são ótimos lugares para começar: algum deles funciona, ou prefere outro lugar?',
    sizeAdvice: ({ minCm, maxCm }, { artistName }) =>
      `Nessa região, a maioria das peças fica entre ${minCm} e ${maxCm} cm; ${artistName} pode ajustar o tamanho na consulta.`,
    leftToArtist: (field, { artistName }) =>
      `Tudo bem: ${artistName} vai te orientar sobre ${A_CRITERIO[field] ?? 'isso'} na consulta.`,
    ideaOptions: (options) =>
      `Sem problema, muitos clientes começam assim! Algo como ${options} te agrada, ou tem algum tema que você ama?`,
    invite: (field) => CONVITES[field],
    nextStep: ({ studio }) =>
      studio.intake?.booksStatus && studio.intake.booksStatus !== 'open'
        ? `Ao salvar, você entra na lista de espera.`
        : studio.booksInApp
          ? `Depois você recebe horários para escolher.`
          : studio.bookingUrl
            ? `Você também pode agendar direto na página de agendamento: ${studio.bookingUrl}`
            : '',
  },
};
