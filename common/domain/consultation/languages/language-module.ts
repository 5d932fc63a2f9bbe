import type { SpecialtyStyle } from '../../../constants/styles.ts';
import type { Currency } from '../brief.ts';
import type { StudioTopic } from '../classify/message-intent.ts';
import type { ConversationTone } from '../conversation-style.ts';
import type { SizeName } from '../extraction/named-sizes.ts';
import type { EmpathyTopic } from '../extraction/parse-client-state.ts';
import type { SizeObject } from '../extraction/size-objects.ts';
import type { SizeChange } from '../extraction/size-references.ts';
import type { Phrasebook } from '../reply/phrasebook.ts';
import type { StudioAnswerWords } from '../studio-answers/studio-answer-words.ts';
import type { NumberWords } from '../text/number-words.ts';
import type { StemLanguage } from '../text/stem-keys.ts';

/** A body area's name in one language and the English canonical area it means ("omoplate" → "shoulder blade"). */
export type AreaName = readonly [name: string, area: string];

/**
 * Everything the engine knows of one language (issue #23 item 0): the words that tell it, the sentences it
 * says, and the words it reads. The general readers (numbers, sizes, money, dates, units) know no language;
 * they are fed by every module's words through `languages/index.ts`, because a client may mix languages.
 * Adding a language is one folder holding one of these, and one line in the registry.
 */
export interface LanguageModule {
  /** ISO 639-1, as stored on the lead and given by the detector. */
  /** Its ISO 639-1 code; each language the engine reads has a Snowball stemmer (text/stem-keys.ts). */
  code: StemLanguage;
  /** Words frequent in tattoo DMs and rare in the other languages: they decide a short message's language. */
  hintWords: readonly string[];
  /** What the assistant says in this language. */
  replies: LanguageReplies;
  reading: ReadingWords;
  /** Numbers said in words, fractions and vague counts (decision 047), read by one reader for every language. */
  numbers: NumberWords;
  /** Decision 045: the default studio answers, the words of each studio topic, and "I'll ask <artist>". */
  studioAnswers: StudioAnswerWords;
  /** The words of the dialogue: thanks, leaving a choice to the artist, care, and whose age a number is. */
  dialogue: DialogueWords;
}

/**
 * Words the dialogue rules read (decision 046). The people words feed one general reader of whose age a number
 * is (extraction/age-owner.ts): the subject of the sentence, not a phrase per relative.
 */
export interface DialogueWords {
  /**
   * "think", "recommend", "should", "mejor", "conseilles", "sollte": a question with one of these and a field's
   * question words ("how big do you think it should be?", "¿dónde crees que queda mejor?") asks the artist to
   * advise on that field, which leaves it to them.
   */
  adviceWords: readonly string[];
  /** "not sure", "no idea", "keine Ahnung": the client cannot say yet (options are offered once). */
  unsure: readonly string[];
  /**
   * "maybe", "quizás", "peut-être", "vielleicht": a clause opened by one is a guess, even with a question mark
   * ("idk maybe something nature-y??"), never a question for the artist.
   */
  hedges: readonly string[];
  /** "thanks", "gracias": a short message of thanks is small talk, never off-topic. */
  thanks: readonly string[];
  /**
   * "how are you", "qué tal", "tudo", "ça va": a greeting asked as a question, which asks the studio nothing, even
   * with a word or two of address or a regional "good" after it ("¿cómo estás, chamo?", "tudo bão?").
   */
  greetingQuestions: readonly string[];
  /** "enough", "alcanza", "suffit", "reicht": whether a sum is enough, asked of the budget just said. */
  enoughWords: readonly string[];
  /**
   * "never mind, not ready yet", "mejor lo dejo para más adelante", "ich warte doch noch": the client steps back
   * from the tattoo for now. In a message with no tattoo facts, one kind line answers it and nothing is asked.
   */
  withdrawals: readonly string[];
  /** "you decide", "lo que tú veas": a field left to the artist at once, with no options offered. */
  leaveToArtist: readonly string[];
  /** Moments met with care first: a loss, a regret, a scar, a hard time ("sorry if I ramble"). */
  empathy: ReadonlyArray<readonly [string, EmpathyTopic]>;
  /** Adults and peers a client speaks of: brother, mum, friend. */
  people: readonly string[];
  /** Children: their age is the age of the one to be tattooed when a parent asks. */
  children: readonly string[];
  /** "my", "mi", "meinen": before a person. */
  possessives: readonly string[];
  /** "a", "the", "una", "le", "ein", "il": what opens a thing named ("as long as [a] biro"). */
  articles: readonly string[];
  /** "he", "she", "er", "lei": a person said again. */
  thirdPersonPronouns: readonly string[];
  /** Words between a person and their age: "is", "tiene", "ist", "a", "ha". */
  ageLinks: readonly string[];
  /**
   * The client as the subject of a number ("I", "yo", "moi", "ich", "io", and the verbs that carry it: "tengo",
   * "bin", "ho"): "ich 28, meine Freundin 26", "io 47", "yo (20)" (extraction/own-age.ts).
   */
  selfWords: readonly string[];
  /** Words between the client and their age: "am", "c'est", "sono". */
  selfAgeLinks: readonly string[];
  /**
   * The client and someone else as one subject ("we", "wir", "tenemos", "abbiamo") and the word that gives each
   * of them the number ("both", "beide", "los dos", "entrambi"): "we're both 24" is the client's age too.
   */
  weWords: readonly string[];
  bothWords: readonly string[];
  /** "birthday", "cumpleaños", "Geburtstag": "my 18th birthday" is a birthday still ahead, said in any language. */
  birthdayWords: readonly string[];
  /** Words DMs close a statement with ("btw", "lol", "jaja", "kkk", "mdr"): "29 btw" ends the age's list item. */
  afterthoughts: readonly string[];
  /** "I was", "when", "tenía", "mit": before a number of years, an age in the past, not the client's now. */
  pastAgeWords: readonly string[];
  /** "when", "once", "quand", "wenn": an age in their clause is one the client will be or was, not theirs now. */
  whenWords: readonly string[];
  /** "years", "años", "ans", "Jahre", "anni": after a number, an age. */
  yearsWords: readonly string[];
  /** "over 18", "mayor de edad", "majeure", "volljährig", "maggiorenne": the client says they are an adult. */
  adultStatements: readonly string[];
  /**
   * Endings that make a decade of life from a tens word whose final vowel is dropped ("thirty" → "thirties",
   * "trente" → "trentaine", "dreißig" → "dreißigern", "trenta" → "trentina") or from a number ("30s", "30er").
   */
  decadeEndings: readonly string[];
  /** Words beside a year that make it the year of birth: "born", "nací", "née", "geboren", "nato", "Jahrgang". */
  birthYearCues: readonly string[];
  /** "asking for", "pregunto por", "für": the message is on someone else's behalf. */
  onBehalfOf: readonly string[];
  /** "too", "también", "anche": the client wants one as well. */
  alsoWords: readonly string[];
  /** "wants", "quiere", "möchte": someone wishes for a tattoo. */
  wantWords: readonly string[];
  /**
   * What someone made ("drew", "drawing", "handwriting", "desenhou", "Zeichnung"): beside a child, the child is the
   * design's author, not the one to be tattooed ("my daughter (7) drew a cat, I'd love it on my wrist").
   */
  authorshipWords: readonly string[];
  /** "bring", "traer", "amener", "mitbringen": the client brings someone along (before the person). */
  bringWords: readonly string[];
  /** "come", "venir", "mitkommen", "accompagnare": someone comes along (after the person, or before "with"). */
  comeAlongWords: readonly string[];
  /** "with", "con", "avec", "mit": "come with my sister". */
  withWords: readonly string[];
  /**
   * "with me", "comigo", "mit mir", or a verb that says it ("mitkommen", "accompagnarmi"): after a verb of coming,
   * someone named before ("my dad… can he come with me?") comes along.
   */
  withMeWords: readonly string[];
}

export interface LanguageReplies {
  /** One phrasebook per tone; a language with one register gives the same book to every tone. */
  phrasebooks: Readonly<Record<ConversationTone, Phrasebook>>;
  /** The words that join a list: "blackwork, geometric y dotwork". */
  listWords: { and: string; or: string };
}

/** The reading vocabulary of one language: words only, no rules. */
export interface ReadingWords extends MessageWords {
  /** Body area names, written once with their accents (the readers generate the unaccented spellings). */
  areaNames: readonly AreaName[];
  /**
   * Articles and prepositions glued by an apostrophe before a vowel ("l'épaule" → "lépaule",
   * "dell'avambraccio"): each area name opening with a vowel is also read with them.
   */
  elisions: readonly string[];
  /** The elisions above that mean "of" ("l'intérieur de l'avant-bras"). */
  elisionsMeaningOf: readonly string[];
  /**
   * Articles read whole with every area name, because alone they are another word: Portuguese "no braço",
   * where "no" would be a negation.
   */
  articlesBeforeAreas: readonly string[];
  /** Tattoo subjects named in the language, read as the English subject the engine knows ("Hirsch" → stag). */
  subjectNames: ReadonlyArray<readonly [name: string, subject: string]>;
  /**
   * Lettering said by how it is written ("script", "Schriftzug", "corsivo"): the request is lettering, and the
   * words are the idea; these words alone are never it ("do you do script?").
   */
  letteringStyles: readonly string[];
  /**
   * Lettering said by what is written ("name", "quote", "frase", "Spruch"): the request is lettering, and before
   * the words themselves are given, this is the idea ("a short quote on my wrist").
   */
  letteringTexts: readonly string[];
  /** A plain yes: "yes", "sí", "oui". */
  yesAnswers: readonly string[];
  /** A plain no, or "none", "not yet": "nope", "ninguna", "pas encore", "keine", "nessuna". */
  negativeAnswers: readonly string[];
  /** How clients name the 11 specialty styles (spec §5); the longer phrase wins where they overlap. */
  styleNames: ReadonlyArray<readonly [string, SpecialtyStyle]>;
  /** Sizes said in words ("palm sized", "half sleeve"), by the name of the size they mean (named-sizes.ts). */
  namedSizes: ReadonlyArray<readonly [string, SizeName]>;
  /** Vague size words read wherever they stand ("small", "huge"). */
  vagueSizes: ReadonlyArray<readonly [string, SizeName]>;
  /** Vague size words read only as an answer or beside the subject they describe ("una rosa pequeña"). */
  sizeWordsBesideSubject: ReadonlyArray<readonly [string, SizeName]>;
  /** "very", "muy", "bem", "très", "eher", "molto": before a size word ("eher klein", "bem pequena"). */
  sizeIntensifiers: readonly string[];
  /** "wide", "ancho", "breit": after a count of fingers, the piece's width ("drei Finger breit"). */
  widthWords: readonly string[];
  /**
   * Words that measure the piece against a thing (size-references.ts): a comparison word, then a link, then the
   * thing or a body part ("as long as my hand", "del tamaño de una tarjeta", "so groß wie eine Münze").
   */
  sizeComparisons: readonly string[];
  sizeComparisonLinks: readonly string[];
  /** "like", "comme", "wie": opening an answer before one's own body part, the piece is as big ("comme ma main"). */
  likenessWords: readonly string[];
  /**
   * Everyday things clients measure a piece by, slang included: "beer can", "mechero", "clopes", "Bierdeckel"
   * (their size is language-free: size-objects.ts).
   */
  sizeObjects: ReadonlyArray<readonly [string, SizeObject]>;
  /** "of", "de", "da", "von": what joins a coin or a note to its value ("moneta da 2 euro": size-objects.ts). */
  coinValueLinks: readonly string[];
  /**
   * Things worn on one body area, by the English area they sit on ("watch" → wrist, "anillo" → fingers): after
   * one of `whereRelatives` ("where my watch goes", "donde va el reloj") the thing names the placement.
   */
  wornItems: ReadonlyArray<readonly [string, string]>;
  /** "where", "donde", "onde", "où", "wo", "dove": the relative a worn thing follows to name a placement. */
  whereRelatives: readonly string[];
  /** Words that run a piece along the body between two landmarks: "down", "all the way", "runter", "giù". */
  alongWords: readonly string[];
  /** How much of a body area the piece covers, before the area: "half my forearm", "todo el antebrazo". */
  coverageWords: ReadonlyArray<readonly [string, number]>;
  /**
   * The word for a sleeve ("sleeve", "manga", "manche", "manica", "Ärmel"): after a coverage word it names the
   * piece ("meia manga", "Viertel-Sleeve", "mezza manica"), as "half my back" names a half back.
   */
  sleeveWords: readonly string[];
  /**
   * Diminutive endings and what replaces them to give the base word ("coraçãozinho" → "coração", "gatito" →
   * "gato", "stellina" → "stella", "Herzchen" → "Herz"): a small one of a known thing is that thing.
   */
  diminutiveEndings: ReadonlyArray<readonly [ending: string, base: string]>;
  /**
   * Feminine endings and what gives the form the vocabulary holds ("gata" → "gato", "gatta" → "gatto", "chatte"
   * → "chat", "lionne" → "lion"): a she-cat is a cat, read the way a diminutive is.
   */
  feminineEndings: ReadonlyArray<readonly [ending: string, base: string]>;
  /** A change to the size said before: "bigger", "más pequeño", "größer". */
  sizeChanges: ReadonlyArray<readonly [string, SizeChange]>;
  /** A range said in words: "between 5 and 6 inches", "entre 12 et 15 cm", "zwischen 10 und 12 cm". */
  rangeOpeners: readonly string[];
  rangeJoiners: readonly string[];
  /** The word between the two ends of a range with no opener: "300 to 500", "300 a 500", "300 bis 500". */
  rangeTo: readonly string[];
  /** "to the" contracted and "as far as", between two landmarks: "au", "al", "zum", "até", "hasta", "fino". */
  toTheWords: readonly string[];
  /**
   * Words that open a clause about someone else's tattoo (someone-elses.ts): possessives before a person ("my
   * mum", "mi amiga") and third-person pronouns ("she got a huge one"); contrast words end such a clause ("but").
   */
  possessives: readonly string[];
  thirdPersonPronouns: readonly string[];
  /**
   * "its", "his", "su", "seinem": before a body word, the body is someone's or something's else ("a moth with a
   * skull on its back"): the client's own area said beside it is the placement.
   */
  othersPossessives: readonly string[];
  /** "it", "that", "eso", "ça", "das", "questo": what a question mid-plan points back at, the piece. */
  thingPronouns: readonly string[];
  /** "has", "got", "tiene": what someone else has or got ("my mum has a huge back piece"). */
  havingVerbs: readonly string[];
  /** "i", "yo", "ich": a clause that also speaks of the client is theirs too ("my mum and i want…"). */
  firstPersonPronouns: readonly string[];
  contrastWords: readonly string[];
  /** "12 by 9", "12 auf 9", "12 per 9": the word between a piece's width and height. */
  dimensionWords: readonly string[];
  /** "black ink", "tinta negra": black ink without grey wash. */
  blackOnlyPhrases: readonly string[];
  /** The word for black, and words of "only" or "all": beside each other ("nur schwarz", "tutta nera"), black only. */
  blackWords: readonly string[];
  onlyWords: readonly string[];
  /** "black and grey", "negro y gris", "noir et gris". */
  blackAndGreyPhrases: readonly string[];
  /** Colour and the hues: naming one is a colour answer. */
  colorPhrases: readonly string[];
  /** "in", "en": before a black-word, the ink it is done in ("la quiero en negro"), whatever follows. */
  colorPrepositions: readonly string[];
  /**
   * "grey", "gris": black and grey, as an answer to the colour question or standing alone. A black-word alone
   * ("negro", "nera") records black ink there (decision 078), read from `blackWords` in all its forms.
   */
  bareGreyAnswers: readonly string[];
  /** "sin color", "ohne Farbe", "sem limite", "scratch the colour": the words before a colour or a limit that turn it round or take it back. */
  negations: readonly string[];
  /**
   * A cover-up said in one word ("cobertura", "tapar", "copertura", "recouvrement", "Überdeckung"): with no other
   * word, the client wants an old tattoo covered.
   */
  coverUpWords: readonly string[];
  /**
   * Cover-ups said without the word (fresh-2026-11f): verbs that hide or rework what is on the skin ("hide",
   * "tapar", "cacher", "verstecken"; "rework", "transformar": the old piece becomes a new one) and the words naming a tattoo already there ("tattoo", "old", "ex", "name"); a
   * verb with one of those after it is a cover-up.
   */
  concealVerbs: readonly string[];
  /**
   * "the exact same one", "el mismo", "la même", "das gleiche", "lo stesso": a wish for a piece named before, as a
   * pronoun is ("I want the exact same one" after "my friend got a swallow").
   */
  sameWords: readonly string[];
  /** Pronouns standing for a thing already named, as a verb's object: "cover it", "den überdecken", "coprirlo". */
  objectPronouns: readonly string[];
  /** "tattoo", "tatuaje", "name", "ex": words naming a tattoo already on the skin (with `oldTattooWords`). */
  existingTattooWords: readonly string[];
  /** "instead of", "en vez de", "au lieu de", "statt": what follows is the choice given up ("my ankle instead of my wrist"). */
  insteadOfWords: readonly string[];
  /** "old", "faded", "viejo", "antiga", "vieux", "altes", "vecchio": the tattoo described is one already there. */
  oldTattooWords: readonly string[];
  /** "I have", "got", "tengo", "tenho", "j'ai", "ich hab", "ho": what the client has, in a cover-up the old piece. */
  ownHavingVerbs: readonly string[];
  /** "with", "into", "con", "avec", "mit": in a cover-up, what follows is the new piece ("cover it with a wolf"). */
  newPieceCues: readonly string[];
  /**
   * A tattoo gone wrong ("blew out", "blurry", "se corrió", "verlaufen"): beside an existing tattoo in the same
   * sentence, the client wants it fixed or covered (a cover-up), and it is met with care first (a regret).
   */
  damagedTattooWords: readonly string[];
  /** The twelve months in calendar order (decision 059): a month said with a cue is the wanted timing. */
  monthNames: readonly string[];
  /**
   * Parts of a month said before it, with the ordinals that pick one: "the 3rd week of", "second half of", "finales
   * de", "nella terza settimana di", "Ende" (parse-timing.ts reads them with the month).
   */
  monthParts: readonly string[];
  /** The days of the week, singular and plural ("saturday", "sábados", "lundi", "Samstag", "sabato"). */
  dayNames: readonly string[];
  /** "today", "hoy", "heute": a birthday said with it has come ("today is my 18th birthday" is 18 now). */
  todayWords: readonly string[];
  /**
   * Parts of the day or week said as a habit ("evenings", "por las tardes", "le soir", "abends", "la sera"): in a
   * question about when the studio works, they ask its hours, not for a slot.
   */
  habitualTimes: readonly string[];
  /**
   * Indefinite articles ("a", "una", "um", "une", "ein", "uno"): "a sprig of heather on my ankle", "ein
   * Eukalyptuszweig am Unterarm": what one of them brings in right before where the piece goes is the piece.
   */
  indefiniteArticles: readonly string[];
  /**
   * School years that say a client is under 18 ("11th grade", "year 11", "4º de la ESO", "en seconde", "10.
   * Klasse", "terza superiore"), each with the oldest age a pupil in it usually has. "#" stands for the year's
   * number, and then the age is that number plus the one given; a year whose oldest pupils are 18 is left out.
   */
  schoolYears: ReadonlyArray<readonly [phrase: string, oldestAge: number]>;
  /** Words that name a reference picture ("pic", "foto", "Vorlage", "capture"). */
  referenceNouns: readonly string[];
  /**
   * Words shortly before a reference noun that say the client has one ("I have", "tenho", "te mando", "anbei",
   * "ecco"): "tenho uma foto dele" gives a reference, "do you have pics of your work?" does not.
   */
  referenceHavingWords: readonly string[];
  /** Holidays, seasons and breaks a client plans around: "Easter", "carnaval", "Ferien", "vacanze". */
  occasionNames: readonly string[];
  /** Words before a month or an occasion that make it a time: "after", "depois do", "nach", "a", "dopo le". */
  timingCues: readonly string[];
  /** Money: currency names, words that make a bare number a budget, bounds and flexible budgets. */
  currencyWords: ReadonlyArray<readonly [string, Currency]>;
  budgetCues: readonly string[];
  /**
   * The client holding money, said in the first person: "I've got", "tengo", "j'ai", "hab", "ho messo da parte".
   * Beside one, a number with a word the engine does not know is money in slang ("200 fulas", "250 Mäuse").
   */
  moneyHavingWords: readonly string[];
  upToPhrases: readonly string[];
  atLeastPhrases: readonly string[];
  aroundPhrases: readonly string[];
  /** "whatever it costs", "sin límite": a budget, a flexible one. */
  flexibleBudgetPhrases: readonly string[];
  /**
   * "flexible", and a limit said not to be there ("kein Limit", "non ho un limite"): an open budget beside a
   * budget word, or as the answer to the budget question; a word of `negations` turns a limit round.
   */
  flexibleWords: readonly string[];
  limitWords: readonly string[];
  /** "doesn't matter", "whatever": a flexible budget only as the answer to the budget question. */
  flexibleBudgetAnswers: readonly string[];
  /** Words leading up to an amount ("my budget is around"), claimed with it. */
  budgetLeadWords: readonly string[];
}

/**
 * The words that tell what a message is (issue #11 "Understand the message before answering it") and which of
 * its words are the idea. Words are as `readMessage` leaves them: lowercase, apostrophes dropped, hyphens split.
 */
export interface MessageWords {
  /** Attempts to steer the assistant: never obeyed, never echoed. */
  injection: readonly string[];
  spam: readonly string[];
  abuse: readonly string[];
  /** Asking for a person or the artist. */
  humanRequests: readonly string[];
  /**
   * The client's own appointment, already booked ("my appointment", "im booked in", "meinen Termin", "ho un
   * appuntamento"): a message about it (moving it, a cold, the deposit back) is the artist's, never a new brief.
   */
  ownBookingPhrases: readonly string[];
  /** Verbs of reaching someone ("talk", "falar", "anrufen"): beside the artist's name, a person asked for. */
  talkVerbs: readonly string[];
  /** Praise for the artist's work. */
  fanPhrases: readonly string[];
  /**
   * "did u see the game?", "me ayudas con mi tarea?", "vc viu o jogo?": the everyday matters a tattoo studio has
   * nothing to say on. A question naming one gets the off-topic line; any other question a client asks the studio
   * goes to the artist (issue #23: never the off-topic line to talk of the studio or a session).
   */
  offTopicWords: readonly string[];
  /** Words a greeting, thanks or goodbye is made of: a message of only these is small talk. */
  smallTalk: readonly string[];
  /** Words a greeting or thanks opens with. */
  greetingOpeners: readonly string[];
  /** What each studio question is about; answered from the artist's settings only. */
  studioTopics: ReadonlyArray<readonly [string, StudioTopic]>;
  /**
   * "appointment", "cita", "hora marcada", "rendez vous", "Termin": after one of the language's negations
   * ("sin cita", "sem hora marcada", "ohne Termin") a walk-in question, composed in classify/intent-phrases.ts.
   */
  appointmentWords: readonly string[];
  /**
   * Prepositions that set an appointment as a time or a place ("before the appointment", "to my session", "nach
   * dem Termin"): a question that names the appointment there asks about something else, not how to book.
   */
  settingPrepositions: readonly string[];
  /** Words a question opens with ("do", "cuánto"). */
  questionOpeners: readonly string[];
  /**
   * A question asked without its mark ("I was wondering if…", "queria saber se…", "je voulais savoir si…"): the
   * clause after it is the question, as if it opened with a question word and ended with "?".
   */
  indirectQuestionCues: readonly string[];
  /**
   * The verbs a piece is asked of the artist with ("would you do me…", "me harías…", "tu me ferais…", "machst du
   * mir…"): a question of only these and the brief is a wish with a question mark, nothing beyond the brief.
   */
  requestVerbs: readonly string[];
  /** Words that name the tattoo itself. */
  tattooWords: readonly string[];
  /**
   * Words that want a design without naming one ("something meaningful", "qualcosa di significativo", "etwas
   * Besonderes"): an idea of only these is no idea yet.
   */
  vagueIdeaWords: readonly string[];
  /**
   * "que", "che", "dass": after a wish, what follows is a state wished for ("je veux que ce soit cicatrisé"), not
   * the design.
   */
  complementizers: readonly string[];
  /** Phrases after which the client describes the idea: "I want…", "quiero…". */
  intentCues: readonly string[];
  /** Words that say nothing about the design; they split clauses like punctuation. */
  genericWords: readonly string[];
  /** Words trimmed off the front and back of an idea. */
  leadingFillers: readonly string[];
  trailingFillers: readonly string[];
  /** Words never part of an idea: pronouns, the conversation itself, adjectives of a wish. */
  nonContentWords: readonly string[];
  /** "other": "the other arm", "the other side" move the piece to the side not said before. */
  otherWords: readonly string[];
  /**
   * "actually", "scratch that", "doch lieber", "anzi": the client changes what they said; the idea that follows
   * replaces the earlier one, and a side said with it is the new side ("doch lieber links").
   */
  changeCues: readonly string[];
  /** Phrases after which the words are not a design ("a quote for", "love your"). */
  notDesignPhrases: readonly string[];
}
