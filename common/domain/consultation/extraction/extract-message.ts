import { MINIMUM_CLIENT_AGE } from '../../../constants/limits.ts';
import type { SpecialtyStyle } from '../../../constants/styles.ts';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import {
  type BriefField,
  type Budget,
  type ColorMode,
  type Contact,
  hasField,
  type Placement,
  type PlacementSide,
  type TattooSize,
} from '../brief.ts';
import { dialogueWordsOfEveryLanguage } from '../languages/index.ts';
import {
  isClauseBreak,
  isNameWord,
  isNegated,
  nameWords,
  quotedSpan,
  range,
  salutationEnd,
  withoutSpan,
  wordAt,
} from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import { parseAdultStatement } from './adult-statement.ts';
import { parseAgeOfSomeoneElse, peopleWithAges, writesForSomeone } from './age-owner.ts';
import type { YesNoQuestion } from './asked-field.ts';
import { CURRENCY_SYMBOLS } from './budget-words.ts';
import type { Finding } from './finding.ts';
import { CHANGE_CUE_MATCHER } from './idea-words.ts';
import { type AgeFinding, parseAge } from './parse-age.ts';
import { parseBudget } from './parse-budget.ts';
import {
  type EmpathyTopic,
  parseAdultAnswer,
  parseEmpathyTopic,
  parseLettering,
  parseWithdrawal,
  storySpans,
} from './parse-client-state.ts';
import { NEGATION_WORDS, parseColor } from './parse-color.ts';
import { type CompanionFinding, parseCompanion, parseCompanionAgeAlone } from './parse-companion.ts';
import { oldPieceSpans, parseCoverUp } from './parse-cover-up.ts';
import { parseIdea, parseSubjects } from './parse-idea.ts';
import {
  type ClientQuestion,
  deferredFieldNamed,
  leavesToArtist,
  parseAdviceQuestion,
  parseArtistDeferral,
  parseClientQuestions,
  parseDeferral,
} from './parse-intents.ts';
import { parseBareNegative } from './parse-negative-answer.ts';
import { parseOtherSide, parsePlacement, parseSideOnly } from './parse-placement.ts';
import { parseReferences } from './parse-references.ts';
import { parseSize, VAGUE_SIZE_MATCHER } from './parse-size.ts';
import { parseStyle, STYLE_MATCHER } from './parse-style.ts';
import { parseTiming } from './parse-timing.ts';
import { parseOpeningYes, parseYesNoAnswer } from './parse-yes-no-answer.ts';
import { type MessageText, readMessage } from './read-message.ts';
import { parseSizeChange, parseSizeReference, type SizeChange } from './size-references.ts';
import { someoneElsesClauses } from './someone-elses.ts';
import { PEOPLE_SUBJECTS, SUBJECT_MATCHER } from './tattoo-subjects.ts';
import { lengthUnitAt } from './units.ts';

/** What one client message says; `extract-brief.ts` folds these into the brief. */
export interface MessageFindings {
  idea: string | null;
  /** Only a story named the idea ("my dog passed in march"): a design wished for later replaces it. */
  ideaTellsStory: boolean;
  /** "Actually, ..." : this message's idea replaces the earlier one. */
  changesIdea: boolean;
  /** "la scritta è 'respira piano'": the words to letter, quoted. */
  quotesLettering?: boolean;
  subjects: string[];
  style: SpecialtyStyle | null;
  colorMode: ColorMode | null;
  placement: Placement | null;
  /** "right side actually": a side with no area, for the placement already given. */
  sideOnly?: PlacementSide | null;
  /** "how big do you think it should be?": the deferred field was a question back, asking the artist's advice. */
  asksAdvice?: boolean;
  /** "my daughter wants a butterfly": the client writes for someone else, whose age said later decides. */
  writesForSomeone?: boolean;
  /** "the other arm": the side not said before ("my left one is taken" then names the old side, not the new). */
  switchesSide?: boolean;
  size: TattooSize | null;
  /** "a bit bigger" with no new figure: the brief scales the size said before (decision 047). */
  sizeChange?: SizeChange | null;
  /** A clause about someone else's tattoo ("my mum has a huge back piece"): tattoo talk, read for nothing. */
  talksOfOthersTattoo?: boolean;
  budget: Budget | null;
  hasReferences: boolean | null;
  /** An image or a link arrived with this message: only then are references thanked for (decision 046). */
  sendsReference?: boolean;
  timing: string | null;
  contact: Contact | null;
  age: number | null;
  /** "my son is 15": the age is of someone the client writes for, who would be tattooed. */
  isAgeSomeoneElses?: boolean;
  isCoverUp: boolean;
  /** A yes (cover-up) or no (fresh skin) to a cover-up question just asked (decision 018); null otherwise. */
  answersCoverUp: boolean | null;
  /** A yes or no to "are you 18 or over?"; null when not asked or not answered. */
  confirmsAdult: boolean | null;
  /** "turning 18 in june": the stated age is 17, the birthday is ahead. */
  turnsAdultSoon: boolean;
  /** A name, date or quote with no other subject: the lettering is the style. */
  isLettering: boolean;
  empathy: EmpathyTopic | null;
  /** "never mind, not ready yet": the client steps back for now (a module's `withdrawals`). */
  withdraws: boolean;
  /** The field the assistant's question before this message asked about. */
  askedField: BriefField | null;
  /** That field, when answered with "not sure" or "up to the artist". */
  deferredField: BriefField | null;
  /** The deferral hands the choice to the artist ("you decide"): left to them at once, no options offered. */
  leavesToArtist?: boolean;
  /** A "no" to a proposal the client had not asked for ("On your forearm?" "no"): asked once more, openly. */
  declinedField: BriefField | null;
  questions: ClientQuestion[];
  /** "can i bring my friend? shes 16": someone else, whose age is never the client's. */
  companion: CompanionFinding | null;
}

export interface MessageContext {
  /** The field the assistant's previous question asked about, if any. */
  askedField: BriefField | null;
  /** That question, when a bare yes or no can answer it ("Do you want colour?"; asked-field.ts). */
  yesNoQuestion?: YesNoQuestion | null;
  /**
   * Fields the client already said they are unsure of (decision 018): a "no" to the options then offered
   * leaves the field to the artist, who advises at the consultation.
   */
  unsureFields?: readonly BriefField[];
  /** The assistant's latest message asked whether this is a cover-up (decision 018). */
  asksCoverUp?: boolean;
  /** The artist's name, as the client may leave a choice to them by it ("up to mara"). */
  artistName?: string;
  /** The artist's styles: when a client names several, one of these wins. */
  preferredStyles: readonly string[];
  hasAttachments: boolean;
  /** The assistant asked the client to confirm being 18 or over, and no answer came yet. */
  askedAge?: boolean;
  /**
   * The assistant's latest message asked it: only then is a bare yes or no the answer ("no" to a later
   * question about references is not "no, I'm under 18"). Defaults to `askedAge`.
   */
  justAskedAge?: boolean;
  /** The year the message was sent, when known: a birth year says the age. */
  currentYear?: number | null;
  /** The client's previous message spoke of someone coming along: "shes 20" now is their age. */
  followsCompanion?: boolean;
  /** An earlier message wrote for someone else ("my daughter wants…"): "she's 16" now is their deciding age. */
  writesForSomeone?: boolean;
  /** The client said their age or that they are 18 or over: a bare "25" to the budget question is money then. */
  knowsAge?: boolean;
}

/** "17 and 11 months": months said beside a number. */
function saysMonthsOld(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) => token.kind === 'number' && MONTH_WORDS.has(tokens[index + 1]?.text ?? ''),
  );
}
const MONTH_WORDS = new Set([
  'month',
  'months',
  'mes',
  'meses',
  'mois',
  'monat',
  'monate',
  'monaten',
  'mese',
  'mesi',
]);

/** Reads every brief field from one client message. Pure; never throws on any string. */
export function extractMessage(content: string, context: MessageContext): MessageFindings {
  return extractFromText(readMessage(content, MAX_CHAT_MESSAGE_CHARS), context);
}

/** `extractMessage` on a message already read (the classifier reads it first). */
export function extractFromText(
  { tokens, contact, hasLink }: MessageText,
  context: MessageContext,
): MessageFindings {
  // "nah", "none", "no budget really" to "Do you have a budget in mind?": no figure yet, never asked again.
  const anyDeferral =
    parseDeferral(tokens) ??
    parseArtistDeferral(tokens, context.artistName) ??
    (context.askedField &&
    NEGATIVE_MEANS_DEFERRED.has(context.askedField) &&
    !context.yesNoQuestion?.asksFlexibility
      ? parseBareNegative(tokens)
      : null);
  // "how big do you think it should be?": the artist's advice asked, the field left to them.
  const adviceAsked = anyDeferral ? null : parseAdviceQuestion(tokens);
  // "no clue about budget", "not sure how big": the field it names, else the one just asked.
  const deferredTo = anyDeferral
    ? (deferredFieldNamed(tokens, anyDeferral) ?? context.askedField ?? null)
    : (adviceAsked?.field ?? null);
  const adviceSpan = adviceAsked && {
    value: true as const,
    start: adviceAsked.start,
    end: adviceAsked.start + 1,
  };
  const deferral = deferredTo ? (anyDeferral ?? adviceSpan) : null;
  // "Not sure" answers the question; it is not parsed as the answer itself ("no idea" is not a "no").
  const askedField = deferral ? null : context.askedField;
  const coverUp = parseCoverUp(tokens);
  const coverUpAnswer = context.asksCoverUp && !anyDeferral ? readCoverUpAnswer(tokens) : null;
  // "yes its an old faded tribal band": after a yes to the cover-up question, the rest describes the old piece.
  const oldPieceSpan = coverUp
    ? { start: coverUp.start, end: coverUp.end + OLD_PIECE_WORDS }
    : coverUpAnswer?.value
      ? { start: coverUpAnswer.start, end: tokens.length }
      : null;
  // "cover up an old tribal band", "I have an old tribal… can you cover it": the old tattoo's style is not the new
  // piece's (issue #11, issue #23).
  const describedOldPieces = oldPieceSpan ? oldPieceSpans(tokens, STYLE_MATCHER.findAll(tokens)) : [];
  const style = parseStyle(tokens, context.preferredStyles, [
    ...(oldPieceSpan ? [oldPieceSpan] : []),
    ...describedOldPieces,
  ]);
  // "black" answering the 18+ check or the budget question is the colour, said out of order.
  const answersOtherQuestion =
    (context.askedField !== null && context.askedField !== 'idea') ||
    !!(context.justAskedAge ?? context.askedAge);
  // "no" to "Do you want colour?", "nein" to "Any placement in mind?": the answer to a yes-or-no question.
  const yesNo = anyDeferral
    ? null
    : readYesNoAnswer(tokens, context.yesNoQuestion, context.unsureFields ?? []);
  const color =
    parseColor(tokens, askedField, answersOtherQuestion) ??
    (yesNo?.value.color ? { ...yesNo, value: yesNo.value.color } : null);
  // "my mum has a huge back piece": someone else's size and placement are never the client's.
  const othersClauses = someoneElsesClauses(tokens);
  const clientTokens = othersClauses.reduce(
    (kept, clause) => withoutSpan(kept, clause.start, clause.end),
    tokens as readonly Token[],
  );
  // "as long as my hand": the hand measures the piece, it is not where it goes.
  const sizeReference = parseSizeReference(clientTokens);
  const placementTokens = sizeReference?.isComparison
    ? withoutSpan(clientTokens, sizeReference.start, sizeReference.end)
    : clientTokens;
  const readPlacement = parsePlacement(placementTokens, askedField);
  // "from my knee all the way down my shin": the area the piece covers is where it goes.
  const coveredArea = sizeReference?.coveredArea;
  // "from my shoulder down to my elbow, left arm": the side said beside the stretch is still its side.
  const besideSpan =
    coveredArea && sizeReference
      ? parsePlacement(withoutSpan(placementTokens, sizeReference.start, sizeReference.end), askedField)
      : null;
  const coveredSide = besideSpan?.value.side ?? readPlacement?.value.side;
  const placement =
    coveredArea && readPlacement?.value.area !== coveredArea
      ? { ...sizeReference, value: { area: coveredArea, ...(coveredSide && { side: coveredSide }) } }
      : readPlacement;
  const isMoneyAsked = context.askedField === 'budget' || context.askedField === 'size';
  // "asking for my little brother, he's 16": the client writes for him, and his age decides (decision 046).
  const someoneElsesAge =
    parseAgeOfSomeoneElse(tokens) ?? (context.writesForSomeone ? ageOfOneWrittenFor(tokens) : null);
  const companion = someoneElsesAge
    ? null
    : (parseCompanion(tokens) ?? (context.followsCompanion ? parseCompanionAgeAlone(tokens) : null));
  // "my bf wants one too, he's 17": his 17 is neither the client's age nor a size or a budget.
  const ownTokens = companion ? withoutSpan(tokens, companion.ageStart, companion.ageEnd) : tokens;
  // Someone else's size is not the client's either; their age stays for parse-age to place.
  const sizeTokens = companion
    ? withoutSpan(clientTokens, companion.ageStart, companion.ageEnd)
    : clientTokens;
  const statedAge = parseAge(ownTokens, context.currentYear ?? null);
  // "io e mia figlia (lei ha 19 anni, io 47)": an adult beside the client decides nothing; the client's own
  // age is the one kept (decision 059). A child's age still decides.
  const isOwnAgeBesideAdult =
    !!statedAge &&
    !statedAge.isSomeoneElse &&
    !!someoneElsesAge &&
    someoneElsesAge.value >= MINIMUM_CLIENT_AGE &&
    statedAge.start !== someoneElsesAge.start;
  // "im 17 but 18 in 2 weeks" right after the size question is an age, not a size of 17.
  const sizeChange = parseSizeChange(sizeTokens);
  // "hmm actually bigger, like 15" right after the age question changes the size: its number is no age.
  const age =
    (isOwnAgeBesideAdult ? statedAge : someoneElsesAge) ??
    statedAge ??
    (context.askedAge && !isMoneyAsked && sizeChange === null ? bareAge(ownTokens) : null) ??
    (context.askedField === 'budget' && !context.knowsAge ? ageForBudget(ownTokens) : null);
  const takesLastFigure = sizeChange !== null || takesFigureBack(sizeTokens);
  const parsedSize = parseSize(sizeTokens, askedField, sizeReference, takesLastFigure);
  // "not sure how big": the "big" is the question, not a size.
  const isSizeDeferred = deferredTo === 'size' && parsedSize?.value.isVague === true;
  // "palm sized, colour. 28" to the size question: the 28 is the age, and the size is read without it.
  const sizeBesideAge =
    parsedSize && age && overlaps(parsedSize, age)
      ? parseSize(withoutSpan(sizeTokens, age.start, age.end), askedField, sizeReference, takesLastFigure)
      : parsedSize;
  // "tengo 17, cumplo 18 en marzo": the age is read from the birthday, and its bare 17 is no size either.
  const isAgeFigure =
    age !== null &&
    sizeBesideAge?.value.cm === undefined &&
    sizeBesideAge?.value.text.trim() === String(age.value);
  // "ma grand-mère", "mon petit-fils": a size word inside a relative's name describes nothing ("un petit chat", a
  // kitten, is still small).
  const isInSubjectName =
    !!sizeBesideAge &&
    SUBJECT_MATCHER.findAll(tokens).some(
      (subject) =>
        PEOPLE_SUBJECTS.has(subject.value) &&
        subject.start <= sizeBesideAge.start &&
        sizeBesideAge.end <= subject.end,
    );
  const sizeRead = isSizeDeferred || isAgeFigure || isInSubjectName ? null : sizeBesideAge;
  const cuedBudget = parseBudget(ownTokens, askedField);
  // "200 REAIS" right after the size question is money, not a size of 200.
  const isMoney = !!cuedBudget?.value.currency && !!sizeRead && overlaps(sizeRead, cuedBudget);
  const size = isMoney ? null : sizeRead;
  // "ya im 22" right after the budget question is an age, not a budget of 22.
  const parsedBudget = cuedBudget ?? (size || age ? null : bareBudget(ownTokens));
  const budget = parsedBudget && age && overlaps(parsedBudget, age) ? null : parsedBudget;
  const references = parseReferences(tokens, askedField, context.hasAttachments || hasLink);
  const candidates: Array<Finding<unknown> | null> = [
    style,
    color,
    placement,
    size,
    budget,
    age,
    references,
    coverUp,
    deferral,
    yesNo,
    coverUpAnswer,
  ];
  const found = candidates.filter(isFinding);
  // A free answer to "When are you hoping to get it done?" is the timing only if it says nothing else.
  const timingAsked = found.length === 0 ? askedField : null;
  const firstTiming = parseTiming(tokens, timingAsked);
  // "my 18th birthday is in march, can I come in april?": the birthday's date is no timing, the next one may be.
  const birthday = firstTiming && birthdayClause(tokens, firstTiming, age, context.currentYear ?? null);
  const readTiming = birthday
    ? parseTiming(withoutSpan(tokens, birthday.start, birthday.end), timingAsked)
    : firstTiming;
  // "my dog passed in march": when something happened is no time the client wants the tattoo.
  const timing = readTiming && !followsStory(tokens, readTiming.start) ? readTiming : null;
  // The other person and their age ("my bestie", "her 18th birthday") are never the design either.
  const companionSpans = companion
    ? [
        { value: null, start: companion.personStart, end: companion.personEnd },
        ...(companion.ageStart >= 0
          ? [{ value: null, start: companion.ageStart, end: companion.ageEnd }]
          : []),
      ]
    : [];
  const claimed = [
    ...found,
    ...(timing ? [timing] : []),
    ...companionSpans,
    ...salutationSpans(tokens, context.artistName),
  ];
  // "my son is 16": the son is the client here, not the design; "can my mom come", "minha mãe (58)": nor is
  // the mom, someone in the chat (decision 059).
  const peopleInChat = [
    ...peopleWithAges(tokens).map((person) => ({ start: person, end: person + 1 })),
    ...(companion ? [{ start: companion.personStart, end: companion.personEnd }] : []),
  ];
  const ignoredSubjects = age?.isSomeoneElse
    ? PEOPLE_SUBJECTS
    : peopleInChat.length > 0
      ? new Set(peopleInChat.flatMap((span) => parseSubjects(tokens.slice(span.start, span.end))))
      : dedicatees(tokens);
  const subjects = parseSubjects(withoutGreetingEmoji(tokens, context.artistName)).filter(
    (subject) => !ignoredSubjects?.has(subject),
  );
  const isLettering =
    parseLettering(tokens, coverUp !== null) &&
    (quotedSpan(tokens) !== null ||
      subjects.every((subject) => isLetteringSubject(subject) || PEOPLE_SUBJECTS.has(subject)));
  const idea = parseIdea(tokens, {
    claimed,
    wasAsked: askedField === 'idea',
    isLettering,
    ignoredSubjects,
    oldPieceStart: oldPieceSpan?.start ?? null,
    oldPieces: describedOldPieces,
  });

  const switchesSide = parseOtherSide(tokens);
  const findings: MessageFindings = {
    idea: idea?.value ?? null,
    ideaTellsStory: idea?.tellsStory ?? false,
    // "actually, double that size?": the change is the size's, unless the message names a new subject.
    changesIdea:
      CHANGE_CUE_MATCHER.findAll(tokens).length > 0 && (sizeChange === null || subjects.length > 0),
    subjects,
    style: style?.value ?? null,
    colorMode: color?.value ?? null,
    placement: placement?.value ?? yesNo?.value.placement ?? impliedPlacement(size?.value.impliedArea),
    sideOnly: placement || switchesSide ? null : parseSideOnly(tokens),
    switchesSide,
    writesForSomeone: writesForSomeone(tokens),
    size: size ? withoutImpliedArea(size.value) : null,
    sizeChange: size ? null : (sizeChange?.value ?? null),
    talksOfOthersTattoo: othersClauses.some((clause) => namesPieceIn(tokens, clause)),
    budget: budget?.value ?? null,
    hasReferences: references?.value ?? null,
    sendsReference: context.hasAttachments || hasLink,
    timing: timing?.value ?? null,
    contact,
    age: age?.value ?? null,
    isAgeSomeoneElses: age?.isSomeoneElse === true,
    isCoverUp: coverUp !== null || coverUpAnswer?.value === true,
    answersCoverUp: coverUpAnswer?.value ?? null,
    confirmsAdult:
      age || coverUpAnswer
        ? null
        : (parseAdultStatement(tokens) ??
          (answersAgeCheck(context, found.length > 0) ? parseAdultAnswer(tokens) : null)),
    // A 17-year-old who speaks of a later date ("can I book for August", "17 and 11 months") turns 18 soon.
    turnsAdultSoon:
      age?.isBirthdayAhead === true ||
      (age?.value === MINIMUM_CLIENT_AGE - 1 &&
        !age.isSomeoneElse &&
        // A school year is no birthday: "en première… en mars" is a trip, not an 18th coming.
        !age.isEstimate &&
        (timing !== null || saysMonthsOld(tokens))),
    isLettering,
    quotesLettering: isLettering && quotedSpan(tokens) !== null,
    empathy: parseEmpathyTopic(tokens),
    withdraws: parseWithdrawal(tokens),
    askedField: context.askedField,
    deferredField: null,
    declinedField: null,
    questions: parseClientQuestions(tokens),
    companion,
  };
  // "nah just black" to "are you 18 or over?" after the colour question: the "no" answers the colour, not the age.
  const answersAField =
    findings.colorMode !== null ||
    findings.style !== null ||
    findings.size !== null ||
    findings.placement !== null ||
    findings.budget !== null;
  if (findings.confirmsAdult === false && answersAField) findings.confirmsAdult = null;
  if (deferral && deferredTo && !hasField(findings, deferredTo)) {
    findings.deferredField = deferredTo;
    findings.asksAdvice = adviceAsked !== null;
    findings.leavesToArtist = findings.asksAdvice || leavesToArtist(tokens, context.artistName);
  }
  // "no, on my back" to "Any placement in mind?" is a placement, not a "no".
  const yesNoField = context.yesNoQuestion?.field;
  if (yesNo?.value.defers && yesNoField && !hasField(findings, yesNoField)) {
    findings.deferredField = yesNoField;
  }
  if (yesNo?.value.declines && yesNoField && !hasField(findings, yesNoField)) {
    findings.declinedField = yesNoField;
  }
  return findings;
}

/**
 * Fields whose question a bare "no" answers by leaving them open: no budget in mind, no date in mind. (For
 * references a "no" is the answer itself: parse-references.ts records no references.)
 */
const NEGATIVE_MEANS_DEFERRED: ReadonlySet<BriefField> = new Set(['budget', 'timing']);

/** What a bare yes or no records: a colour mode, the field left to the artist, or nothing but being heard. */
interface YesNoMeaning {
  color?: ColorMode;
  defers?: boolean;
  /** A "no" to a proposed placement, size or style: the field stays open. */
  declines?: boolean;
  /** A "yes" to "Would you like it on your forearm?": that placement. */
  placement?: Placement;
}

/**
 * Fields whose preference question a "no" answers by leaving them to the artist ("Any size in mind?" "nope");
 * a "no" to another yes-or-no question about them ("On your forearm?") is heard and records nothing.
 */
const NO_MEANS_DEFERRED: ReadonlySet<BriefField> = new Set(['style', 'placement', 'size']);

/**
 * The meaning of a bare yes or no to the yes-or-no question just asked (decision 018): "no" to "Do you want
 * colour?" is black and grey, to "Black and grey?" colour, to "Any colour preference?" or "Any placement in
 * mind?" the artist's choice; "yes" to "Colour, or black and grey?" picks nothing. A yes or no to "Is the
 * budget flexible?" is heard and records nothing. A "no" or "neither" to the options offered to a client who
 * said they are unsure leaves the field to the artist (decision 018). Null when the message is no such answer.
 */
function readYesNoAnswer(
  tokens: readonly Token[],
  question: YesNoQuestion | null | undefined,
  unsureFields: readonly BriefField[],
): Finding<YesNoMeaning> | null {
  if (!question) return null;
  const answer = parseYesNoAnswer(tokens);
  if (!answer) return null;
  const heard = { start: answer.start, end: answer.end };
  if (question.asksFlexibility) return { ...heard, value: {} };
  if (question.field === 'color') {
    if (!answer.value) {
      const color = question.proposedColor === 'black_and_grey' ? 'color' : 'black_and_grey';
      return { ...heard, value: question.asksPreference ? { defers: true } : { color } };
    }
    const isPlainYes = !question.offersChoice && !question.asksPreference && question.proposedColor;
    return isPlainYes ? { ...heard, value: { color: question.proposedColor ?? undefined } } : null;
  }
  // "yes" to "Would you like it on your forearm?" takes the area; to "Forearm or calf?" neither.
  if (answer.value && question.proposedPlacement && !question.offersChoice && !question.asksPreference)
    return { ...heard, value: { placement: question.proposedPlacement } };
  if (answer.value) return null;
  // Decision 018: a client unsure of the field turns the options down: the artist will advise.
  if (unsureFields.includes(question.field)) return { ...heard, value: { defers: true } };
  // "no" to "Do you want it on your forearm?" is not "wherever": heard, and the field stays open.
  if (!NO_MEANS_DEFERRED.has(question.field)) return null;
  return { ...heard, value: question.asksPreference ? { defers: true } : { declines: true } };
}

/**
 * "yes" / "no" to "Is this a cover-up?" (decision 018): a short no is fresh skin; a yes may go on to describe
 * the old piece ("yes, an old tribal band on my arm"), so a yes opening a longer message counts too.
 */
function readCoverUpAnswer(tokens: readonly Token[]): Finding<boolean> | null {
  const answer = parseYesNoAnswer(tokens);
  if (answer) return answer;
  const yes = parseOpeningYes(tokens);
  return yes && { ...yes, value: true };
}

/** "a name in script": subjects that are themselves lettering. */
const LETTERING_SUBJECTS = new Set([
  'script',
  'name',
  'quote',
  'date',
  'word',
  'lettering',
  'initial',
  'roman numeral',
  'roman numerals',
  'coordinate',
  'coordinates',
]);
function isLetteringSubject(subject: string): boolean {
  return LETTERING_SUBJECTS.has(subject);
}

/** Words after "cover up" that still describe the old tattoo: "cover up [an old faded tribal] band". */
const OLD_PIECE_WORDS = 3;

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Questions a "yes" cannot answer: after one, a lone "yes" is the still-open 18+ check's answer. */
const NOT_YES_NO_FIELDS: ReadonlySet<BriefField> = new Set([
  'idea',
  'style',
  'placement',
  'size',
  'color',
  'budget',
]);

/**
 * Whether a yes or no in this message answers "are you 18 or over?": right after it, or later when the
 * message says nothing else and the question just asked cannot be answered with a yes ("Color, or black and
 * grey?" → "sí").
 */
function answersAgeCheck(context: MessageContext, saysMore: boolean): boolean {
  if (context.justAskedAge ?? context.askedAge) return true;
  return !!context.askedAge && !saysMore && !!context.askedField && NOT_YES_NO_FIELDS.has(context.askedField);
}

/** Words that may stand around a bare figure that is a budget: "ok 400 is fine", "sorry i meant 450", "100?". */
const BARE_FIGURE_WORDS = new Set(
  'ok okay sure fine is thats that works i meant mean sorry oops maybe like around about probably so then it would be could do can good yes yeah yep and max tops or'.split(
    ' ',
  ),
);
/** Below this a bare number is more likely an age, a size or a count than money. */
const MIN_BARE_BUDGET = 100;

/** "ok 400", "sorry i meant 450", "29": the one figure of a message whose words say nothing else, or null. */
function bareFigure(tokens: readonly Token[]): number | null {
  const numbers = tokens.filter((token) => token.kind === 'number');
  const [figure] = numbers;
  if (numbers.length !== 1 || figure?.kind !== 'number') return null;
  const saysMore = tokens.some((token) => token.kind === 'word' && !BARE_FIGURE_WORDS.has(token.text));
  return saysMore ? null : figure.value;
}

/**
 * "ok 400 is fine" after any question: a lone figure of 100 or more, with no unit and nothing else said, is
 * the budget (an age stops at 99, a size has a unit).
 */
function bareBudget(tokens: readonly Token[]): ReturnType<typeof parseBudget> {
  const figure = bareFigure(tokens);
  return figure !== null && figure >= MIN_BARE_BUDGET ? parseBudget(tokens, 'budget') : null;
}

/**
 * "29" alone to "Do you have a budget in mind?": no tattoo costs 29 of any currency, a client is 29. A figure of a
 * grown-up's or a teenager's age, with no currency and nothing else said, is the age (the budget is asked again).
 */
function ageForBudget(tokens: readonly Token[]): AgeFinding | null {
  const figure = bareFigure(tokens);
  const hasCurrency = tokens.some((token) => token.kind === 'symbol' && CURRENCY_SYMBOLS.has(token.text));
  return figure !== null && figure <= MAX_AGE_NOT_PRICE && !hasCurrency ? bareAge(tokens) : null;
}
/** Below this, a bare figure answering the budget question is an age: no tattoo anywhere costs so little. */
const MAX_AGE_NOT_PRICE = 49;

/** "she's 16", "ela tem 16 anos" after "my daughter wants…": the age of the one the client writes for. */
function ageOfOneWrittenFor(tokens: readonly Token[]): AgeFinding | null {
  const said = parseCompanionAgeAlone(tokens);
  return said?.age ? { value: said.age, start: said.ageStart, end: said.ageEnd, isSomeoneElse: true } : null;
}

/** "25" right after "are you 18 or over?" is the client's age. */
function bareAge(tokens: readonly Token[]): AgeFinding | null {
  const index = tokens.findIndex((token) => token.kind === 'number');
  const token = tokens[index];
  if (token?.kind !== 'number' || !Number.isInteger(token.value) || token.value < 12 || token.value > 99)
    return null;
  // "unos 14 cm" after the 18+ question is a size: a number with a length unit is never an age.
  if (lengthUnitAt(tokens, index + 1)) return null;
  return { value: token.value, start: index, end: index + 1 };
}

/**
 * "uns 10 cm... não, bota 15", "10cm, no wait 15", "8cm is too small, more like 12": in a message of two figures,
 * the first taken back by a change of mind, a "no" standing on its own or a size word judging it; the last stands.
 */
function takesFigureBack(tokens: readonly Token[]): boolean {
  const figures = range(0, tokens.length).filter((index) => tokens[index]?.kind === 'number');
  if (figures.length !== 2) return false;
  const [first, last] = figures as [number, number];
  const isBetween = (index: number) => index > first && index < last;
  return (
    CHANGE_CUE_MATCHER.findAll(tokens).some((cue) => isBetween(cue.start)) ||
    // "10 is way too big lol, more like 7": a size word just after the first figure judges it.
    VAGUE_SIZE_MATCHER.findAll(tokens).some(
      (word) => isBetween(word.start) && word.start - first <= JUDGEMENT_REACH,
    ) ||
    range(first + 1, last).some(
      (index) =>
        NEGATION_WORDS.has(wordAt(tokens, index)) &&
        tokens[index - 1]?.kind === 'symbol' &&
        tokens[index + 1]?.kind !== 'word',
    )
  );
}
/** "10 is way too big": words from a figure to the size word that judges it. */
const JUDGEMENT_REACH = 4;

/** Someone else's clause names a size or a body area: chat about tattoos, not small talk. */
function namesPieceIn(tokens: readonly Token[], clause: { start: number; end: number }): boolean {
  const clauseTokens = tokens.slice(clause.start, clause.end);
  return parseSize(clauseTokens, null) !== null || parsePlacement(clauseTokens, null) !== null;
}

function isFinding<T>(finding: Finding<T> | null): finding is Finding<T> {
  return finding !== null;
}

/** A half sleeve is on the arm, a back piece on the back. */
function impliedPlacement(area: string | undefined): Placement | null {
  return area ? { area } : null;
}

function withoutImpliedArea({ impliedArea: _, ...size }: TattooSize & { impliedArea?: string }): TattooSize {
  return size;
}

/**
 * "turning 19 next week", "ne compio 25 a gennaio": the date an adult grows a year older is not when they want the
 * tattoo, and "born in march 2008" is in the past. That clause, if so. A 17-year-old's 18th birthday stays a
 * timing: "i turn 18 in april, can i book for after that?"
 */
function birthdayClause(
  tokens: readonly Token[],
  timing: Finding<string>,
  age: AgeFinding | null,
  currentYear: number | null,
) {
  const clause = clauseAround(tokens, timing.start, timing.end);
  const isAdultsBirthday =
    !!age?.isBirthdayAhead &&
    !age.isSomeoneElse &&
    age.value >= MINIMUM_CLIENT_AGE &&
    clause.start <= age.start &&
    age.start < clause.end;
  // A minor's date of birth tells when they turn 18: "nata il 15 febbraio 2009, posso prenotare per dopo?"
  const isPast =
    currentYear !== null &&
    (age === null || age.value >= MINIMUM_CLIENT_AGE) &&
    tokens
      .slice(timing.start, timing.end)
      .some((token) => token.kind === 'number' && token.value >= FIRST_YEAR && token.value < currentYear);
  return isAdultsBirthday || isPast ? clause : null;
}
/** A number from here on, in a date, is a year. */
const FIRST_YEAR = 1900;

/** The tokens from the clause break before `start` to the one after `end`. */
function clauseAround(tokens: readonly Token[], start: number, end: number) {
  let from = start;
  while (from > 0 && !isClauseBreak(tokens[from - 1])) from -= 1;
  let to = end;
  while (to < tokens.length && !isClauseBreak(tokens[to])) to += 1;
  return { start: from, end: to };
}

/** Words between a story ("passed", "lost") and the time it happened: "passed [away] in march". */
const STORY_TIME_REACH = 3;

function followsStory(tokens: readonly Token[], timeStart: number): boolean {
  return storySpans(tokens).some(
    (span) =>
      span.end <= timeStart &&
      timeStart - span.end < STORY_TIME_REACH &&
      !tokens.slice(span.end, timeStart).some((token) => isClauseBreak(token)),
  );
}

/**
 * "hii lena can u do a moth", "holaa mara!": the artist's name addresses the artist and is never the design, nor is
 * the greeting it opens a message with ("ôpa noor", "wesh iris").
 */
function salutationSpans(tokens: readonly Token[], artistName: string | undefined): Array<Finding<null>> {
  const names = nameWords(artistName);
  const opening = salutationEnd(tokens, artistName);
  return [
    ...(opening > 0 ? [{ value: null, start: 0, end: opening }] : []),
    ...tokens.flatMap((token, index) =>
      token.kind === 'word' && isNameWord(token.text, names)
        ? [{ value: null, start: index, end: index + 1 }]
        : [],
    ),
  ];
}

/**
 * "hiii mara 🖤", "heyy juno 💜 i want a moth": a heart after the artist's name is affection, no subject of the piece
 * ("mara, 🐺 on my arm?" and "a 🖤 on my wrist" still are).
 */
const AFFECTION_EMOJI_WORD = 'heart';

function withoutGreetingEmoji(tokens: readonly Token[], artistName: string | undefined): readonly Token[] {
  const names = nameWords(artistName);
  const isEmojiAt = (at: number) => {
    const token = tokens[at];
    return token?.kind === 'word' && token.isEmoji === true;
  };
  const closesGreeting = (index: number) => {
    if (!isEmojiAt(index) || tokens[index]?.text !== AFFECTION_EMOJI_WORD) return false;
    let before = index - 1;
    while (tokens[before]?.kind === 'symbol' || isEmojiAt(before)) before -= 1;
    const previous = tokens[before];
    return previous?.kind === 'word' && isNameWord(previous.text, names);
  };
  return range(0, tokens.length)
    .filter(closesGreeting)
    .reduce((kept, index) => withoutSpan(kept, index, index + 1), tokens);
}

/**
 * "a tattoo for my mom who beat cancer, maybe a lotus", "uma tatuagem pra minha avó, uma rosa": the person a piece is
 * for is not its design when the message names one; alone ("a tattoo for my mom") they may still be the idea.
 */
function dedicatees(tokens: readonly Token[]): ReadonlySet<string> | undefined {
  const subjects = SUBJECT_MATCHER.findAll(tokens).filter((match) => !isNegated(tokens, match.start));
  const isFor = (match: { start: number }) =>
    range(match.start - DEDICATION_REACH, match.start).some((index) => ON_BEHALF.has(wordAt(tokens, index)));
  const people = subjects.filter((match) => PEOPLE_SUBJECTS.has(match.value) && isFor(match));
  const namesDesign = subjects.some((match) => !PEOPLE_SUBJECTS.has(match.value));
  return people.length > 0 && namesDesign ? new Set(people.map((match) => match.value)) : undefined;
}
const ON_BEHALF = dialogueWordsOfEveryLanguage('onBehalfOf');
/** "for [my late] mom": words between the preposition and the person. */
const DEDICATION_REACH = 3;
