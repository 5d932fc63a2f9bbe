import { describe, expect, it } from 'vitest';
import { readMessage } from './read-message.ts';

/** The numbers a message is read as, a range as "low-high". */
function numbers(text: string): Array<number | string> {
  const tokens = readMessage(text, 2000).tokens;
  const read: Array<number | string> = [];
  tokens.forEach((token, index) => {
    if (token.kind !== 'number') return;
    const previous = read.at(-1);
    if (
      tokens[index - 1]?.text === '-' &&
      tokens[index - 1]?.start === token.start &&
      typeof previous === 'number'
    )
      read[read.length - 1] = `${previous}-${token.value}`;
    else read.push(token.value);
  });
  return read;
}

describe('readNumbers: English', () => {
  it.each([
    ['three hundred and seventy five dollars', [375]],
    ['two hundred and fifty quid', [250]],
    ['im thirty-four', [34]],
    ['twenty five cm', [25]],
    ['4 1/2 inches', [4.5]],
    ['4½ inches', [4.5]],
    ['four and a half inches', [4.5]],
    ['one and a half grand', [1500]],
    ['half a grand max', [500]],
    ['2 grand', [2000]],
    ['1.5k', [1500]],
    ['2K', [2000]],
    ['a grand', [1000]],
    ['five hundred', [500]],
    ['5 bills', [500]],
    ['one inch', [1]],
    ['a hundred bucks', [100]],
    ['a couple hundred', ['200-300']],
    ['a few hundred', ['300-500']],
    ['fifteen hundred', [1500]],
    ['two thousand five hundred', [2500]],
  ] as const)('reads %j', (text, expected) => {
    expect(numbers(text)).toEqual(expected);
  });

  it.each([
    'the one on my arm',
    'my first tattoo',
    'a quarter sleeve',
    'a half sleeve',
    '½ sleeve',
    'give me a second',
    'that would be grand',
    'k thanks',
    'a few ideas',
    'this one',
  ])('reads no number in %j', (text) => {
    expect(numbers(text)).toEqual([]);
  });

  it('keeps two numbers apart: a range and a list', () => {
    expect(numbers('between five and six inches')).toEqual([5, 6]);
    expect(numbers('between 4 and 5 inches')).toEqual([4, 5]);
    expect(numbers('3/4 sleeve')).toEqual([3, 4]);
    // "1.5k" must be written together; "5 k" is too ambiguous to read as money.
    expect(numbers('5 k')).toEqual([5]);
  });
});

describe('readNumbers: Spanish', () => {
  it.each([
    ['dieciocho centímetros', [18]],
    ['seiscientos euros', [600]],
    ['tengo veintiocho años', [28]],
    ['treinta y cinco', [35]],
    ['cuatrocientos cincuenta euros', [450]],
    ['ciento veinte', [120]],
    ['dos mil euros', [2000]],
    ['siete y medio cm', [7.5]],
    ['veintitrés', [23]],
    ['dos cm', [2]],
    ['tres mil', [3000]],
  ] as const)('reads %j', (text, expected) => {
    expect(numbers(text)).toEqual(expected);
  });

  it.each(['un tatuaje en medio brazo', 'quiero uno como el de mi hermana', 'once upon a time', 'una rosa'])(
    'reads no number in %j',
    (text) => {
      expect(numbers(text)).toEqual([]);
    },
  );

  it('keeps a range of words apart', () => {
    expect(numbers('entre doce y quince cm')).toEqual([12, 15]);
  });
});

describe('readNumbers: Portuguese', () => {
  it.each([
    ['duzentos reais', [200]],
    ['trezentos e cinquenta', [350]],
    ['vinte e sete anos', [27]],
    ['dezoito cm', [18]],
    ['doze e meio', [12.5]],
    ['quinhentos', [500]],
    ['mil e duzentos reais', [1200]],
    ['algumas centenas de reais', ['300-500']],
  ] as const)('reads %j', (text, expected) => {
    expect(numbers(text)).toEqual(expected);
  });

  it.each(['queria um leão', 'não sei o tamanho', 'uma rosa no braço', 'nas costas dos ombros'])(
    'reads no number in %j',
    (text) => {
      expect(numbers(text)).toEqual([]);
    },
  );
});

describe('readNumbers: French', () => {
  it.each([
    ['quatre cents euros', [400]],
    ['quatre-vingt-dix euros', [90]],
    ['soixante-dix-sept', [77]],
    ['soixante et onze', [71]],
    ['deux cent cinquante', [250]],
    ["j'ai vingt-six ans", [26]],
    ['vingt et un', [21]],
    ['douze et demi', [12.5]],
    ['mille euros', [1000]],
    ['quelques centaines', ['300-500']],
  ] as const)('reads %j', (text, expected) => {
    expect(numbers(text)).toEqual(expected);
  });

  it.each([
    'une hirondelle',
    'le premier tatouage',
    'seize the day',
    'cent fois merci',
    'dans le dos',
    'très fin',
    'un tatouage neuf',
  ])('reads no number in %j', (text) => {
    expect(numbers(text)).toEqual([]);
  });
});

describe('readNumbers: German', () => {
  it.each([
    ['dreihundert Euro', [300]],
    ['dreihundertfünfzig', [350]],
    ['zweihundertfünfzig Euro', [250]],
    ['einunddreißig', [31]],
    ['anderthalb', [1.5]],
    ['zwölfeinhalb Zentimeter', [12.5]],
    ['vier einhalb', [4.5]],
    ['achtzehn', [18]],
    ['zweitausend', [2000]],
    ['ein paar hundert Euro', ['200-300']],
    // A typo in a long compound, as the corrector reads one.
    ['dreihundet Euro', [300]],
    ['zweihundertfüfzig', [250]],
  ] as const)('reads %j', (text, expected) => {
    expect(numbers(text)).toEqual(expected);
  });

  it.each(['ein Hirsch', 'eine Rose', 'an elf on my arm', 'einmal', 'dreieckig', 'hunderte Tattoos'])(
    'reads no number in %j',
    (text) => {
      expect(numbers(text)).toEqual([]);
    },
  );
});

describe('readNumbers: Italian', () => {
  it.each([
    ['duecento euro', [200]],
    ['ventinove anni', [29]],
    ['ventotto', [28]],
    ['trentuno', [31]],
    ['trecentocinquanta euro', [350]],
    ['ventitré', [23]],
    ['dieci e mezzo', [10.5]],
    ['duemila', [2000]],
    ['centocinquanta', [150]],
  ] as const)('reads %j', (text, expected) => {
    expect(numbers(text)).toEqual(expected);
  });

  it.each(['un leone', 'uno piccolo', 'due to work', 'não sei', 'otto e mila', 'settembre'])(
    'reads no number in %j',
    (text) => {
      expect(numbers(text)).toEqual([]);
    },
  );
});

describe('readNumbers: collective numerals, "about so many" (fresh-2026-11d "une quinzaine")', () => {
  it.each([
    ['une quinzaine de centimètres', [15]],
    ['una decina di cm', [10]],
    ['una docena de cm', [12]],
    ['uma dezena de centímetros', [10]],
    ['a dozen cm', [12]],
    ['ein Dutzend Sterne', [12]],
    ['une vingtaine', [20]],
  ])('reads %j as %j', (text, expected) => {
    expect(numbers(text)).toEqual(expected);
  });
});
