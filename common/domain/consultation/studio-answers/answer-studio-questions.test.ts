import { describe, expect, it } from 'vitest';
import type { ArtistProfile } from '../artist-profile.ts';
import { classifyMessage } from '../classify/classify-message.ts';
import { studioAnswerText, studioQuestionOutcome } from './answer-studio-questions.ts';

const artist = (studioAnswers: ArtistProfile['studioAnswers'] = null): ArtistProfile => ({
  id: 'a',
  name: 'Iris',
  bio: '',
  specialtyStyles: [],
  consultationPrice: null,
  studioAnswers,
});

describe('studio answers (decision 045)', () => {
  it('answers a topic that is on, and defers one switched off with the question as asked', () => {
    const asked = classifyMessage('do you do touch ups? and do you ever do guest spots in london?');
    expect(studioQuestionOutcome(asked, artist())).toEqual({
      answers: ['touch_ups'],
      deferred: [{ topic: 'guest_spots', text: 'and do you ever do guest spots in london' }],
      experience: null,
    });
    const off = artist({ touch_ups: { isOn: false, text: {} } });
    expect(studioQuestionOutcome(asked, off).answers).toEqual([]);
  });

  it.each([
    ['Fine-line blackwork. Nine years in the chair, custom work only.', { years: 9 }],
    ['Tätowiere seit 2014 in Berlin.', { since: 2014 }],
    ['Tatuando hace 12 años en Madrid.', { years: 12 }],
  ])('answers how long the artist has tattooed from the bio %j (fresh-2026-11l)', (bio, fact) => {
    const asked = classifyMessage('how long have you been tattooing for?');
    expect(studioQuestionOutcome(asked, { ...artist(), bio }).experience).toEqual(fact);
  });

  it('asks the artist how long they have tattooed when the bio does not say', () => {
    const asked = classifyMessage('ça fait combien de temps que vous tatouez ?');
    const outcome = studioQuestionOutcome(asked, { ...artist(), bio: 'Black and grey realism. Barcelona.' });
    expect(outcome.experience).toBeNull();
    expect(outcome.deferred.map((question) => question.topic)).toEqual(['experience']);
  });

  it('defers a topic Intake Controls leave unset, and answers none it can only guess', () => {
    expect(studioQuestionOutcome(classifyMessage('where is the studio?'), artist()).deferred).toEqual([
      { topic: 'location', text: 'where is the studio' },
    ]);
    // Colour the client wishes for is the brief's to read; asked of the artist while switched off, hers to
    // answer (decision 059).
    expect(studioQuestionOutcome(classifyMessage('can i get it in colour?'), artist()).deferred).toEqual([]);
    expect(studioQuestionOutcome(classifyMessage('¿trabajas a color?'), artist()).deferred).toEqual([
      { topic: 'colour_work', text: 'trabajas a color' },
    ]);
  });

  it("says the artist's words in the client's language, else their own quoted in it, else the default there", () => {
    const own = artist({
      touch_ups: { isOn: true, text: { en: 'Free within 8 weeks.', es: 'Gratis 8 semanas.' } },
    });
    expect(studioAnswerText(own.studioAnswers, 'touch_ups', 'es', 'Iris')).toBe('Gratis 8 semanas.');
    expect(studioAnswerText(own.studioAnswers, 'touch_ups', 'pt', 'Iris')).toBe(
      'Nas palavras de Iris: “Free within 8 weeks.”',
    );
    expect(studioAnswerText(null, 'healing_time', 'de', 'Iris')).toMatch(/^Die Oberfläche heilt/);
    expect(studioAnswerText(null, 'touch_ups', 'en', 'Iris')).toContain('Iris confirms it');
  });
});
