import type { ArtistProfile } from './artist-profile.ts';
import { type Brief, EMPTY_BRIEF } from './brief.ts';
import type { ConversationMessage } from './extraction/extract-brief.ts';
import type { PortfolioPiece } from './portfolio-match.ts';

/** Test data for the consultation tests only: an artist like the seeded demo artist, and her portfolio. */
export const MARA: ArtistProfile = {
  id: 'artist-mara',
  name: 'Mara Vale',
  bio: 'Fine-line blackwork and geometric pieces built around the body’s natural lines.',
  specialtyStyles: ['Blackwork', 'Geometric', 'Dotwork'],
  consultationPrice: 150,
  minimumPrice: 200,
  rules: ['No hand or neck tattoos', 'Cover-ups by consultation only'],
};

export const MARA_PORTFOLIO: PortfolioPiece[] = [
  piece('p-wolf', 'Geometric wolf', 'Geometric', 'Wolf head framed by sacred geometry', ['wolf', 'animal']),
  piece('p-mandala', 'Sternum mandala', 'Dotwork', 'Stippled mandala on the sternum', [
    'mandala',
    'ornamental',
  ]),
  piece('p-rose', 'Blackwork rose', 'Blackwork', 'Bold black rose with negative space', ['rose', 'flower']),
  piece('p-moth', 'Moth', 'Blackwork', 'Death moth with dotwork shading', ['moth', 'insect']),
  piece('p-koi', 'Koi', 'Japanese', 'A koi from a guest spot', ['koi', 'fish']),
];

export const GREETING: ConversationMessage = {
  role: 'assistant',
  content: "Hi! I'm here to help you explore tattoo ideas. What kind of piece are you thinking about?",
};

export function brief(fields: Partial<Brief>): Brief {
  return { ...EMPTY_BRIEF, ...fields };
}

function piece(
  id: string,
  title: string,
  style: string,
  description: string,
  tags: string[],
): PortfolioPiece {
  return { id, title, imageUrl: `/uploads/${id}.jpg`, style, description, tags };
}
