import { describe, expect, it } from 'vitest';
import { classifyMessage } from '../classify/classify-message.ts';

/** Decision 045: each language's topic words, read by word starts in the client's questions. */
describe('studio questions inside a message', () => {
  it.each([
    ['budget ~300 tbh. do you do touch-ups for free?', ['touch_ups']],
    ['how long does it take to heal?', ['healing_time']],
    ['black ofc. im 22. when r u open?', ['hours']],
    ['¿cuántas sesiones serían?', ['duration']],
    ['¿la sesión dura mucho?', ['duration']],
    ['¿a qué hora abrís el sábado?', ['hours']],
    ['wann habt ihr samstags offen?', ['hours']],
    ['quand est-ce que vous êtes ouverts ?', ['hours']],
    ['can I pay the deposit by bank transfer?', ['deposit', 'payment_methods']],
    ['and can i use numbing cream', ['numbing_cream']],
    ['¿aceptáis tarjeta?', ['payment_methods']],
    ['vocês aceitam pix ou cartão?', ['payment_methods']],
    ['Est-ce que la retouche est comprise ?', ['touch_ups']],
    ['Kann ich Betäubungscreme benutzen?', ['numbing_cream']],
    ['Wie lange dauert so eine Sitzung?', ['duration']],
    ["C'è parcheggio vicino allo studio?", ['parking']],
    ['do you ever do guest spots in london?', ['guest_spots']],
    // "how long" and a word of lasting, whatever the piece between them.
    ['yo how long would a trad panther take? like palm sized', ['duration']],
    ['¿cuánto tiempo tardarías en un antebrazo entero?', ['duration']],
    // A sending word and a picture: whether one can be sent here.
    ['can i just send u the photo on here?', ['send_pictures']],
    ['¿te puedo mandar la foto por aquí?', ['send_pictures']],
    ['kann ich dir das Foto hier schicken?', ['send_pictures']],
    ['why do you need my age lol', ['age_policy']],
    ['when can u fit me in', ['availability']],
    ['yo kai whats the wait time rn', ['availability']],
    // Two questions in one sentence, the first closed by a comma (fresh-2026-11u).
    ['and is there a deposit, can i pay it on my NZ card or nah', ['deposit', 'payment_methods']],
    ['Also what are the modes of payment, UPI is possible?', ['payment_methods']],
    ['can ah just turn up or dae ye need tae book?', ['walk_ins']],
    ['whats the craic with the deposit, does it come off the price or is it on top?', ['deposit']],
    // What booking costs is the deposit.
    ["t'as un prix plancher ? et pour bloquer une date faut verser combien ?", ['price', 'deposit']],
  ])('reads %j as asking about %j', (text, topics) => {
    expect(classifyMessage(text).topics).toEqual(expect.arrayContaining(topics));
  });

  // A one-word topic entry is read from its Snowball stem: the verb's other forms count (decision 060).
  it.each([
    'merci ! comment je réserve ?',
    'danke! wie buche ich?',
    'grazie! come prenoto?',
    'y cómo reservo?',
    'e como eu agendo?',
    'ok so how do i get booked in?',
  ])('reads %j, the verb in another form, as asking how to book', (text) => {
    expect(classifyMessage(text).topics).toContain('booking');
  });

  it.each([
    'wo genau ist denn euer studio?',
    '¿dónde queda tu estudio exactamente?',
    'où se situe ton salon ?',
    'where exactly is your shop?',
  ])('reads %j, a where and the studio as a place, as the location', (text) => {
    expect(classifyMessage(text).topics).toContain('location');
  });

  it('never takes "where" about the tattoo for the studio', () => {
    expect(classifyMessage('where should the tattoo go on my arm?').topics).not.toContain('location');
  });

  it('takes the facts and the question from one message', () => {
    const found = classifyMessage('a moth on my sternum, 15cm. how long does it take to heal usually?');
    expect(found.intent).toBe('tattoo_inquiry');
    expect(found.topics).toEqual(['healing_time']);
    expect(found.questionTexts.healing_time).toBe('how long does it take to heal usually');
  });

  it('keeps a question no topic covers for the artist, never a design question or small talk', () => {
    expect(classifyMessage('a rose on my wrist. can i bring my dog to the studio?').unknownQuestions).toEqual(
      [{ topic: null, text: 'can i bring my dog to the studio' }],
    );
    expect(classifyMessage('a rose on my wrist. could it be 10cm?').unknownQuestions).toEqual([]);
    expect(classifyMessage('hey how are you? i want a rose on my arm').unknownQuestions).toEqual([]);
  });

  it('turns a question about the studio into a studio question, never an off-topic one', () => {
    expect(classifyMessage('can i bring my dog to the studio?').intent).not.toBe('other');
    expect(classifyMessage('what is 2+2?').intent).toBe('other');
  });
});

describe('a question asked of the artist in another language (fresh-2026-11u)', () => {
  it('reads "Fai anche i colori?" as asked of the artist: the Italian article "i" is no English "I"', () => {
    expect(classifyMessage('Fai anche i colori o solo nero?').askedOfArtist).toContain('colour_work');
  });
});
