import type { ClientEmailWords } from './client-words.ts';

/** Brazilian Portuguese, você as in the chat; every session is a "sessão", so the sentences agree in the feminine. */
export const PT: ClientEmailWords = {
  locale: { dates: 'pt-BR', money: 'pt-BR' },
  greeting: (name) => `Oi${name ? `, ${name}` : ''}!`,
  sessionKinds: {
    consultation: 'sessão de consulta',
    small: 'sessão para uma tatuagem pequena',
    halfDay: 'sessão de meio período',
    fullDay: 'sessão de dia inteiro',
  },
  openRequest: 'Abrir seu pedido',
  confirmEmail: {
    subject: (artist) => `Confirme seu e-mail para o seu pedido de tatuagem a ${artist}`,
    heading: 'Confirme seu e-mail',
    body: (artist) =>
      `Este endereço foi informado em um pedido de tatuagem para ${artist}. Confirme que ele é seu, e as respostas de ${artist} vão chegar aqui.`,
    button: 'Confirmar meu e-mail',
    ignore: 'Se não foi você, ignore este e-mail: nada mais será enviado para este endereço.',
  },
  requestReceived: {
    subject: (artist) => `${artist} recebeu seu pedido de tatuagem`,
    saved: (artist) =>
      `Obrigado por contar sua ideia para ${artist}. Seu pedido está salvo, e ${artist} vai analisá-lo e entrar em contato.`,
    page: 'Sua página privada mostra seu pedido, o status dele e a conversa. Quando horários forem oferecidos, você escolhe um lá. Também pode apagar seus dados por ela a qualquer momento.',
    private: 'Não compartilhe este link: qualquer pessoa com ele pode ver seu pedido.',
  },
  confirmed: {
    subject: (session, artist) => `Agendada: sua ${session} com ${artist}`,
    heading: (artist) => `Seu horário com ${artist} está marcado`,
    body: (session, time) => `Sua ${session} está confirmada: ${time}.`,
    depositPaid: (amount) => `Sinal recebido: ${amount}.`,
    depositDue: (amount) => `Sinal pendente: ${amount}.`,
    invite:
      'O convite anexo coloca a sessão na sua agenda. Sua página do pedido tem os detalhes, e é por lá que você remarca ou cancela.',
  },
  reminder: {
    subject: (session, artist, isTomorrow) =>
      `Lembrete: sua ${session} com ${artist} é ${isTomorrow ? 'amanhã' : 'daqui a dois dias'}`,
    heading: (artist) => `${artist} te espera em breve`,
    body: (session, artist, time) => `Passando para lembrar da sua ${session} com ${artist}: ${time}.`,
    change: 'Precisa mudar? Sua página do pedido mostra o que ainda dá para fazer.',
    payDeposit: 'Pagar o sinal',
  },
  offered: {
    subject: (artist) => `${artist} ofereceu horários para a sua tatuagem`,
    heading: (artist) => `${artist} ofereceu horários para você`,
    body: (artist, session) => `${artist} quer marcar uma ${session} com você. Estes horários estão livres:`,
    pick: 'Escolha o que for melhor para você na sua página do pedido. Quem escolher um horário primeiro fica com ele.',
    button: 'Escolher um horário',
    project: (count) =>
      `É um projeto de ${count} sessões: escolha agora o horário da primeira e marque as próximas na sua página do pedido.`,
    note: (artist, times, pageUrl) =>
      `${artist} tem horários para você:\n${times.map((time) => `• ${time}`).join('\n')}\nEscolha um aqui: ${pageUrl}`,
  },
  declined: {
    subject: (artist) => `Sobre o seu pedido de tatuagem para ${artist}`,
    heading: (artist) => `Sobre o seu pedido para ${artist}`,
    template: (name) =>
      `Oi${name ? `, ${name}` : ''}!\n\nAgradeço por pensar em mim para a sua tatuagem e por tirar um tempo para me contar a sua ideia. Depois de olhar com calma, acho que não sou a pessoa certa para este projeto, então não vou conseguir fazer.\n\nEspero que você encontre alguém que combine muito com a sua ideia. Desejo tudo de bom com ela!`,
  },
  cancelled: {
    subject: (session, artist) => `Cancelada: sua ${session} com ${artist}`,
    heading: 'Seu horário foi cancelado',
    byArtist: (artist, session, time) => `${artist} cancelou sua ${session}: ${time}.`,
    byClient: (session, artist, time) => `Você cancelou sua ${session} com ${artist}: ${time}.`,
    reason: (artist, first) => `O motivo, nas palavras de ${artist}: ${first}`,
    inviteRemoved: 'A atualização anexa tira a sessão da sua agenda.',
    newTimes: (artist) =>
      `${artist} pode te oferecer novos horários; eles aparecem na sua página do pedido quando isso acontecer.`,
  },
  moved: {
    subject: (session, artist) => `Remarcada: sua ${session} com ${artist}`,
    heading: 'Seu horário mudou',
    byArtist: (artist, session, time) => `${artist} remarcou sua ${session}. Agora é ${time}.`,
    byClient: (session, artist, time) => `Sua ${session} com ${artist} agora é ${time}.`,
    was: (time) => `Antes era ${time}.`,
    inviteUpdated: 'O convite anexo atualiza o evento na sua agenda.',
  },
  details: {
    session: (number, count) => `Sessão ${number} de ${count}`,
    piece: (piece) => `Sua peça: ${piece}`,
    studio: (address) => `Estúdio: ${address}`,
    prepHeading: 'Antes da sua sessão:',
    payHeading: (artist) => `Como pagar o sinal a ${artist}:`,
  },
  consent: {
    body: (artist) =>
      `Antes da tua sessão, preenche e assina o formulário de consentimento de ${artist} no telemóvel: são dois minutos.`,
    button: 'Assinar o consentimento',
  },
  depositAfterCancel: {
    policy: (artist, amount) =>
      `Você pagou um sinal de ${amount}. Segundo a política de reembolso de ${artist}:`,
    noPolicy: (artist, amount) =>
      `Você pagou um sinal de ${amount}. ${artist} não escreveu uma política de reembolso, então pergunte direto a ${artist}.`,
  },
  sms: {
    reminder: (session, artist, time, isTomorrow) =>
      `${artist}: sua ${session} é ${isTomorrow ? 'amanhã' : 'daqui a dois dias'}, ${time}.`,
    depositDue: (amount) => `Sinal pendente: ${amount}, como pagar está na sua página.`,
    consent: (url) => `Assine o consentimento: ${url}`,
    page: (url) => `Sua página: ${url}`,
    stop: 'Responda STOP para sair.',
  },
  invite: { title: (artist) => `Sessão de tatuagem com ${artist}` },
};
