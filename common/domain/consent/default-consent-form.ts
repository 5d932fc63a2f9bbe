import type { ConsentTemplate } from '#common/contracts/consent.ts';

/**
 * The form an artist who never edits one still has (issue #26 item 4): a typical tattoo waiver's statements and
 * medical questions, in each language a client may read it in. Once the artist saves their own form, theirs is
 * used as written, in their words.
 */
type DefaultWords = Pick<ConsentTemplate, 'acknowledgements' | 'medicalQuestions'>;

const DEFAULT_FORMS: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it', DefaultWords> = {
  en: {
    acknowledgements: [
      'I am at least 18 years old and the ID I show is my own.',
      'I am not under the influence of alcohol or drugs.',
      'I understand a tattoo is permanent and that removal is costly and may not be complete.',
      'I have checked the design, its placement, size and spelling, and approve them.',
      'I understand the risks: infection, allergic reaction, scarring, and colours that heal differently on each skin.',
      'I will follow the aftercare instructions I am given; healing depends on it.',
      'I release the artist and the studio from liability for results that follow from my health or my aftercare.',
    ],
    medicalQuestions: [
      'Do you have any allergies (latex, inks, metals, medicines)?',
      'Do you have diabetes, epilepsy, a heart condition or a bleeding disorder?',
      'Do you take blood thinners or other regular medication?',
      'Are you pregnant or breastfeeding?',
      'Do you have a skin condition (psoriasis, eczema, keloid scars) where you are being tattooed?',
      'Do you have any infectious disease (such as hepatitis or HIV) the artist should know about?',
    ],
  },
  es: {
    acknowledgements: [
      'Tengo al menos 18 años y el documento que presento es mío.',
      'No estoy bajo los efectos del alcohol ni de drogas.',
      'Entiendo que un tatuaje es permanente y que quitarlo es caro y puede no ser completo.',
      'He revisado el diseño, su ubicación, tamaño y ortografía, y los apruebo.',
      'Entiendo los riesgos: infección, reacción alérgica, cicatrices y colores que curan distinto en cada piel.',
      'Seguiré las instrucciones de cuidado que me den; la curación depende de ello.',
      'Eximo al artista y al estudio de responsabilidad por resultados que dependan de mi salud o de mis cuidados.',
    ],
    medicalQuestions: [
      '¿Tienes alguna alergia (látex, tintas, metales, medicamentos)?',
      '¿Tienes diabetes, epilepsia, una afección cardíaca o un trastorno de la coagulación?',
      '¿Tomas anticoagulantes u otra medicación habitual?',
      '¿Estás embarazada o en periodo de lactancia?',
      '¿Tienes alguna afección de la piel (psoriasis, eccema, queloides) en la zona del tatuaje?',
      '¿Tienes alguna enfermedad infecciosa (como hepatitis o VIH) que el artista deba conocer?',
    ],
  },
  pt: {
    acknowledgements: [
      'Tenho pelo menos 18 anos e o documento que apresento é meu.',
      'Não estou sob efeito de álcool nem de drogas.',
      'Entendo que uma tatuagem é permanente e que a remoção é cara e pode não ser completa.',
      'Verifiquei o desenho, o local, o tamanho e a ortografia, e aprovo-os.',
      'Entendo os riscos: infeção, reação alérgica, cicatrizes e cores que cicatrizam de forma diferente em cada pele.',
      'Vou seguir as instruções de cuidados que me derem; a cicatrização depende disso.',
      'Isento o artista e o estúdio de responsabilidade por resultados que dependam da minha saúde ou dos meus cuidados.',
    ],
    medicalQuestions: [
      'Tens alguma alergia (látex, tintas, metais, medicamentos)?',
      'Tens diabetes, epilepsia, uma doença cardíaca ou um problema de coagulação?',
      'Tomas anticoagulantes ou outra medicação regular?',
      'Estás grávida ou a amamentar?',
      'Tens alguma doença de pele (psoríase, eczema, queloides) na zona a tatuar?',
      'Tens alguma doença infecciosa (como hepatite ou VIH) que o artista deva saber?',
    ],
  },
  fr: {
    acknowledgements: [
      'J’ai au moins 18 ans et la pièce d’identité que je présente est la mienne.',
      'Je ne suis pas sous l’effet de l’alcool ni de drogues.',
      'Je comprends qu’un tatouage est permanent et que son retrait est coûteux et peut être incomplet.',
      'J’ai vérifié le motif, son emplacement, sa taille et son orthographe, et je les approuve.',
      'Je comprends les risques : infection, réaction allergique, cicatrices, et couleurs qui cicatrisent différemment selon la peau.',
      'Je suivrai les soins qu’on m’indique ; la cicatrisation en dépend.',
      'Je dégage l’artiste et le studio de toute responsabilité pour les résultats dus à ma santé ou à mes soins.',
    ],
    medicalQuestions: [
      'As-tu des allergies (latex, encres, métaux, médicaments) ?',
      'As-tu du diabète, de l’épilepsie, un problème cardiaque ou un trouble de la coagulation ?',
      'Prends-tu des anticoagulants ou un autre traitement régulier ?',
      'Es-tu enceinte ou allaites-tu ?',
      'As-tu une affection de la peau (psoriasis, eczéma, chéloïdes) à l’endroit du tatouage ?',
      'As-tu une maladie infectieuse (hépatite, VIH…) que l’artiste devrait connaître ?',
    ],
  },
  de: {
    acknowledgements: [
      'Ich bin mindestens 18 Jahre alt und der Ausweis, den ich zeige, ist meiner.',
      'Ich stehe nicht unter dem Einfluss von Alkohol oder Drogen.',
      'Ich weiß, dass ein Tattoo dauerhaft ist und eine Entfernung teuer und nicht immer vollständig ist.',
      'Ich habe das Motiv, die Stelle, die Größe und die Schreibweise geprüft und bin einverstanden.',
      'Ich kenne die Risiken: Entzündung, allergische Reaktion, Narben und Farben, die auf jeder Haut anders abheilen.',
      'Ich halte mich an die Pflegehinweise, die ich bekomme; die Heilung hängt davon ab.',
      'Ich stelle den Artist und das Studio von der Haftung für Folgen frei, die von meiner Gesundheit oder meiner Pflege abhängen.',
    ],
    medicalQuestions: [
      'Hast du Allergien (Latex, Farben, Metalle, Medikamente)?',
      'Hast du Diabetes, Epilepsie, eine Herzerkrankung oder eine Gerinnungsstörung?',
      'Nimmst du Blutverdünner oder andere Medikamente regelmäßig?',
      'Bist du schwanger oder stillst du?',
      'Hast du an der Stelle eine Hauterkrankung (Schuppenflechte, Ekzem, Keloide)?',
      'Hast du eine ansteckende Krankheit (etwa Hepatitis oder HIV), die der Artist kennen sollte?',
    ],
  },
  it: {
    acknowledgements: [
      'Ho almeno 18 anni e il documento che mostro è mio.',
      'Non sono sotto l’effetto di alcol o droghe.',
      'So che un tatuaggio è permanente e che rimuoverlo è costoso e può non riuscire del tutto.',
      'Ho controllato il disegno, la posizione, la misura e l’ortografia, e li approvo.',
      'Conosco i rischi: infezione, reazione allergica, cicatrici e colori che guariscono in modo diverso su ogni pelle.',
      'Seguirò le istruzioni di cura che mi vengono date; la guarigione dipende da questo.',
      'Sollevo l’artista e lo studio da responsabilità per risultati che dipendono dalla mia salute o dalle mie cure.',
    ],
    medicalQuestions: [
      'Hai allergie (lattice, inchiostri, metalli, farmaci)?',
      'Hai diabete, epilessia, problemi cardiaci o disturbi della coagulazione?',
      'Prendi anticoagulanti o altri farmaci regolarmente?',
      'Sei incinta o stai allattando?',
      'Hai una malattia della pelle (psoriasi, eczema, cheloidi) nella zona da tatuare?',
      'Hai una malattia infettiva (come epatite o HIV) che l’artista dovrebbe conoscere?',
    ],
  },
};

/** The default form in `language` (English for any other): every section on. */
export function defaultConsentForm(language: string | null): ConsentTemplate {
  const words = DEFAULT_FORMS[(language ?? 'en') as keyof typeof DEFAULT_FORMS] ?? DEFAULT_FORMS.en;
  return {
    acknowledgements: [...words.acknowledgements],
    medicalQuestions: [...words.medicalQuestions],
    asksIdPhoto: true,
    hasArtistPart: true,
  };
}
