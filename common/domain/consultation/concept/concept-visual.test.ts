import { describe, expect, it } from 'vitest';
import { extractBrief } from '../extraction/extract-brief.ts';
import { CONCEPT_BOARD_LABEL, renderConceptBoardSvg } from './concept-board-svg.ts';
import { briefForConcept, draftConceptVisual } from './concept-visual.ts';

const briefOf = (text: string) => extractBrief([{ role: 'user', content: text }]);

describe('draftConceptVisual', () => {
  it('waits until both the idea and the style are known', () => {
    expect(draftConceptVisual(briefOf('a wolf on my forearm'))).toBeNull();
    expect(draftConceptVisual(briefOf('geometric, on my forearm'))).toBeNull();
  });

  it('describes the concept, the style direction and the key elements', () => {
    expect(
      draftConceptVisual(briefOf('geometric wolf head on my left forearm, 5 inches, black only')),
    ).toEqual({
      concept: 'Geometric wolf head for the left forearm, 5 in, in black only.',
      styleDirection:
        'Crisp linework and sacred-geometry shapes framing the subject, with clean negative space.',
      keyElements: ['wolf', 'geometric framing', 'fits the left forearm'],
    });
  });

  it('shows a style the artist offers when the client asked for one the artist does not do', () => {
    const conceptBrief = briefForConcept(briefOf('watercolor hummingbird'), ['Blackwork', 'Geometric']);
    expect(draftConceptVisual(conceptBrief)?.concept).toBe('Blackwork hummingbird, in black only.');
    expect(renderConceptBoardSvg(draftConceptVisual(conceptBrief)!, conceptBrief)).toContain(
      'Concept board · Blackwork',
    );
  });
});

describe('renderConceptBoardSvg', () => {
  const brief = briefOf('dotwork wolf on my right calf, 12cm');
  const svg = renderConceptBoardSvg(draftConceptVisual(brief)!, brief);

  it('is a labelled SVG image showing the style, subject, elements and placement', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain(CONCEPT_BOARD_LABEL);
    expect(svg).toContain('Concept board · Dotwork');
    expect(svg).toContain('>Key elements: wolf · stippled shading · fits the</tspan>');
    expect(svg).toContain('Dotwork wolf for the right calf, 12 cm.');
    expect(svg).toContain('>right calf<');
  });

  it('draws each style differently', () => {
    const boards = ['geometric', 'dotwork', 'watercolor', 'tribal'].map((style) => {
      const styled = briefOf(`${style} wolf`);
      return renderConceptBoardSvg(draftConceptVisual(styled)!, styled);
    });
    expect(new Set(boards).size).toBe(4);
  });

  it('escapes client text so the board cannot carry markup', () => {
    const hostile = extractBrief([
      { role: 'assistant', content: 'What idea do you have in mind for the tattoo?' },
      { role: 'user', content: 'geometric <script>alert(1)</script> wolf & "moon" \u0000' },
    ]);
    const board = renderConceptBoardSvg(
      { concept: hostile.idea ?? '', styleDirection: '', keyElements: ['<img src=x onerror=alert(1)>'] },
      { ...hostile, idea: '</text><script>x</script>' },
    );
    expect(board).not.toMatch(/<script|<img/);
    expect(board).not.toContain('\u0000');
    expect(board).toContain('&lt;/text&gt;&lt;script&gt;');
  });
});
