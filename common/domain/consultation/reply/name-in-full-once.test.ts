import { describe, expect, it } from 'vitest';
import { artistShortName } from '../artist-profile.ts';
import { nameInFullOnce } from './name-in-full-once.ts';

describe('nameInFullOnce', () => {
  it('keeps the first full name and shortens the rest', () => {
    expect(
      nameInFullOnce(
        "Kai Moreno's books are full, so Kai Moreno will reach out. Kai Moreno takes a deposit.",
        'Kai Moreno',
        'Kai',
      ),
    ).toBe("Kai Moreno's books are full, so Kai will reach out. Kai takes a deposit.");
  });

  it('leaves a reply alone when the name has no short form', () => {
    const reply = 'Black Rose Tattoo will reply. Black Rose Tattoo opens at ten.';
    expect(nameInFullOnce(reply, 'Black Rose Tattoo', 'Black Rose Tattoo')).toBe(reply);
  });

  it('matches whole names only, in any script', () => {
    expect(nameInFullOnce('Zoë Ång et Zoë Ångström; Zoë Ång.', 'Zoë Ång', 'Zoë')).toBe(
      'Zoë Ång et Zoë Ångström; Zoë.',
    );
  });
});

describe('artistShortName', () => {
  it('is the given name when the artist name holds it, written as the name writes it', () => {
    expect(artistShortName({ name: 'Mara Vale Tattoo', firstName: 'mara' })).toBe('Mara');
    expect(artistShortName({ name: 'Studio of Lena Brandt', firstName: 'Lena' })).toBe('Lena');
  });

  it('is the full name for a studio name without the given name, or with no given name', () => {
    expect(artistShortName({ name: 'Black Rose Tattoo', firstName: 'Jen' })).toBe('Black Rose Tattoo');
    expect(artistShortName({ name: 'Iris Lind', firstName: null })).toBe('Iris Lind');
    expect(artistShortName({ name: '', firstName: 'Iris' })).toBe('the artist');
  });
});
