import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import type { BriefField } from '../brief.ts';
import { parsePlacement, parseSideOnly } from './parse-placement.ts';
import { readMessage } from './read-message.ts';

const placementOf = (text: string, askedField: BriefField | null = null) =>
  parsePlacement(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, askedField)?.value ?? null;

describe('parsePlacement', () => {
  it.each([
    ['on my left forearm', { area: 'forearm', side: 'left' }],
    ['inner forearm', { area: 'forearm', subArea: 'inner' }],
    ['right inner forearm', { area: 'forearm', side: 'right', subArea: 'inner' }],
    ['inner left forearm', { area: 'forearm', side: 'left', subArea: 'inner' }],
    ['behind the ear', { area: 'behind the ear' }],
    ['behind my right ear', { area: 'behind the ear', side: 'right' }],
    ['on the sternum', { area: 'sternum' }],
    ['my ribs, left side', { area: 'ribs', side: 'left' }],
    ['across my collarbone', { area: 'collarbone' }],
    ['outer thigh', { area: 'thigh', subArea: 'outer' }],
    ['both wrists', { area: 'wrist', side: 'both' }],
    ['back of my right hand', { area: 'hand', side: 'right', subArea: 'back' }],
    ['side of the neck', { area: 'neck', subArea: 'side' }],
    ['top of my foot', { area: 'foot', subArea: 'top' }],
    ['upper back between the shoulder blades', { area: 'upper back' }],
    ['lower back', { area: 'lower back' }],
    ['on my calves', { area: 'calf' }],
    ['RIGHT BICEP', { area: 'upper arm', side: 'right' }],
    ['on my forarm', { area: 'forearm' }],
    ['on my sholder', { area: 'shoulder' }],
    ['on my ankel', { area: 'ankle' }],
    ['on my back', { area: 'back' }],
  ])('reads %j', (text, placement) => {
    expect(placementOf(text)).toEqual(placement);
  });

  it.each([
    'a skeleton hand holding a rose',
    'please get back to me',
    'palm-sized',
    'hand sized design',
    'not on my hand',
    'are you free this weekend',
    'right now I want a wolf',
  ])('finds no placement in %j', (text) => {
    expect(placementOf(text)).toBeNull();
  });

  it('reads an everyday word as the area when the assistant just asked where', () => {
    expect(placementOf('hand')).toBeNull();
    expect(placementOf('hand', 'placement')).toEqual({ area: 'hand' });
  });

  it('does not read "right now" as a side', () => {
    expect(placementOf('forearm right now please')).toEqual({ area: 'forearm' });
  });

  it('fixes typed-fast sides ("rigth", "lfet")', () => {
    expect(placementOf('wolf on my rigth forarm')).toEqual({ area: 'forearm', side: 'right' });
    expect(placementOf('lfet calf')).toEqual({ area: 'calf', side: 'left' });
  });
});

describe('parseSideOnly', () => {
  const sideOf = (text: string) => parseSideOnly(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens);
  it.each([
    ['right side actually', 'right'],
    ['on the left pls', 'left'],
    ['the left one', 'left'],
    ['lado derecho', 'right'],
  ])('reads %j as a side for the placement already given', (text, side) => {
    expect(sideOf(text)).toBe(side);
  });

  it.each(['yeah thats right', 'right now', 'ok'])('reads no side in %j', (text) => {
    expect(sideOf(text)).toBeNull();
  });
});

describe('parsePlacement: a one-word answer to another question', () => {
  it.each([
    ['arm', { area: 'arm' }],
    ['left arm', { area: 'arm', side: 'left' }],
    ['maybe my back', { area: 'back' }],
  ])('reads %j as the placement whatever was asked', (text, placement) => {
    expect(placementOf(text, 'style')).toMatchObject(placement);
  });

  it.each(['im back', 'back in 5'])('still needs a cue for %j', (text) => {
    expect(placementOf(text, 'style')).toBeNull();
  });

  it('leaves a bare word with no question open, or answering the idea question, unless it names a side', () => {
    expect(placementOf('arm')).toBeNull();
    expect(placementOf('hand', 'idea')).toBeNull();
    expect(placementOf('left arm', 'idea')).toEqual({ area: 'arm', side: 'left' });
  });
});
