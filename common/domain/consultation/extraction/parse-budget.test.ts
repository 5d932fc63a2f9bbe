import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import type { BriefField } from '../brief.ts';
import { parseBudget } from './parse-budget.ts';
import { readMessage } from './read-message.ts';

const budgetOf = (text: string, askedField: BriefField | null = null) =>
  parseBudget(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, askedField)?.value ?? null;

describe('parseBudget', () => {
  it.each([
    ['$400', { min: 400, max: 400, currency: 'USD', text: '$400' }],
    ['budget is 300-500', { min: 300, max: 500, currency: null, text: '300-500' }],
    ['300-500 euros', { min: 300, max: 500, currency: 'EUR', text: '€300-500' }],
    ['€300 to €500', { min: 300, max: 500, currency: 'EUR', text: '€300-500' }],
    ['between 300 and 500 quid', { min: 300, max: 500, currency: 'GBP', text: '£300-500' }],
    ['1k', { min: 1000, max: 1000, currency: null, text: '1,000' }],
    ['I can do 1.5k', { min: 1500, max: 1500, currency: null, text: '1,500' }],
    ['1-1.5k', { min: 1000, max: 1500, currency: null, text: '1,000-1,500' }],
    // A multiplier said once belongs to both ends, unless that would put the first above the second.
    ['budget 4-5 hundred', { min: 400, max: 500, currency: null, text: '400-500' }],
    ['two to three thousand dollars', { min: 2000, max: 3000, currency: 'USD', text: '$2,000-3,000' }],
    ['300-5k', { min: 300, max: 5000, currency: null, text: '300-5,000' }],
    // An age followed by the budget word is not the budget when money follows it.
    ['IM 41 BUDGET 700 DOLLARS', { min: 700, max: 700, currency: 'USD', text: '$700' }],
    // The range words of every language read, with and without an opener.
    ['mon budget est entre 300 et 400 euros', { min: 300, max: 400, currency: 'EUR', text: '€300-400' }],
    ['Budget 300 bis 500 €', { min: 300, max: 500, currency: 'EUR', text: '€300-500' }],
    ['presupuesto de 200 a 300 euros', { min: 200, max: 300, currency: 'EUR', text: '€200-300' }],
    ['budget tra 200 e 300 euro', { min: 200, max: 300, currency: 'EUR', text: '€200-300' }],
    ['up to 600', { max: 600, currency: null, text: 'up to 600' }],
    ['no more than $600', { max: 600, currency: 'USD', text: 'up to $600' }],
    ['around 400 bucks', { min: 400, max: 400, currency: 'USD', text: '~$400' }],
    ['~£250', { min: 250, max: 250, currency: 'GBP', text: '~£250' }],
    ['500+ dollars', { min: 500, currency: 'USD', text: '$500+' }],
    ['at least 800 usd', { min: 800, currency: 'USD', text: '$800+' }],
    ['two grand max', { max: 2000, currency: null, text: 'up to 2,000' }],
    ['five hundred euros', { min: 500, max: 500, currency: 'EUR', text: '€500' }],
    ['$1,200', { min: 1200, max: 1200, currency: 'USD', text: '$1,200' }],
    // A vague count is a range (decision 047): two or three hundred.
    ['a couple hundred bucks', { min: 200, max: 300, currency: 'USD', text: '$200-300' }],
    ['I was thinking of spending 350', { min: 350, max: 350, currency: null, text: '350' }],
    ['400 max', { max: 400, currency: null, text: 'up to 400' }],
    // Issue #11 slang and languages.
    ['around 5 bills', { min: 500, max: 500, currency: null, text: '~500' }],
    ['about a grand', { min: 1000, max: 1000, currency: null, text: '~1,000' }],
    ['Budget: 800', { min: 800, max: 800, currency: null, text: '800' }],
    ['R$ 500', { min: 500, max: 500, currency: 'BRL', text: 'R$500' }],
    ['orçamento até 800 reais', { max: 800, currency: 'BRL', text: 'up to R$800' }],
    ['presupuesto 600', { min: 600, max: 600, currency: null, text: '600' }],
    ['hasta 300 euros', { max: 300, currency: 'EUR', text: 'up to €300' }],
    ['under 200', { max: 200, currency: null, text: 'up to 200' }],
    // A money verb in any of its forms, by its stem in its own language (text/inflected-words.ts).
    ["I've saved up 700 for it", { min: 700, max: 700, currency: null, text: '700' }],
    ['he ahorrado 450 para esto', { min: 450, max: 450, currency: null, text: '450' }],
    ['ho risparmiato 600', { min: 600, max: 600, currency: null, text: '600' }],
    ['ich habe 500 gespart', { min: 500, max: 500, currency: null, text: '500' }],
  ])('reads %j', (text, budget) => {
    expect(budgetOf(text)).toEqual(budget);
  });

  it.each([
    'whatever it costs',
    'money is no object',
    'money no object',
    'dinero no es problema',
    'price doesnt matter to me',
    "I don't mind paying for good work",
  ])('reads %j as a flexible budget', (text) => {
    expect(budgetOf(text)).toEqual({ currency: null, text: 'flexible', isFlexible: true });
  });

  it('keeps the amount and marks it flexible when both are said', () => {
    expect(budgetOf('around $500 but flexible budget')).toMatchObject({
      min: 500,
      max: 500,
      isFlexible: true,
    });
  });

  it.each([
    '10cm',
    'about 5 inches',
    "I'm 25",
    'in 2 weeks',
    '3 sessions',
    'I have 2 kids',
    'a 10 x 15 piece',
    '100% sure',
    'call me on 07700 900123',
  ])('finds no budget in %j', (text) => {
    expect(budgetOf(text)).toBeNull();
  });

  it.each([
    'Beim Budget bin ich flexibel',
    'Budget: non ho un limite preciso',
    'presupuesto sin limite',
    "côté budget je n'ai pas vraiment de limite",
    'per il budget sono flessibile',
    'budget wise no limit honestly',
  ])('reads %j as an open budget: a flexible word or a negated limit beside a budget word', (text) => {
    expect(budgetOf(text)).toMatchObject({ isFlexible: true });
  });

  it('reads a negated limit alone only as the answer to the budget question, and a limit said as a limit', () => {
    expect(budgetOf('sem limite')).toBeNull();
    expect(budgetOf('sem limite', 'budget')).toMatchObject({ isFlexible: true });
    expect(budgetOf('budget 300, that is my limit')).toEqual({
      min: 300,
      max: 300,
      currency: null,
      text: '300',
    });
  });

  it('reads bare numbers and "flexible" only right after the assistant asked about budget', () => {
    expect(budgetOf('450')).toBeNull();
    expect(budgetOf('450', 'budget')).toEqual({ min: 450, max: 450, currency: null, text: '450' });
    expect(budgetOf('flexible')).toBeNull();
    expect(budgetOf("I'm flexible", 'budget')).toMatchObject({ isFlexible: true });
  });
});

describe('parseBudget: a deposit is no budget (fresh-2026-11l)', () => {
  it.each([
    ['bekomme ich die 60 € Anzahlung zurück?', null],
    ['how much is the $50 deposit? my budget is 300', 300],
    ['¿me devuelves la seña de 40€?', null],
  ])('reads %j as %j', (text, amount) => {
    const budget = parseBudget(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, null)?.value ?? null;
    expect(budget?.min ?? null).toBe(amount);
  });
});

describe('parseBudget: a coin or a note named by its value', () => {
  // The figure belongs to the thing's name ("a 2 euro coin"): it is never the client's money.
  it.each([
    ['the size of a 2 euro coin, budget 200', 200],
    ['so groß wie eine Zwei-Euro-Münze, Budget 200 Euro', 200],
    ['so groß wie ein 2-Euro-Stück, hab 180 € gespart', 180],
    ["de la taille d'une pièce de 2 euros, j'ai 250 euros", 250],
    ['do tamanho de uma moeda de 1 real, tenho 300 reais', 300],
    ['del tamaño de una moneda de 50 céntimos y unos 120 €', 120],
    ['grande come una moneta da 2 euro, ho 150 euro', 150],
    ['come un biglietto da visita o una banconota da 20 euro, budget 400 euro', 400],
    ['like a €1 coin, up to $300', 300],
  ])('reads %j as a budget of %i', (text, amount) => {
    expect(budgetOf(text)).toMatchObject({ max: amount });
  });

  it.each([
    'come una moneta da 2 euro',
    'about the size of a 2€ coin',
    'do tamanho de uma nota de 5 reais',
    'wie eine 1-Euro-Münze',
  ])('reads no budget from the coin in %j', (text) => {
    expect(budgetOf(text)).toBeNull();
  });

  it('still reads money said beside a coin that has no value in its name', () => {
    expect(budgetOf('coin sized, 2 euro')).toMatchObject({ min: 2, max: 2, currency: 'EUR' });
  });
});

describe('parseBudget: hundreds said in slang (fresh-2026-11t)', () => {
  it.each([
    ['budget 2-3 hundo', 200, 300],
    ['ho tipo tre centoni', 300, 300],
    ['Budget han ich so drei Hunnis', 300, 300],
  ])('reads %j as %i to %i', (text, min, max) => {
    const budget = parseBudget(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, null)?.value;
    expect([budget?.min, budget?.max]).toEqual([min, max]);
  });
});

describe('parseBudget: money in a slang the engine has no word for (fresh-2026-11u)', () => {
  it.each([
    ["tengo 27 y tengo como 200 fulas pa' eso", 200],
    ["en couleur, hein. j'ai 300 boules de côté et j'ai 36 ans", 300],
    ['Isch bin 35 Lenze, un hab so 250 Mäuse dafür', 250],
    ['Ho 41 anni e ho messo da parte 500 palanche', 500],
    ['i got about 4 benjamins saved up, reckon that will cover it?', 400],
  ])('reads %j as %i, in no named currency', (text, amount) => {
    const budget = parseBudget(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, null)?.value;
    expect(budget).toMatchObject({ min: amount, max: amount });
  });

  it('prefers money named outright to the slang it corrects ("400 lucas... digo, 400 euros")', () => {
    const tokens = readMessage(
      'tengo 34 y como 400 lucas... digo, 400 euros jaja',
      MAX_CHAT_MESSAGE_CHARS,
    ).tokens;
    expect(parseBudget(tokens, null)?.value).toMatchObject({ min: 400, currency: 'EUR' });
  });

  it.each(["j'ai 31 ans", 'tengo 30 abriles', 'a flock of 300 starlings on my back'])(
    'reads no money in %j (years, or a number with no holding of money)',
    (text) => {
      expect(parseBudget(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, null)).toBeNull();
    },
  );
});

describe('parseBudget: an amount stretched to a ceiling', () => {
  it.each([
    ['Budget is $150-ish, 200 tops.', { min: 150, max: 200, currency: 'USD' }],
    ['Budget sui 200, al massimo 250 euro', { min: 200, max: 250, currency: 'EUR' }],
    ['around 400, could go to 500 max', { min: 400, max: 500 }],
  ])('reads %j as a range up to the ceiling', (text, range) => {
    expect(budgetOf(text)).toMatchObject(range);
  });

  it.each([
    ['budget 300, 12cm max', { min: 300, max: 300 }],
    ['budget 300 tops', { max: 300 }],
  ])('keeps %j one amount', (text, budget) => {
    expect(budgetOf(text)).toMatchObject(budget);
  });
});
