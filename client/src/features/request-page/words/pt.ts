import type { RequestPageWords } from './request-page-words.ts';

/** Brazilian Portuguese, você as in the chat. */
export const PT: RequestPageWords = {
  locale: { dates: 'pt-BR', money: 'pt-BR' },
  title: 'Seu pedido de tatuagem',
  withArtist: (artist) => `Com ${artist}`,
  notices: {
    deleted: {
      title: 'Seus dados foram apagados',
      body: 'Seu pedido, a conversa, as imagens, as mensagens e os e-mails sobre ele foram apagados para sempre, e seu artista foi avisado. O Inkdesk guarda apenas contagens anônimas do chat, sem palavras nem dados de contato.',
    },
    expired: {
      title: 'Este link expirou',
      body: 'As páginas de pedido fecham 30 dias depois que o pedido termina. Se precisar de algo, fale com seu artista.',
    },
    notFound: {
      title: 'Não encontramos este pedido',
      body: 'O link pode estar incompleto, ou o pedido foi apagado. Confira o link no seu email.',
    },
    failed: {
      title: 'Algo deu errado',
      body: 'Não foi possível carregar a página. Tente de novo daqui a pouco.',
    },
  },
  emailConfirm: {
    confirming: 'Confirmando seu e-mail…',
    confirmed: (artist) =>
      `Seu e-mail está confirmado. ${artist} já pode escrever para você, e o e-mail com o seu pedido está a caminho.`,
    invalid: 'Este link de confirmação não funciona. Abra o link do nosso e-mail mais recente.',
  },
  statusLabels: {
    received: 'Recebido',
    times_offered: 'Horários oferecidos',
    deposit_due: 'Sinal pendente',
    booked: 'Agendado',
    declined: 'Recusado',
    cancelled: 'Cancelado',
  },
  statusPrefix: 'Status: ',
  status: {
    received: (artist) =>
      `${artist} recebeu seu pedido e vai analisá-lo; depois oferece horários ou entra em contato.`,
    timesOffered: (artist) => `${artist} ofereceu horários para você. Escolha abaixo o que for melhor.`,
    justPaid: (amount) =>
      `Obrigado! Seu pagamento de ${amount} está sendo confirmado. Esta página se atualiza sozinha.`,
    heldPayOnline: (slot, amount) =>
      `${slot} está reservado para você. Pague o sinal de ${amount} para confirmar.`,
    heldArtistCollects: (slot, artist, amount) =>
      `${slot} está reservado para você. ${artist} vai explicar como pagar o sinal de ${amount} e confirma o horário assim que receber.`,
    heldArtistInstructions: (slot, artist, amount) =>
      `${slot} está reservado para você. Pague o sinal de ${amount} a ${artist} como explicado abaixo; o horário é confirmado assim que o sinal chegar.`,
    booked: (artist, slot) =>
      `Seu horário com ${artist} está marcado: ${slot}. Uma confirmação com convite de agenda está no seu email.`,
    bookedByArtist: (artist) => `${artist} marcou seu horário e vai combinar os detalhes com você.`,
    declined: (artist) => `${artist} não vai poder aceitar este pedido. Obrigado pela confiança.`,
    cancelled: (artist) => `Seu horário foi cancelado. ${artist} pode oferecer novos horários.`,
  },
  zoneNote: (own, artistZone) =>
    `Os horários estão no seu fuso horário (${own}); o estúdio fica em ${artistZone}.`,
  offered: {
    heading: 'Escolha um horário',
    legend: 'Horários oferecidos',
    noneLeft: (artist) => `Nenhum dos horários oferecidos está livre agora. ${artist} pode oferecer outros.`,
    book: 'Reservar este horário',
    booking: 'Reservando…',
    failed: 'Não foi possível reservar esse horário. Tente de novo.',
  },
  appointment: {
    heading: 'Seu horário',
    depositPaid: (amount) => `Sinal de ${amount} pago`,
    depositDue: (amount) => `Sinal de ${amount} pendente`,
    pay: 'Pagar o sinal',
    opening: 'Abrindo…',
    payFailed: 'Não foi possível abrir a página de pagamento.',
    tooLate: (hours, artist) =>
      `Faltam menos de ${hours} horas para o seu horário. Para mudar, fale direto com ${artist}.`,
    howToPay: (artist) => `Como pagar a ${artist}`,
    consentDue: (artist) =>
      `${artist} pede que assine um termo de consentimento antes da sessão. Leva dois minutos no telemóvel.`,
    signConsent: 'Assinar o consentimento',
  },
  project: {
    heading: (count) => `Seu projeto: ${count} sessões`,
    progress: (booked, count) => `${booked} de ${count} sessões marcadas`,
    session: (number, count) => `Sessão ${number} de ${count}`,
    depositOn: (which) =>
      which === 'first'
        ? 'O sinal é pedido quando você marca a primeira sessão; as outras não precisam.'
        : 'O sinal é pedido quando você marca a última sessão; as anteriores não precisam.',
    pickFirst:
      'Escolha sua primeira sessão entre os horários oferecidos. Depois marque as próximas aqui, cada uma depois da anterior.',
    booked: 'Marcada',
    notBooked: 'Ainda não marcada',
    held: 'Aguardando o sinal',
    book: (number) => `Marcar a sessão ${number}`,
    bookTitle: (number, count) => `Marcar a sessão ${number} de ${count}`,
    bookDescription: 'Escolha um horário livre depois das suas sessões anteriores.',
    keep: 'Agora não',
    confirm: 'Marcar este horário',
    booking: 'Marcando…',
    failed: 'Não foi possível marcar a sessão.',
  },
  reschedule: {
    open: 'Remarcar',
    title: 'Remarcar seu horário',
    description: 'Escolha um horário livre. Seu sinal vai junto.',
    picker: {
      loading: 'Carregando horários livres',
      failed: 'Não foi possível carregar os horários livres. Tente de novo.',
      noTimes: 'Nenhum horário livre nas próximas semanas.',
      intro: (zone) => `Horários no seu fuso horário (${zone}). Escolha um.`,
      showMore: 'Mostrar mais dias',
    },
    keep: 'Manter meu horário',
    moving: 'Remarcando…',
    move: 'Mudar para este horário',
    failed: 'Não foi possível remarcar.',
  },
  cancel: {
    open: 'Cancelar horário',
    title: 'Cancelar seu horário?',
    description: 'O horário fica livre e seu artista é avisado. Combine com ele ou ela sobre o sinal.',
    noDeposit: 'O horário fica livre e seu artista é avisado.',
    withPolicy: (artist) =>
      `O horário fica livre e ${artist} é avisado. Seu sinal pago, segundo a política de reembolso:`,
    failed: 'Não foi possível cancelar.',
    keep: 'Manter',
    cancelling: 'Cancelando…',
  },
  details: {
    heading: 'Seu pedido',
    sent: (date) => `Enviado em ${date}`,
    labels: {
      idea: 'Ideia',
      style: 'Estilo',
      placement: 'Local',
      size: 'Tamanho',
      budget: 'Orçamento',
      name: 'Nome',
      email: 'Email',
    },
  },
  conversation: {
    heading: 'Sua conversa',
    download: 'Baixar a conversa',
    you: 'Você',
    images: (count) => `${count} ${count > 1 ? 'imagens' : 'imagem'}`,
  },
  deletion: {
    heading: 'Apagar seus dados',
    body: (artist) =>
      `Remove seu pedido, a conversa, as imagens que você enviou e qualquer horário marcado. ${artist} é avisado.`,
    open: 'Apagar meus dados',
    title: 'Apagar seu pedido e a conversa?',
    description: (artist) =>
      `Isso apaga seu pedido, a conversa, as imagens que você enviou e qualquer horário com ${artist}. Não dá para desfazer, e este link deixa de funcionar.`,
    failed: 'Não foi possível apagar seus dados. Tente de novo.',
    keep: 'Manter meus dados',
    deleting: 'Apagando…',
    confirm: 'Apagar para sempre',
  },
};
