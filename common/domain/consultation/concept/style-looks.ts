import type { SpecialtyStyle } from '../../../constants/styles.ts';

export interface Palette {
  paper: string;
  ink: string;
  accent: string;
  soft: string;
}

export interface StyleLook {
  /** The spec §3 `styleDirection`: how the style treats the idea. */
  direction: string;
  /** The style's signature, listed among the key elements. */
  signature: string;
  /** Colours for a colour piece; black and grey pieces use BLACK_AND_GREY_PALETTE. */
  palette: Palette;
}

export const BLACK_AND_GREY_PALETTE: Palette = {
  paper: '#f4f1ea',
  ink: '#1b1b1b',
  accent: '#5c5c5c',
  soft: '#b9b6ae',
};

/** One look per spec §5 style, so each concept board reads as that style at a glance. */
export const STYLE_LOOKS: Readonly<Record<SpecialtyStyle, StyleLook>> = {
  Geometric: {
    direction: 'Crisp linework and sacred-geometry shapes framing the subject, with clean negative space.',
    signature: 'geometric framing',
    palette: { paper: '#f3f0e8', ink: '#1d1d1f', accent: '#2f6f8f', soft: '#c9d6dc' },
  },
  Traditional: {
    direction: 'Bold black outlines, solid fills and a limited palette that holds up for decades.',
    signature: 'bold outlines',
    palette: { paper: '#f6ecd6', ink: '#1a1a1a', accent: '#c0392b', soft: '#e3b23c' },
  },
  Realism: {
    direction: 'Soft tonal shading and true-to-life proportions, built up in smooth gradients.',
    signature: 'smooth tonal shading',
    palette: { paper: '#efeae2', ink: '#222222', accent: '#7a5c48', soft: '#c8b8a6' },
  },
  Blackwork: {
    direction: 'Saturated black shapes and strong contrast, letting bare skin draw the details.',
    signature: 'solid black contrast',
    palette: { paper: '#f2efe9', ink: '#0d0d0d', accent: '#3a3a3a', soft: '#9a968f' },
  },
  Watercolor: {
    direction: 'Loose washes of color bleeding past a light line sketch, like paint on paper.',
    signature: 'soft color washes',
    palette: { paper: '#fbf7f2', ink: '#3b3b4f', accent: '#e07a9b', soft: '#7fc8d6' },
  },
  Minimalist: {
    direction: 'Fine single-needle lines and lots of open skin: only what the idea needs.',
    signature: 'fine single lines',
    palette: { paper: '#faf8f5', ink: '#2a2a2a', accent: '#8c8c8c', soft: '#dcdad6' },
  },
  Tribal: {
    direction: 'Flowing bold black forms that follow the muscles and curves of the placement.',
    signature: 'flowing bold forms',
    palette: { paper: '#f1ede4', ink: '#111111', accent: '#4a3b2a', soft: '#a89880' },
  },
  Japanese: {
    direction: 'Bold outlines with waves, wind bars and flowers filling the space around the subject.',
    signature: 'waves and wind bars',
    palette: { paper: '#f5efe1', ink: '#1a1a1a', accent: '#b33a2f', soft: '#3d6e8c' },
  },
  Portrait: {
    direction: 'A likeness first: careful proportions and soft shading, framed simply.',
    signature: 'likeness and soft framing',
    palette: { paper: '#efe9e1', ink: '#242424', accent: '#8a6d5a', soft: '#cdbfb1' },
  },
  Dotwork: {
    direction: 'Shading built from thousands of dots, with stippled gradients and ornamental rings.',
    signature: 'stippled shading',
    palette: { paper: '#f3f0ea', ink: '#1c1c1c', accent: '#4f4f4f', soft: '#b8b4ac' },
  },
  'Neo-traditional': {
    direction: 'Traditional boldness with richer color, varied line weight and ornate framing.',
    signature: 'ornate framing',
    palette: { paper: '#f5ede0', ink: '#1e1a1a', accent: '#7b2d5b', soft: '#d99a3d' },
  },
};
