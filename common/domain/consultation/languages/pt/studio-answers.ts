import type { StudioAnswerWords } from '../../studio-answers/studio-answer-words.ts';

/** Respostas do estúdio em português (decision 045). */
export const STUDIO_ANSWERS_PT: StudioAnswerWords = {
  defaults: {
    session_length:
      'Peças pequenas (até uns 5 cm) costumam levar menos de uma hora, as do tamanho da palma de 1 a 3 horas, e as grandes são divididas em sessões de 3 a 5 horas; {artist} estima a sua quando o desenho estiver definido.',
    healing_time:
      'A superfície costuma cicatrizar em 2 a 3 semanas, e a pele assenta por completo em umas 4 a 6 semanas.',
    pain: 'A dor depende da pessoa e do lugar: áreas com osso ou pele fina (costelas, esterno, coluna, pés, parte interna do braço) costumam ser mais sensíveis, e a parte externa do braço, a coxa e a panturrilha mais tranquilas. É uma orientação geral, não um conselho médico.',
    payment_methods: '{artist} aceita cartão e dinheiro; o sinal é pago na hora de agendar.',
    parking: 'Há estacionamento na rua perto do estúdio; {artist} manda como chegar junto com o agendamento.',
    companion: 'Você pode trazer uma pessoa para te acompanhar, sem problema.',
    numbing_cream:
      'Pode usar pomada anestésica se combinar antes com {artist}, porque algumas mudam como a pele recebe a tinta.',
    touch_ups:
      'Um retoque nos primeiros meses costuma estar incluído se algo cicatrizar irregular; {artist} confirma para a sua peça.',
    aftercare:
      'Cuidados: lave com sabonete neutro, passe uma camada fina de creme sem perfume e evite sol, piscina e mar por duas semanas; {artist} te passa todas as orientações no dia.',
    colour_work:
      '{artist} trabalha com cor e com preto e cinza, e vai sugerir o que combina com o seu desenho.',
    guest_spots: '{artist} anuncia os guest spots no Instagram assim que estão marcados.',
    pricing:
      'O preço depende do tamanho, do detalhe e do local; {artist} passa um valor quando o desenho estiver definido.',
  },
  topicStems: {
    age_policy: ['rg', 'identidade', 'documento', 'passaporte', 'idade minima', 'idade mínima'],
    price: ['custa', 'custam', 'custaria', 'custariam'],
    location: ['voces sao de', 'voce fica em', 'ficam em', 'estao em'],
    healing_time: ['cicatriza*', 'sarar', 'curar'],
    booking: ['agendar', 'marcar horario'],
    numbing_cream: ['anestes', 'pomada anest', 'creme anest', 'lidocain', 'emla'],
    touch_ups: ['retoq', 'retocar'],
    payment_methods: [
      'cartao',
      'credito',
      'debito',
      'dinheiro',
      'pix',
      'como se paga',
      'como pago',
      'como posso pagar',
      'posso pagar',
      'da pra pagar',
      'parcel',
      'forma de pagamento',
      'pagar com',
      'transferência',
      'pix',
    ],
    parking: ['estaciona', 'vaga'],
    guest_spots: ['guest', 'convencao', 'convencoes'],
    colour_work: ['colorid', 'cor', 'cores'],
    experience: [
      'anos de experiencia',
      'quanta experiencia',
      'quanto tempo voce tatua',
      'ha quanto tempo voce',
      'ha quanto tempo tatua',
    ],
    duration: ['quanto tempo', 'quantas horas', 'quantas sessoes', 'dura', 'demora'],
    aftercare: [
      'cuidado',
      'cuidar',
      'lavar',
      'sabonete',
      'pomada',
      'filme',
      'piscina',
      'praia',
      'nadar',
      'protetor solar',
    ],
  },
  studioStems: ['estudio', 'sessao', 'agendamento', 'horario', 'tatu', 'tattoo', 'artista'],
  whereWords: ['onde'],
  placeWords: ['estudio', 'loja'],
  whenWords: ['quando', 'que horas', 'quanto tempo'],
  howMuchWords: ['quanto', 'qnto', 'qto'],
  openWords: ['aberto', 'abrem', 'abre', 'fecha', 'fechado'],
  arrivalWords: ['chegou', 'recebeu', 'recebeste', 'conseguiu ver'],
  sentWords: ['mandei', 'enviei'],
  speakWords: ['fala', 'falas', 'falam', 'escreve em'],
  languageNames: [
    ['inglês', 'en'],
    ['espanhol', 'es'],
    ['português', 'pt'],
    ['francês', 'fr'],
    ['alemão', 'de'],
    ['italiano', 'it'],
    ['idioma', null],
    ['língua', null],
  ],
  offerStems: [
    'voce tatua',
    'vc tatua',
    'tatuam',
    'fazem',
    'voce faz',
    'vc faz',
    'vendem',
    'oferecem',
    'aceitam',
  ],
  selfWords: ['eu', 'me', 'meu', 'minha', 'posso', 'podemos', 'tenho', 'levo'],
  willAsk: (artistName) => `Sobre isso, vou perguntar para ${artistName} e te respondo por aqui.`,
  willAskAgain: (artistName) => `Sobre isso também vou perguntar para ${artistName}.`,
  blackAndGreyOnly: '{artist} trabalha só em preto e cinza, então não faz peças coloridas.',
  inTheirWords: (artistName, text) => `Nas palavras de ${artistName}: “${text}”`,
  experience: (artistName, fact) =>
    'years' in fact
      ? `${artistName} tatua há ${fact.years} anos.`
      : `${artistName} tatua desde ${fact.since}.`,
};
