/**
 * Body-area templates for concept mockups (decision 030): an 800 x 600 close-up of one body area, drawn as
 * SVG that sharp renders, with the zone a tattoo sits in and the scale that turns a stated size into pixels.
 */
export const MOCKUP_WIDTH = 800;
export const MOCKUP_HEIGHT = 600;

export interface BodyTemplate {
  /** The skin: one or more closed paths, filled with the skin gradient and used as the clipping mask. */
  skinPaths: readonly string[];
  /** Creases, muscle lines and joints drawn faintly over the skin, so the shape reads as a body. */
  detailPaths: readonly string[];
  /** The gradient runs across the limb: 'x' for an arm lying across, 'y' for a leg standing up. */
  shadeAxis: 'x' | 'y';
  /** The centre of where the tattoo goes, and the largest box it may fill there. */
  zone: { x: number; y: number; width: number; height: number };
  /** Pixels per centimetre at this close-up's scale. */
  pxPerCm: number;
  /** How big a piece is drawn when the client gave no size: a typical piece for the area. */
  typicalCm: number;
}

const FOREARM: BodyTemplate = {
  skinPaths: [
    'M20,190 C200,178 420,206 628,230 L628,370 C420,394 200,424 20,412 Z',
    'M620,226 C680,206 752,212 782,250 C800,288 796,332 780,356 C750,392 684,394 620,374 Z',
    'M650,232 C680,188 724,170 742,184 C752,198 732,226 702,244 Z',
  ],
  detailPaths: [
    'M60,300 C240,296 430,300 600,302',
    'M618,236 C612,280 612,322 618,366',
    'M70,205 C110,260 110,350 70,400',
  ],
  shadeAxis: 'y',
  zone: { x: 340, y: 300, width: 380, height: 210 },
  pxPerCm: 24,
  typicalCm: 12,
};

const UPPER_ARM: BodyTemplate = {
  skinPaths: [
    'M0,150 C120,112 270,136 420,160 C560,184 680,200 800,214 L800,386 C680,396 560,408 420,424 C270,448 120,470 0,446 Z',
  ],
  detailPaths: [
    'M150,230 C260,200 420,214 560,250',
    'M740,214 C720,280 720,330 740,390',
    'M0,150 C70,230 70,370 0,446',
  ],
  shadeAxis: 'y',
  zone: { x: 400, y: 296, width: 380, height: 240 },
  pxPerCm: 24,
  typicalCm: 14,
};

const WRIST: BodyTemplate = {
  skinPaths: [
    'M0,168 C150,174 330,190 480,206 L480,394 C330,410 150,426 0,432 Z',
    'M470,200 C566,178 694,184 764,230 C800,270 800,330 764,372 C694,418 566,422 470,400 Z',
    'M520,210 C560,150 620,122 650,136 C668,152 640,196 590,226 Z',
  ],
  detailPaths: ['M470,215 C458,270 458,330 470,388', 'M488,222 C478,272 478,328 488,380'],
  shadeAxis: 'y',
  zone: { x: 330, y: 300, width: 260, height: 190 },
  pxPerCm: 40,
  typicalCm: 5,
};

const CALF: BodyTemplate = {
  skinPaths: [
    'M300,0 L500,0 C532,120 546,222 526,332 C508,432 474,522 458,600 L342,600 C328,522 282,432 268,332 C254,222 270,120 300,0 Z',
  ],
  detailPaths: ['M330,40 C360,60 440,60 470,40', 'M300,330 C330,380 350,440 360,520'],
  shadeAxis: 'x',
  zone: { x: 400, y: 250, width: 210, height: 320 },
  pxPerCm: 18,
  typicalCm: 15,
};

const THIGH: BodyTemplate = {
  skinPaths: [
    'M236,0 L574,0 C590,150 574,330 542,460 C526,530 510,570 500,600 L312,600 C296,570 280,520 266,460 C234,330 220,150 236,0 Z',
  ],
  detailPaths: ['M330,560 C370,540 440,540 480,560', 'M300,120 C320,250 330,380 340,480'],
  shadeAxis: 'x',
  zone: { x: 404, y: 250, width: 280, height: 360 },
  pxPerCm: 14,
  typicalCm: 18,
};

const ANKLE: BodyTemplate = {
  skinPaths: [
    'M300,0 L430,0 C432,140 438,292 460,372 C530,414 660,436 744,466 C780,482 784,530 752,546 L330,546 C298,546 282,520 286,478 C290,380 294,200 300,0 Z',
  ],
  detailPaths: ['M300,420 C330,440 400,440 440,410', 'M520,450 C560,470 620,480 690,490'],
  shadeAxis: 'x',
  zone: { x: 366, y: 300, width: 150, height: 220 },
  pxPerCm: 32,
  typicalCm: 6,
};

const TORSO_OUTLINE =
  'M110,96 C200,46 300,40 400,40 C500,40 600,46 690,96 C742,126 760,176 744,244 C720,362 664,452 644,600 L156,600 C136,452 80,362 56,244 C40,176 58,126 110,96 Z';
const NECK_BASE = 'M336,0 L464,0 L476,56 C450,66 350,66 324,56 Z';

const BACK: BodyTemplate = {
  skinPaths: [TORSO_OUTLINE, NECK_BASE],
  detailPaths: [
    'M400,70 C398,240 402,420 400,600',
    'M250,140 C210,200 220,280 290,320',
    'M550,140 C590,200 580,280 510,320',
  ],
  shadeAxis: 'x',
  zone: { x: 400, y: 300, width: 440, height: 420 },
  pxPerCm: 11,
  typicalCm: 25,
};

const CHEST: BodyTemplate = {
  skinPaths: [TORSO_OUTLINE, NECK_BASE],
  detailPaths: [
    'M160,110 C240,100 330,104 392,120',
    'M408,120 C470,104 560,100 640,110',
    'M190,300 C260,330 340,320 396,280',
    'M404,280 C460,320 540,330 610,300',
    'M400,130 C400,250 400,420 400,600',
  ],
  shadeAxis: 'x',
  zone: { x: 400, y: 220, width: 470, height: 220 },
  pxPerCm: 11,
  typicalCm: 15,
};

/** The side of the torso, the arm raised out of the way, as a ribs piece is placed. */
const RIBS: BodyTemplate = {
  skinPaths: [
    'M220,600 C204,450 198,300 222,170 L300,122 C380,110 460,112 540,130 C578,162 592,232 586,300 C580,380 562,480 550,600 Z',
    'M222,172 C206,112 214,42 244,0 L424,0 C404,52 372,102 300,124 Z',
  ],
  detailPaths: [
    'M262,250 C340,276 432,276 522,256',
    'M256,322 C336,350 432,350 526,328',
    'M258,394 C338,422 430,422 522,400',
    'M430,150 C486,196 524,226 568,236',
  ],
  shadeAxis: 'x',
  zone: { x: 392, y: 330, width: 250, height: 330 },
  pxPerCm: 13,
  typicalCm: 18,
};

const NECK_SHOULDER: BodyTemplate = {
  skinPaths: [
    'M250,0 L420,0 C420,120 430,190 470,240 C560,292 680,312 800,330 L800,600 L120,600 C130,450 190,300 230,220 C250,160 250,80 250,0 Z',
  ],
  detailPaths: ['M300,250 C360,300 420,330 520,330', 'M470,240 C520,320 600,360 700,380'],
  shadeAxis: 'x',
  zone: { x: 470, y: 360, width: 280, height: 200 },
  pxPerCm: 20,
  typicalCm: 8,
};

export const BODY_TEMPLATES = {
  forearm: FOREARM,
  'upper arm': UPPER_ARM,
  wrist: WRIST,
  calf: CALF,
  thigh: THIGH,
  ankle: ANKLE,
  back: BACK,
  chest: CHEST,
  ribs: RIBS,
  'neck and shoulder': NECK_SHOULDER,
} as const satisfies Record<string, BodyTemplate>;
export type BodyTemplateName = keyof typeof BODY_TEMPLATES;

/** The engine's body areas (common/domain/consultation/extraction/body-areas.ts) and the close-up each uses. */
const AREA_TEMPLATES: Readonly<Record<string, BodyTemplateName>> = {
  forearm: 'forearm',
  arm: 'forearm',
  elbow: 'forearm',
  'upper arm': 'upper arm',
  bicep: 'upper arm',
  tricep: 'upper arm',
  wrist: 'wrist',
  hand: 'wrist',
  fingers: 'wrist',
  finger: 'wrist',
  thumb: 'wrist',
  calf: 'calf',
  shin: 'calf',
  leg: 'calf',
  knee: 'calf',
  thigh: 'thigh',
  hip: 'thigh',
  ankle: 'ankle',
  foot: 'ankle',
  toe: 'ankle',
  back: 'back',
  'upper back': 'back',
  'lower back': 'back',
  spine: 'back',
  'shoulder blade': 'back',
  chest: 'chest',
  sternum: 'chest',
  collarbone: 'chest',
  stomach: 'chest',
  ribs: 'ribs',
  neck: 'neck and shoulder',
  throat: 'neck and shoulder',
  nape: 'neck and shoulder',
  shoulder: 'neck and shoulder',
  'behind the ear': 'neck and shoulder',
  ear: 'neck and shoulder',
};

/** The close-up for a body area; a forearm, the most asked-for placement, when the area is unknown. */
export function templateForArea(area: string | null | undefined): BodyTemplateName {
  return (area && AREA_TEMPLATES[area.toLowerCase()]) || 'forearm';
}
