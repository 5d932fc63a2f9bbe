import { describe, expect, it } from 'vitest';
import { detectAskedField } from './asked-field.ts';

describe('detectAskedField', () => {
  it.each([
    ["Hi! I'm here to help you explore tattoo ideas. What kind of piece are you thinking about?", 'idea'],
    ['Love it: wolf. Roughly how big are you thinking, in cm or inches?', 'size'],
    ['Great. Where on your body would you like it, and on which side?', 'placement'],
    ['Mara works in watercolor and realism. Which style are you drawn to?', 'style'],
    ['Do you have a budget in mind? A range is fine.', 'budget'],
    ['Could you attach a clear photo of the tattoo you want to cover?', 'references'],
    ['What timeframe do you have in mind for the appointment?', 'timing'],
    ["What's the best email to reach you on?", 'contact'],
    ['Would you like it in color, or black and grey?', 'color'],
  ])('reads the question in %j as %s', (text, field) => {
    expect(detectAskedField(text)).toBe(field);
  });

  it('returns null when the reply asks nothing', () => {
    expect(detectAskedField("That's everything Mara needs. Tap Save Conversation.")).toBeNull();
    expect(detectAskedField('')).toBeNull();
  });
});
