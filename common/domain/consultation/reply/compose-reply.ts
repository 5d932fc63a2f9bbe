import type { BriefField } from '../brief.ts';
import type { ConversationStyle } from '../conversation-style.ts';
import { ENGLISH_REPLIES } from '../languages/en/index.ts';
import { LANGUAGES, languageModule } from '../languages/index.ts';
import { experienceText, studioAnswerText, willAskText } from '../studio-answers/answer-studio-questions.ts';
import { capitalize } from '../text/capitalize.ts';
import { nameInFullOnce } from './name-in-full-once.ts';
import { type Phrasebook, type PhraseContext, pick } from './phrasebook.ts';
import type { ReplyPart, ReplyPartKind } from './reply-plan.ts';

/** The languages the assistant replies in: every language module's (issue #23). */
export const REPLY_LANGUAGES: ReadonlySet<string> = new Set(LANGUAGES.map((module) => module.code));

/**
 * For a language the engine does not speak (issue #11 "Any other language gets a short English reply that says
 * so"): the notice in the client's language where we can say it, then the English.
 */
const OTHER_LANGUAGE_NOTICES: Readonly<Record<string, string>> = {
  nl: 'Sorry, ik kan alleen in het Engels, Spaans, Portugees, Frans, Duits of Italiaans antwoorden.',
};
const OTHER_LANGUAGE_ENGLISH =
  "Sorry, I can only chat in English, Spanish, Portuguese, French, German or Italian, so I'll continue in English.";

/** "a, b and c" in the reply's language. */
export function joinList(
  items: readonly string[],
  conjunction: 'and' | 'or',
  language: string | null,
): string {
  const word = (languageModule(language)?.replies ?? ENGLISH_REPLIES).listWords[conjunction];
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
}

/** With `useEmoji`, one emoji closes a sentence of these kinds, and each question by its field. */
const PART_EMOJI: Partial<Record<ReplyPartKind, string>> = {
  welcome: '👋',
  acknowledge: '✨',
  'thanks-for-references': '🙌',
  showcase: '👀',
  'save-offer': '💾',
  'all-set': '🎉',
  'handed-off': '🎉',
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

/** The client's language's phrasebook in the style's tone; English for a language the assistant does not speak. */
export function phrasebookFor(style: ConversationStyle, language: string | null): Phrasebook {
  return (languageModule(language)?.replies ?? ENGLISH_REPLIES).phrasebooks[style.tone];
}

/** Words a reply plan in the style's tone and the client's language, one sentence per part. */
export function composeReply(
  parts: readonly ReplyPart[],
  style: ConversationStyle,
  context: PhraseContext & { language?: string | null },
): string {
  const reply = parts
    .map((part) => {
      const sentence = withFullStop(wordReplyPart(part, style, context));
      const emoji = style.useEmoji
        ? part.kind === 'question'
          ? QUESTION_EMOJI[part.field]
          : PART_EMOJI[part.kind]
        : undefined;
      return emoji && sentence ? `${sentence} ${emoji}` : sentence;
    })
    .filter(Boolean)
    .join(' ');
  return nameInFullOnce(reply, context.artistName, context.artistShortName ?? context.artistName);
}

/** Sentences end in punctuation, or a link. */
const ENDS_SENTENCE = /(?:[.!?…:;)"'»”’]|https?:\/\/\S+|\p{Extended_Pictographic}\uFE0F?)\s*$/u;

/**
 * A sentence ends before the next begins: the artist's own words ("$50 deposit to book") often have no full
 * stop, and "…to book Iris's age policy" would run two sentences together.
 */
function withFullStop(sentence: string): string {
  const trimmed = sentence.trimEnd();
  return !trimmed || ENDS_SENTENCE.test(trimmed) ? sentence : `${trimmed}.`;
}

/** The sentence one part of a reply says, in the style's tone and the client's language (no emoji). */
export function wordReplyPart(
  part: ReplyPart,
  style: ConversationStyle,
  context: PhraseContext & { language?: string | null },
): string {
  const language = context.language ?? null;
  // The artist's name may be "the artist", which can open a sentence.
  return capitalize(wordPart(phrasebookFor(style, language), part, context, language));
}

function wordPart(
  book: Phrasebook,
  part: ReplyPart,
  context: PhraseContext,
  language: string | null,
): string {
  const { desk } = book;
  const list = (items: readonly string[], conjunction: 'and' | 'or') =>
    joinList(items, conjunction, language);
  switch (part.kind) {
    case 'greeting':
      return part.text;
    case 'welcome':
      return pick(book.welcome, context.turn);
    case 'acknowledge':
      return book.acknowledge(part.details, context);
    case 'noted':
      return pick(desk.noted, context.turn);
    case 'empathy':
      return desk.empathy[part.topic];
    case 'thanks-for-references':
      return book.thanksForReferences;
    case 'thanks-for-contact':
      return book.thanksForContact;
    case 'under-age':
      if (part.forSomeoneElse) return desk.underAgeForSomeone(part.minimumAge, part.isRepeat, context);
      if (part.isRepeat) return desk.underAgeAgain(part.minimumAge, context);
      return part.turnsAdultSoon
        ? desk.underAgeSoon(part.minimumAge, context)
        : book.underAge(part.minimumAge, context);
    case 'style-not-offered':
      return book.styleNotOffered(part.requested, list(part.offered, 'and'), part.alternative, context);
    case 'cover-ups-not-taken':
      return desk.coverUpsNotTaken(context);
    case 'budget-below-minimum':
      return book.budgetBelowMinimum(part.minimum, part.budget, context);
    case 'budget-meets-minimum':
      return desk.budgetMeetsMinimum(part.minimum, part.budget, context);
    case 'price-answer':
      return book.priceAnswer(part.consultationPrice, part.minimumPrice, context);
    case 'availability-answer':
      return book.availabilityAnswer(context);
    case 'styles-answer':
      return book.stylesAnswer(list(part.styles, 'and'), context);
    case 'style-offered':
      return book.styleOffered(part.style, context);
    case 'studio-answer':
      return desk.studio[part.topic](context);
    case 'studio-answer-text':
      return studioAnswerText(context.studio.answers, part.topic, language, context.artistName);
    case 'experience-answer':
      return experienceText(language, context.artistName, part.fact);
    case 'will-ask':
      return willAskText(language, context.artistName, part.isAgain === true);
    case 'companion-answer':
      return desk.companion(part.answer, context);
    case 'books-closed':
      return desk.booksClosed(context);
    case 'reminder':
      return [desk.asMentioned(startLowercase(part.said, context.artistName)), part.unsaid].join(' ').trim();
    case 'picture-arrival':
      return desk.pictureArrival(part.received, context);
    case 'languages-answer':
      return desk.languagesAnswer(part.isSpoken, context);
    case 'artist-rule':
      return book.artistRule(withClosingStop(part.rule), context);
    case 'sole-style':
      return desk.soleStyle(part.style, context);
    case 'style-options':
      return desk.styleOptions(list(part.options, 'or'), context);
    case 'size-options':
      return desk.sizeOptions(context);
    case 'placement-options':
      return desk.placementOptions(context);
    case 'left-to-artist':
      return desk.leftToArtist(part.field, context);
    case 'size-advice':
      return desk.sizeAdvice(part, context);
    case 'idea-options':
      return desk.ideaOptions(list(part.options, 'or'), context);
    case 'showcase':
      return book.showcase(part.hasPortfolio, part.hasConcept, context);
    case 'save-offer':
      return [book.saveOffer(context), part.nextStep && desk.nextStep(context)].filter(Boolean).join(' ');
    case 'all-set':
      return book.allSet(context);
    case 'booking-reminder':
      return desk.nextStep(context);
    case 'handed-off':
      return [book.handedOff(context), part.nextStep && desk.nextStep(context)].filter(Boolean).join(' ');
    case 'redirect':
      return desk.redirect(context);
    case 'abuse':
      return desk.abuse(context);
    case 'human-handoff':
      return part.aboutBooking
        ? desk.bookedClientHandoff(part.isSavedAsItGoes, context)
        : desk.humanHandoff(part.isSavedAsItGoes, context);
    case 'after-all-set':
      return desk.afterAllSet(context);
    case 'fan-thanks':
      return desk.fanThanks(context);
    case 'still-here':
      return desk.stillHere(context);
    case 'withdrawal':
      return desk.withdrawal(context);
    case 'other-language':
      return [OTHER_LANGUAGE_NOTICES[part.language], OTHER_LANGUAGE_ENGLISH].filter(Boolean).join(' ');
    case 'ask-age':
      return desk.askAge(context);
    case 'invite':
      return desk.invite(part.field, context);
    case 'question':
      return book.questions[part.field]({
        ...context,
        isCoverUp: part.isCoverUp,
        isLettering: part.isLettering,
        artistStyles: list(part.artistStyles, 'and'),
      });
  }
}

/** A rule quoted ends its sentence inside the quotes ("No hand or neck tattoos."), whatever the artist typed. */
function withClosingStop(rule: string): string {
  const trimmed = rule.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "The minimum is…" → "the minimum is…" after a lead-in; the artist's name keeps its capital. */
function startLowercase(text: string, artistName: string): string {
  return text.startsWith(artistName) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
