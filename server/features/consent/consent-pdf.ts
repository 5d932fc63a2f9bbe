import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { ConsentTemplate } from '#common/contracts/consent.ts';
import type { ArtistPart, ConsentAnswers } from '../../db/schema/index.ts';

/** What the signed form's PDF shows (issue #26 item 4): the form as signed, the answers, both signatures. */
export interface ConsentPdfInput {
  artistName: string;
  /** The session's time as the artist reads it ("Monday, 7 December 2026, 10:00–11:00 (UTC)"). */
  sessionTime: string;
  language: string;
  form: ConsentTemplate;
  answers: ConsentAnswers;
  clientSignature: Buffer;
  clientSignedAt: Date;
  hasIdPhoto: boolean;
  artist: { part: ArtistPart; signature: Buffer; signedAt: Date } | null;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 50;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.4, 0.4, 0.4);

/**
 * The standard PDF fonts speak WinAnsi only: every letter of the six languages is in it, but a client may type
 * anything. A character it lacks is written without its accent when that helps, else as "?", never a failure.
 */
function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\t]/g, ' ')) {
    if (canEncode(font, char)) out += char;
    else {
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += plain && [...plain].every((c) => canEncode(font, c)) ? plain : '?';
    }
  }
  return out;
}

function canEncode(font: PDFFont, char: string): boolean {
  try {
    font.encodeText(char);
    return true;
  } catch {
    return false;
  }
}

/** Writes lines top to bottom, wrapping words and turning pages. */
class Writer {
  private page: PDFPage;
  private y = PAGE.height - MARGIN;
  private readonly doc: PDFDocument;
  private readonly fonts: { regular: PDFFont; bold: PDFFont };
  constructor(doc: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }) {
    this.doc = doc;
    this.fonts = fonts;
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  private room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - MARGIN;
    }
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of encodable(font, text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, { size = 10, bold = false, indent = 0, color = INK, gapAfter = 4 } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of this.wrap(text, font, size, WIDTH - indent)) {
      this.room(size + 3);
      this.y -= size + 3;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
    this.y -= gapAfter;
  }

  heading(text: string) {
    this.y -= 8;
    this.text(text, { size: 12, bold: true, gapAfter: 6 });
  }

  async image(png: Buffer, maxWidth = 220, maxHeight = 90) {
    const image = await this.doc.embedPng(png);
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.room(height + 6);
    this.y -= height;
    this.page.drawRectangle({
      x: MARGIN - 2,
      y: this.y - 2,
      width: width + 4,
      height: height + 4,
      borderColor: GREY,
      borderWidth: 0.5,
    });
    this.page.drawImage(image, { x: MARGIN, y: this.y, width, height });
    this.y -= 10;
  }
}

/** The signed consent form as a PDF (A4, standard fonts), made again whole when the artist adds their part. */
export async function renderConsentPdf(input: ConsentPdfInput): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Consent form: ${input.answers.fullName}`);
  doc.setAuthor(input.artistName);
  doc.setProducer('Inkdesk');
  doc.setCreationDate(input.clientSignedAt);
  doc.setModificationDate(input.artist?.signedAt ?? input.clientSignedAt);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);
  const { form, answers } = input;

  w.text('Tattoo consent form', { size: 18, bold: true, gapAfter: 8 });
  w.text(`Artist: ${input.artistName}`);
  w.text(`Session: ${input.sessionTime}`);
  w.text(`Client: ${answers.fullName}`);
  w.text(`Date of birth: ${answers.dateOfBirth}`);
  w.text(`Signed: ${input.clientSignedAt.toISOString()} (UTC), in language "${input.language}"`);
  w.text(input.hasIdPhoto ? 'ID photo: stored with this form' : 'ID photo: not asked', { color: GREY });

  if (form.acknowledgements.length) {
    w.heading('Acknowledgements');
    form.acknowledgements.forEach((statement, index) => {
      w.text(`[${answers.acknowledgements[index] ? 'x' : ' '}] ${statement}`, { indent: 6 });
    });
  }
  if (form.medicalQuestions.length) {
    w.heading('Medical questions');
    form.medicalQuestions.forEach((question, index) => {
      const answer = answers.medicalAnswers[index];
      w.text(question, { indent: 6, gapAfter: 1 });
      const detail = answer?.detail ? `: ${answer.detail}` : '';
      w.text(`${answer?.answer === 'yes' ? 'Yes' : 'No'}${detail}`, { indent: 18, bold: true });
    });
  }
  w.heading("Client's signature");
  await w.image(input.clientSignature);

  if (form.hasArtistPart) {
    w.heading("Artist's part (after the session)");
    if (input.artist) {
      w.text(`Ink brand: ${input.artist.part.inkBrand}`);
      w.text(`Lot numbers: ${input.artist.part.lotNumbers}`);
      w.text(`Needles: ${input.artist.part.needles}`);
      w.text(`Signed: ${input.artist.signedAt.toISOString()} (UTC)`);
      await w.image(input.artist.signature);
    } else {
      w.text('Not filled in yet.', { color: GREY });
    }
  }
  return Buffer.from(await doc.save());
}
