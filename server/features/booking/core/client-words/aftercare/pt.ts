import type { AftercareEmailWords } from './aftercare-words.ts';

/** Portuguese (Brazil), você as in the chat. */
export const PT: AftercareEmailWords = {
  aftercare: {
    subject: (artist) => `Seus cuidados pós-tatuagem de ${artist}`,
    heading: 'Como cuidar da sua tatuagem nova',
    thanks: (artist) =>
      `Obrigado pela sua sessão com ${artist}. Veja como cuidar da sua tatuagem nova enquanto ela cicatriza.`,
    artistText: (artist) => `Os cuidados de ${artist}:`,
    standard: [
      'Mantenha o plástico por 2 a 3 horas; depois lave a tatuagem com cuidado, com água morna e sabonete neutro sem perfume, e seque com leves toques de papel-toalha limpo.',
      'Duas vezes por dia durante duas semanas, lave do mesmo jeito e passe uma camada fina de hidratante sem perfume.',
      'Não coce nem arranque as casquinhas. Nada de piscina, banheira, sauna ou sol direto até cicatrizar.',
    ],
    questions: (artist) => `Algo preocupa você enquanto cicatriza? Fale com ${artist}.`,
  },
  checkIn: {
    subject: (artist) => `Como está a cicatrização da sua tatuagem? De ${artist}`,
    heading: 'Como está cicatrizando?',
    body: (artist) =>
      `Já se passaram alguns dias desde a sua sessão com ${artist}. Agora é normal ficar um pouco vermelha, sensível e descascar um pouco. Mantenha limpa e hidratada.`,
    watch:
      'Se a cada dia ela ficar mais quente, mais inchada ou mais dolorida, ou se você tiver febre, procure um médico sem esperar.',
    photoLater: 'Daqui a algumas semanas, quando estiver cicatrizada, vamos pedir uma foto dela.',
  },
  healedPhoto: {
    subject: (artist) => `${artist} adoraria ver sua tatuagem cicatrizada`,
    heading: 'Como ficou depois de cicatrizar?',
    body: (artist) =>
      `Quatro semanas depois, sua tatuagem já deve estar cicatrizada. ${artist} adoraria ver: tire uma foto com luz do dia e compartilhe pela página do seu pedido.`,
    button: 'Compartilhar uma foto',
  },
  review: {
    subject: (artist) => `Você avaliaria ${artist}?`,
    heading: (artist) => `Uma avaliação para ${artist}`,
    body: (artist) =>
      `Se tiver um minuto, uma avaliação da sua experiência com ${artist} ajuda outras pessoas a escolher seu tatuador. Diga o que você realmente achou: toda avaliação sincera ajuda.`,
    button: 'Escrever uma avaliação',
  },
};
