import type { BriefField } from '../brief.ts';
import type { ConversationStyle, ConversationTone } from '../conversation-style.ts';
import { capitalize } from '../text/capitalize.ts';
import { type Phrasebook, type PhraseContext, pick } from './phrasebook.ts';
import { FRIENDLY } from './phrasebooks/friendly.ts';
import { PLAYFUL } from './phrasebooks/playful.ts';
import { PROFESSIONAL } from './phrasebooks/professional.ts';
import type { ReplyPart, ReplyPartKind } from './reply-plan.ts';

const PHRASEBOOKS: Readonly<Record<ConversationTone, Phrasebook>> = {
  friendly: FRIENDLY,
  professional: PROFESSIONAL,
  playful: PLAYFUL,
};

/** With `useEmoji`, one emoji closes a sentence of these kinds, and each question by its field. */
const PART_EMOJI: Partial<Record<ReplyPartKind, string>> = {
  welcome: '👋',
  acknowledge: '✨',
  'thanks-for-references': '🙌',
  showcase: '👀',
  'save-offer': '💾',
  'all-set': '🎉',
};
const QUESTION_EMOJI: Readonly<Record<BriefField, string>> = {
  idea: '💭',
  style: '🎨',
  placement: '📍',
  size: '📏',
  color: '🖤',
  budget: '💸',
  references: '📸',
  timing: '🗓️',
  contact: '✉️',
};

/** Words a reply plan in the style's tone, one sentence per part. */
export function composeReply(
  parts: readonly ReplyPart[],
  style: ConversationStyle,
  context: PhraseContext,
): string {
  const book = PHRASEBOOKS[style.tone];
  return parts
    .map((part) => {
      // The artist's name may be "the artist", which can open a sentence.
      const sentence = capitalize(wordPart(book, part, context));
      const emoji = style.useEmoji
        ? part.kind === 'question'
          ? QUESTION_EMOJI[part.field]
          : PART_EMOJI[part.kind]
        : undefined;
      return emoji ? `${sentence} ${emoji}` : sentence;
    })
    .join(' ');
}

function wordPart(book: Phrasebook, part: ReplyPart, context: PhraseContext): string {
  switch (part.kind) {
    case 'greeting':
      return part.text;
    case 'welcome':
      return pick(book.welcome, context.turn);
    case 'acknowledge':
      return book.acknowledge(part.details, context);
    case 'thanks-for-references':
      return book.thanksForReferences;
    case 'thanks-for-contact':
      return book.thanksForContact;
    case 'under-age':
      return book.underAge(part.minimumAge, context);
    case 'style-not-offered':
      return book.styleNotOffered(part.requested, part.offered, part.alternative, context);
    case 'budget-below-minimum':
      return book.budgetBelowMinimum(part.minimum, part.budget, context);
    case 'price-answer':
      return book.priceAnswer(part.consultationPrice, part.minimumPrice, context);
    case 'availability-answer':
      return book.availabilityAnswer(context);
    case 'styles-answer':
      return book.stylesAnswer(part.styles, context);
    case 'artist-rule':
      return book.artistRule(part.rule, context);
    case 'showcase':
      return book.showcase(part.hasPortfolio, part.hasConcept, context);
    case 'save-offer':
      return book.saveOffer(context);
    case 'all-set':
      return book.allSet(context);
    case 'question':
      return book.questions[part.field]({
        ...context,
        isCoverUp: part.isCoverUp,
        artistStyles: part.artistStyles,
      });
  }
}
