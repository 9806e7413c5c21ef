import { and, eq } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import type { Db } from '../types.ts';
import { DEMO_CERTIFICATES } from './learning.ts';

// Demo reviews written per course (issue 30): each one is composed from the course's own subject (its title and
// topics, licence, state, hours, instructor) and says something from one or more angles — what the reviewer
// learned, studying in the app, the instructor, the exam or the renewal, and what could be better — at a length
// that varies with the rating. No sentence and no reviewer name is used twice in the whole seed (at scale 1), so
// no page (a course, a bundle that merges its courses' reviews, a listing's excerpts) repeats one. Dates fall
// between the course's launch and yesterday. Demo reviews name no learner: they are shown without the "verified
// learner" badge (docs/decisions/059-verified-reviews.md).

export type ReviewLanguage = 'es' | 'en' | 'pt';

/** What the generator knows of a course. */
export interface ReviewSubject {
  titleEs: string;
  titleEn: string;
  descriptionEs: string;
  descriptionEn: string;
  language: ReviewLanguage;
  hours: string;
  type: 'pre_licensing' | 'continuing_education';
  specialty: string;
  industry: string;
  /** The instructor's full name ("James Whitaker, CLU"), if any. */
  instructor: string | null;
  /** Its modules' titles [es, en]: what it covers, besides its title and description. */
  modules: ReadonlyArray<readonly [string, string]>;
  /** The first state's name in Spanish and English. */
  stateEs: string;
  stateEn: string;
}

export interface DemoReview {
  rating: number;
  text: string;
  authorName: string;
  language: ReviewLanguage;
  createdAt: Date;
}

/** Sentences and names already used: shared by every course of one seed run. */
export interface ReviewLedger {
  sentences: Set<string>;
  names: Set<string>;
}

export function newReviewLedger(): ReviewLedger {
  return { sentences: new Set(), names: new Set() };
}

// Words kept as written at the start of a topic (proper nouns, acronyms, programmes).
const PROPER = new Set([
  'Medicare',
  'Medicaid',
  'Florida',
  'Texas',
  'Georgia',
  'COBRA',
  'HIPAA',
  'NAIC',
  'NFIP',
  'FREC',
  'DFS',
  'CMS',
  'APA',
  'Chapter',
  'Ley',
  'Programa',
  'Affordable',
]);

/** "Ética y límites" → "ética y límites"; "Medicare Advantage", "HIPAA", "Chapter 491" stay as written. */
function lowerFirst(phrase: string): string {
  const [first = '', second = ''] = phrase.split(/\s+/);
  // An article before a name: "La Ley de Cuidado…" → "la Ley de Cuidado…".
  if (/^(El|La|Los|Las|The)$/.test(first)) return phrase.slice(0, 1).toLowerCase() + phrase.slice(1);
  if (PROPER.has(first) || /^[A-Z0-9-]{2,}$/.test(first) || /[A-Z]/.test(first.slice(1))) return phrase;
  if (/^[A-ZÁÉÍÓÚÑ]/.test(second) || /^\d/.test(second)) return phrase;
  return phrase.slice(0, 1).toLowerCase() + phrase.slice(1);
}

// Multi-word names kept capitalised when an English title is lower-cased for a sentence.
const ENGLISH_NAMES = [
  'Affordable Care Act',
  'Medicare Supplement',
  'Medicare Advantage',
  'Florida Statutes',
  "Workers' Compensation",
  'FREC Course II',
  'FREC Course I',
];

/** An English Title Case phrase in sentence case, names and acronyms kept ("Annuity Suitability" → "annuity suitability"). */
function sentenceCase(phrase: string): string {
  const kept: string[] = [];
  let marked = phrase;
  for (const name of ENGLISH_NAMES) {
    if (marked.includes(name)) {
      marked = marked.replace(name, `§${kept.length}§`);
      kept.push(name);
    }
  }
  marked = marked
    .split(' ')
    .map((word) =>
      PROPER.has(word) || /^[A-Z0-9&-]{2,}$/.test(word) || /[A-Z]/.test(word.slice(1)) || /^\d/.test(word)
        ? word
        : word.slice(0, 1).toLowerCase() + word.slice(1),
    )
    .join(' ');
  return marked.replace(/§(\d+)§/g, (_m, index: string) => kept[Number(index)]!);
}

/** The course's subject from its title: no hours, language, "Specialty:" or audience ("para …", "for …"). */
function topicOf(title: string, language: 'es' | 'en'): string {
  let topic = title
    .replace(/\s*\([\d.]+ h\)/g, '')
    .replace(/,?\s*(en español|en inglés|en portugués|in Spanish|in English|in Portuguese)\s*$/i, '')
    .replace(/,\s*\d+ (horas|Hours)$/i, '')
    .replace(/^(Especialidad|Specialty):\s*/, '');
  const colon = topic.indexOf(': ');
  if (/^(Prelicencia|Florida [\w-]+ pre-licensing)/.test(topic) && colon > 0) topic = topic.slice(colon + 2);
  topic = topic.replace(
    language === 'es'
      ? /\s+para (agentes|internos|trabajadores|terapeutas|consejeros|psicólogos)\b.*$/
      : /\s+for (clinical|marriage|mental|florida psychologists|psychologists|[\d-]+ agents|agents|chapter)\b.*$/i,
    '',
  );
  return language === 'es' ? lowerFirst(topic.trim()) : sentenceCase(topic.trim());
}

// Module titles every course of a kind shares: they say nothing about this course's subject.
const GENERIC_MODULE =
  /examen final|final exam|^(Introducción|Introduction)\b|^(Evaluación final|Final assessment|Marco legal y requisitos|Legal framework and board|Aplicación práctica y casos|Practical application and case|Repaso y examen|Review and practice)/;

/**
 * The topics a course covers: its description's list (the catalogue's CE courses) and its modules' own titles,
 * else its title's subject.
 */
function itemsOf(subject: ReviewSubject, language: 'es' | 'en'): string[] {
  const description = language === 'es' ? subject.descriptionEs : subject.descriptionEn;
  const generic = language === 'es' ? /\. Curso en línea a tu ritmo/ : /\. Self-paced online course/;
  const modules = subject.modules
    .map(([es, en]) => (language === 'es' ? es : en))
    .filter((title) => !GENERIC_MODULE.test(title))
    .map((title) => (language === 'es' ? lowerFirst(title) : sentenceCase(title).replace(/^the /, '')));
  const listed = generic.test(description) ? split(description.split('. ')[0]!, language) : [];
  // "El curso de 8 horas de…" describes the course, not a topic of it.
  const topical = (item: string) =>
    !/^(el|la|the) (curso|course|formación|training)\b|\d+ (horas|hours)\b/i.test(item);
  let items = [...new Set([...listed, ...modules])].filter(topical);
  if (items.length === 0)
    items = split(topicOf(language === 'es' ? subject.titleEs : subject.titleEn, language), language);
  // One long subject ("idoneidad de anualidades según el modelo…") gives two more: reviews speak of its parts.
  if (items.length === 1 && items[0]!.length > 35) {
    const match = /^(.{8,}?) (?:según|en la|con|under|in|with) (.{8,})$/.exec(items[0]!);
    if (match) items = [match[1]!, match[2]!];
  }
  return items;
}

function split(source: string, language: 'es' | 'en'): string[] {
  const parts = source
    .split(/:\s+|,\s+/)
    .flatMap((part, index, all) =>
      index === all.length - 1 && all.length > 1
        ? part.split(language === 'es' ? / y (?=\S)/ : / and (?=\S)/)
        : [part],
    )
    .map((part) => part.trim())
    .filter((part) => part.length > 2 && part.length < 70);
  return [
    ...new Set(parts.map(language === 'es' ? lowerFirst : (part) => sentenceCase(part).replace(/^the /, ''))),
  ];
}

function licenceOf(subject: ReviewSubject, language: ReviewLanguage): string {
  const slug = subject.specialty;
  const upper = slug.toUpperCase();
  if (/^\d-\d\d$/.test(slug))
    return { es: `la licencia ${slug}`, en: `my ${slug} license`, pt: `a licença ${slug}` }[language];
  if (['lmhc', 'lcsw', 'lmft'].includes(slug))
    return { es: `la licencia ${upper}`, en: `my ${upper} license`, pt: `a licença ${upper}` }[language];
  if (slug === 'broker')
    return { es: 'la licencia de corredor', en: 'my broker license', pt: 'a licença de corretor' }[language];
  if (slug === 'sales-associate')
    return {
      es: 'la licencia de asociado de ventas',
      en: 'my sales associate license',
      pt: 'a licença de corretor associado',
    }[language];
  return { es: 'la licencia de psicólogo', en: 'my psychology license', pt: 'a licença de psicólogo' }[
    language
  ];
}

interface Facts {
  topic: string;
  items: string[];
  hours: number;
  hoursText: string;
  pre: boolean;
  licence: string;
  state: string;
  instructor: string | null;
  clients: string;
  /** The reviewer's line of work ("seguros", "real estate"). */
  field: string;
}

function factsFor(subject: ReviewSubject, language: ReviewLanguage): Facts {
  const textLanguage = language === 'en' ? 'en' : 'es';
  const topic =
    language === 'pt'
      ? topicOf(subject.titleEs, 'es')
      : topicOf(textLanguage === 'es' ? subject.titleEs : subject.titleEn, textLanguage);
  const items = language === 'pt' ? [topic] : itemsOf(subject, textLanguage);
  const mentalHealth = subject.industry !== 'insurance' && subject.industry !== 'real-estate';
  const clients = {
    es: mentalHealth ? 'pacientes' : 'clientes',
    en: 'clients',
    pt: mentalHealth ? 'pacientes' : 'clientes',
  }[language];
  return {
    topic,
    items: items.length > 0 ? items : [topic],
    hours: Number(subject.hours),
    hoursText: subject.hours.replace(/\.0$/, ''),
    pre: subject.type === 'pre_licensing',
    licence: licenceOf(subject, language),
    state: language === 'en' ? subject.stateEn : subject.stateEs,
    instructor: subject.instructor ? subject.instructor.split(/[\s,]+/)[0]! : null,
    clients,
    field: {
      es: { insurance: 'seguros', 'real-estate': 'bienes raíces' }[subject.industry] ?? 'salud mental',
      en: { insurance: 'insurance', 'real-estate': 'real estate' }[subject.industry] ?? 'mental health',
      pt: { insurance: 'seguros', 'real-estate': 'imóveis' }[subject.industry] ?? 'saúde mental',
    }[language],
  };
}

/** A template that speaks of one of the course's topics: none left in this review, no sentence. */
const ti =
  (template: (f: Facts, item: string, other: string, n: number) => string | null): Template =>
  (f, item, other, n) =>
    item === null ? null : template(f, item, other ?? item, n);

type Angle = 'verdict' | 'learned' | 'app' | 'instructor' | 'outcome' | 'context' | 'critique' | 'low';
/** A sentence from facts and one topic (null: it does not fit this course). */
type Template = (f: Facts, item: string | null, other: string | null, n: number) => string | null;

const ES: Record<Angle, Template[]> = {
  context: [
    (f, _i, _o, n) => `Trabajo en ${f.field} desde hace ${n} años y aun así aprendí cosas nuevas.`,
    (f, _i, _o, n) => (f.pre ? null : `Lo tomé con ${n} días de margen antes de mi fecha límite.`),
    (_f, _i, _o, n) => `Le dediqué unos ${n * 5} minutos al día y avancé sin estrés.`,
    (_f, _i, _o, n) => `Estudié de noche, después de acostar a los niños, unos ${n * 5} minutos cada vez.`,
    (f, _i, _o, n) => (f.pre ? `Estudié ${n} semanas antes de presentar el examen.` : null),
    (_f, _i, _o, n) => `Llevaba ${n} meses posponiéndolo y al final lo terminé sin problema.`,
    (f, _i, _o, n) => `Me lo recomendó una colega de ${f.state} que lo hizo hace ${n} meses.`,
  ],
  verdict: [
    () => 'Muy recomendado.',
    () => 'Vale cada dólar.',
    () => 'Justo lo que necesitaba.',
    () => 'Excelente curso de principio a fin.',
    () => 'Muy completo y bien organizado.',
    () => 'Se lo recomendé a dos compañeras de la oficina.',
    () => 'Uno de los mejores cursos que he tomado en línea.',
    () => 'Claro, práctico y sin rodeos.',
    ti((_f, item) => `Buen curso sobre ${item}.`),
    ti((_f, item) => `Si necesitas ${item}, este es el curso.`),
  ],
  learned: [
    ti((_f, item) => `Lo que más me sirvió fue la parte de ${item}.`),
    ti((_f, item) => `Por fin me quedó claro el tema de ${item}.`),
    ti((f, item) => `El módulo de ${item} trae ejemplos que ya estoy usando con mis ${f.clients}.`),
    ti((_f, item) => `Creía que sabía de ${item}, pero el curso me corrigió varias ideas.`),
    ti((_f, item) => `Los casos sobre ${item} se parecen mucho a lo que veo en el trabajo.`),
    ti((_f, item) => `Tomé notas de casi todo lo de ${item}.`),
    ti((_f, item) => `La explicación de ${item} vale el curso entero.`),
    ti((_f, item) => `Lo de ${item} va al grano, sin relleno.`),
    ti((f, item, other) =>
      other === item
        ? null
        : `Repasé ${item} y ${other} con calma y ahora se los explico mejor a mis ${f.clients}.`,
    ),
    ti((_f, item) => `Sobre ${item} había leído bastante, pero nunca tan bien ordenado.`),
    ti((_f, item) => `Aprendí cosas de ${item} que no vi en ningún otro curso.`),
    ti((_f, item) => `Después de la parte de ${item} cambié un par de cosas en mi forma de trabajar.`),
  ],
  app: [
    () => 'Estudié desde el celular en los ratos libres, una lección a la vez.',
    () => 'Las lecciones cortas de la app me cuadraron perfecto con el horario del trabajo.',
    (f) =>
      f.hours >= 3
        ? `La app guarda dónde te quedaste, así que las ${f.hoursText} horas se me hicieron llevaderas.`
        : null,
    () => 'Hice casi todo en el teléfono mientras esperaba a mis hijos a la salida de la escuela.',
    ti((_f, item) => `Los juegos de preguntas de la app hacen que lo de ${item} no se olvide tan fácil.`),
    () => 'Me gustó que la app me recordara seguir; si no, lo habría dejado a medias.',
    () => 'Avancé en el bus de camino al trabajo, sin necesidad de computadora.',
    ti((_f, item) => `En la app, el repaso de ${item} al final de cada lección ayuda mucho.`),
    (_f, _i, _o, n) => `Terminé las lecciones en ${n} días usando solo el celular.`,
    (f) =>
      f.hours <= 12
        ? `Lo terminé en ${Math.max(2, Math.ceil(f.hours / 1.5))} noches, un rato después de cenar.`
        : null,
    (f) =>
      f.hours > 12
        ? `Me tomó unas ${Math.ceil(f.hours / 8)} semanas a mi ritmo, casi todo desde el celular.`
        : null,
  ],
  instructor: [
    (f) => (f.instructor ? `${f.instructor} explica con calma y siempre con ejemplos reales.` : null),
    (f) => (f.instructor ? `Se nota que ${f.instructor} conoce el trabajo del día a día.` : null),
    (f) => (f.instructor ? `${f.instructor} va al punto y no te llena de teoría.` : null),
    ti((f, item) =>
      f.instructor ? `Lo que explica ${f.instructor} sobre ${item} es lo más claro que he visto.` : null,
    ),
    (f) => (f.instructor ? `${f.instructor} se adelanta a las dudas que uno tiene.` : null),
    (f) => (f.instructor ? `Me gustó el tono de ${f.instructor}: cercano, pero serio con lo legal.` : null),
  ],
  outcome: [
    (f) => (f.pre ? 'Aprobé el examen estatal al primer intento.' : null),
    (f) => (f.pre ? `Pasé el examen de ${f.licence} a la primera.` : null),
    (f) => (f.pre ? 'Los simulacros se parecen mucho al examen real.' : null),
    (f) => (f.pre ? `Llegué al examen de ${f.state} sin nervios gracias a las preguntas de práctica.` : null),
    (f) =>
      f.pre ? 'Hice los exámenes de práctica hasta pasar de 90 y el día del examen no hubo sorpresas.' : null,
    (f) =>
      !f.pre && f.hours >= 2
        ? `Me faltaban ${f.hoursText} horas para renovar ${f.licence} y aquí las completé en una semana.`
        : null,
    (f) =>
      !f.pre
        ? 'Lo hice unas semanas antes de mi fecha de renovación y el certificado salió al terminar.'
        : null,
    (f) => (!f.pre ? `Las horas cuentan para renovar ${f.licence}, que era justo lo que necesitaba.` : null),
    (f) => (!f.pre ? 'Descargué el certificado en cuanto terminé el examen final.' : null),
    (f) =>
      !f.pre ? `Ya es mi tercera renovación en ${f.state} con Quest y siempre sin complicaciones.` : null,
  ],
  critique: [
    ti((_f, item) => `Le sobra un poco de texto a la parte de ${item}.`),
    (f) => `Me habrían gustado más ejemplos de ${f.state}.`,
    () => 'El examen final tiene un par de preguntas confusas.',
    () => 'Algunas lecciones se hacen largas para leerlas en el celular.',
    () => 'El audio de un par de videos está bajo.',
    ti((_f, item) => `A lo de ${item} le faltan casos prácticos.`),
    ti((_f, item) => `Hay material de ${item} que se repite entre módulos.`),
  ],
  low: [
    ti((_f, item) => `Esperaba más práctica y menos teoría sobre ${item}.`),
    () => 'Me costó seguir el ritmo y no encontré a quién preguntarle mis dudas.',
    ti((f, item) => (f.hours >= 2 ? `Para ${f.hoursText} horas, lo de ${item} se queda corto.` : null)),
    () => 'No me convenció: mucha lectura y pocos ejemplos.',
    (_f, _i, _o, n) => `Tardé ${n} días en terminarlo y se me hizo pesado.`,
    (_f, _i, _o, n) => `Después de ${n} lecciones seguía esperando ejemplos más concretos.`,
    ti((_f, item) => `Para lo que cuesta, esperaba más de ${item}.`),
    ti((_f, item, _o, n) => `Escribí a soporte por una duda de ${item} y tardaron ${n} días en responder.`),
    (f, _i, _o, n) => `Llevo ${n} años en ${f.field} y no aprendí mucho nuevo.`,
    ti((_f, item) => `No era lo que buscaba sobre ${item}.`),
  ],
};

const EN: Record<Angle, Template[]> = {
  context: [
    (f, _i, _o, n) => `I have worked in ${f.field} for ${n} years and still picked up new things.`,
    (f, _i, _o, n) => (f.pre ? null : `Took it with ${n} days to spare before my deadline.`),
    (_f, _i, _o, n) => `I put in about ${n * 5} minutes a day and never felt rushed.`,
    (_f, _i, _o, n) => `I studied at night after the kids were in bed, ${n * 5} minutes at a time.`,
    (f, _i, _o, n) => (f.pre ? `I studied for ${n} weeks before sitting the exam.` : null),
    (_f, _i, _o, n) => `I had put this off for ${n} months and finally got it done.`,
    (f, _i, _o, n) => `A colleague in ${f.state} recommended it after taking it ${n} months ago.`,
  ],
  verdict: [
    () => 'Highly recommend.',
    () => 'Worth every dollar.',
    () => 'Exactly what I needed.',
    () => 'Great course from start to finish.',
    () => 'Thorough and well organized.',
    () => 'I already sent it to two coworkers.',
    () => 'One of the better online courses I have taken.',
    () => 'Clear, practical, no fluff.',
    ti((_f, item) => `Solid course on ${item}.`),
    ti((_f, item) => `If you need ${item}, this is the one.`),
  ],
  learned: [
    ti((_f, item) => `The part on ${item} was the most useful for me.`),
    ti((_f, item) => `I finally understand ${item}.`),
    ti((f, item) => `The ${item} module has examples I already use with my ${f.clients}.`),
    ti((_f, item) => `I thought I knew ${item}, but the course corrected a few of my assumptions.`),
    ti((_f, item) => `The ${item} scenarios look a lot like what I see at work.`),
    ti((_f, item) => `I took notes on almost everything about ${item}.`),
    ti((_f, item) => `The explanation of ${item} alone is worth the price.`),
    ti((_f, item) => `The ${item} lessons get straight to the point.`),
    ti((f, item, other) =>
      other === item
        ? null
        : `I reviewed ${item} and ${other} at my own pace and now explain them better to my ${f.clients}.`,
    ),
    ti((_f, item) => `I had read plenty about ${item}, but never this well organized.`),
    ti((_f, item) => `I learned things about ${item} that no other course covered.`),
    ti((_f, item) => `After the section on ${item} I changed a couple of things in how I work.`),
  ],
  app: [
    () => 'I studied on my phone in spare moments, one lesson at a time.',
    () => 'The short lessons in the app fit around my work schedule.',
    (f) =>
      f.hours >= 3
        ? `The app remembers where you stopped, so the ${f.hoursText} hours never felt like a slog.`
        : null,
    () => 'I did most of it on my phone while waiting in the school pickup line.',
    ti((_f, item) => `The quiz games in the app make the ${item} material stick.`),
    () => 'The app nudged me to keep going; otherwise I would have left it half done.',
    () => 'I made progress on the bus to work, no laptop needed.',
    ti((_f, item) => `The quick review of ${item} at the end of each lesson helps a lot.`),
    (_f, _i, _o, n) => `I got through the lessons in ${n} days using only my phone.`,
    (f) =>
      f.hours <= 12
        ? `I finished it over ${Math.max(2, Math.ceil(f.hours / 1.5))} evenings after dinner.`
        : null,
    (f) =>
      f.hours > 12
        ? `It took me about ${Math.ceil(f.hours / 8)} weeks at my own pace, mostly on my phone.`
        : null,
  ],
  instructor: [
    (f) => (f.instructor ? `${f.instructor} explains things calmly and always with real examples.` : null),
    (f) => (f.instructor ? `You can tell ${f.instructor} has done this work day to day.` : null),
    (f) => (f.instructor ? `${f.instructor} gets to the point instead of piling on theory.` : null),
    ti((f, item) => (f.instructor ? `${f.instructor}'s take on ${item} is the clearest I have seen.` : null)),
    (f) => (f.instructor ? `${f.instructor} answers the questions you have before you ask them.` : null),
    (f) =>
      f.instructor ? `I liked ${f.instructor}'s tone: friendly, but serious about the legal side.` : null,
  ],
  outcome: [
    (f) => (f.pre ? 'Passed the state exam on my first try.' : null),
    (f) => (f.pre ? `Passed the exam for ${f.licence} the first time.` : null),
    (f) => (f.pre ? 'The practice exams are very close to the real one.' : null),
    (f) => (f.pre ? `I walked into the ${f.state} exam calm thanks to the practice questions.` : null),
    (f) =>
      f.pre ? 'I took the practice tests until I scored over 90, and exam day held no surprises.' : null,
    (f) =>
      !f.pre && f.hours >= 2
        ? `I was ${f.hoursText} hours short for renewing ${f.licence} and finished them here in a week.`
        : null,
    (f) =>
      !f.pre
        ? 'Did it a few weeks before my renewal date and the certificate was ready when I finished.'
        : null,
    (f) => (!f.pre ? `The hours count toward ${f.licence} renewal, which is exactly what I needed.` : null),
    (f) => (!f.pre ? 'I downloaded my certificate right after the final exam.' : null),
    (f) =>
      !f.pre ? `This is my third ${f.state} renewal with Quest and it has always been painless.` : null,
  ],
  critique: [
    ti((_f, item) => `The ${item} part is a bit wordy.`),
    (f) => `I would have liked more ${f.state} examples.`,
    () => 'A couple of final exam questions are worded confusingly.',
    () => 'Some lessons run long for reading on a phone.',
    () => 'The audio on a couple of videos is quiet.',
    ti((_f, item) => `The ${item} section could use more case studies.`),
    ti((_f, item) => `Some of the ${item} material repeats across modules.`),
  ],
  low: [
    ti((_f, item) => `I expected more practice and less theory on ${item}.`),
    () => 'Hard to keep up, and I could not find anyone to ask my questions.',
    ti((f, item) => (f.hours >= 2 ? `For ${f.hoursText} hours, the ${item} coverage feels thin.` : null)),
    () => 'Not for me: lots of reading and few examples.',
    (_f, _i, _o, n) => `It took me ${n} days and felt like a slog.`,
    (_f, _i, _o, n) => `After ${n} lessons I was still waiting for concrete examples.`,
    ti((_f, item) => `For the price, I expected more on ${item}.`),
    ti((_f, item, _o, n) => `I asked support about ${item} and waited ${n} days for an answer.`),
    (f, _i, _o, n) => `I have been in ${f.field} for ${n} years and did not learn much new.`,
    ti((_f, item) => `Not what I was looking for on ${item}.`),
  ],
};

const PT: Record<Angle, Template[]> = {
  context: [
    (f, _i, _o, n) => `Trabalho com ${f.field} há ${n} anos e mesmo assim aprendi coisas novas.`,
    (_f, _i, _o, n) => `Estudei uns ${n * 5} minutos por dia, sem pressa.`,
    (_f, _i, _o, n) => `Fazia ${n} meses que eu adiava e finalmente terminei.`,
  ],
  verdict: [
    () => 'Recomendo muito.',
    () => 'Vale cada centavo.',
    () => 'Exatamente o que eu precisava.',
    () => 'Curso muito bem organizado.',
  ],
  learned: [
    () => 'Finalmente entendi a matéria, com exemplos do dia a dia.',
    () => 'Aprendi coisas que nenhum outro curso tinha explicado.',
    () => 'Os casos práticos são muito parecidos com o que vejo no trabalho.',
    (f) => `Agora explico tudo muito melhor aos meus ${f.clients}.`,
    () => 'Anotei quase tudo; o conteúdo é direto e bem explicado.',
    () => 'Os resumos no fim de cada módulo me ajudaram muito.',
    () => 'Achei o conteúdo atualizado e fácil de aplicar.',
  ],
  app: [
    () => 'Estudei pelo celular nos intervalos, uma lição de cada vez.',
    () => 'As lições curtas do app encaixaram na minha rotina.',
    () => 'Que bom poder estudar em português pelo telefone.',
  ],
  instructor: [
    (f) => (f.instructor ? `${f.instructor} explica com calma e com exemplos reais.` : null),
    (f) => (f.instructor ? `Dá para ver que ${f.instructor} conhece a prática de perto.` : null),
  ],
  outcome: [
    (f) => (f.pre ? 'Passei no exame estadual na primeira tentativa.' : null),
    (f) => (f.pre ? 'Os simulados são muito parecidos com a prova real.' : null),
    (f) => (!f.pre ? `As horas valem para renovar ${f.licence}, era o que eu precisava.` : null),
    (f) => (!f.pre ? 'Baixei o certificado assim que terminei a prova final.' : null),
  ],
  critique: [
    () => 'Algumas lições são longas para ler no celular.',
    (f) => `Gostaria de mais exemplos de ${f.state}.`,
    () => 'A prova final tem duas perguntas confusas.',
  ],
  low: [
    () => 'Esperava mais prática e menos teoria.',
    () => 'Muita leitura e poucos exemplos para mim.',
    (_f, _i, _o, n) => `Depois de ${n} lições eu ainda esperava exemplos mais concretos.`,
    (f, _i, _o, n) => `Trabalho com ${f.field} há ${n} anos e não aprendi muita coisa nova.`,
    (_f, _i, _o, n) => `Levei ${n} dias para terminar e achei cansativo.`,
  ],
};

const TEMPLATES: Record<ReviewLanguage, Record<Angle, Template[]>> = { es: ES, en: EN, pt: PT };

const FIRST_NAMES: Record<ReviewLanguage, string[]> = {
  es: [
    'María',
    'Carlos',
    'Luis',
    'Yolanda',
    'Daniela',
    'José',
    'Fernanda',
    'Camila',
    'Rosa',
    'Gabriela',
    'Valentina',
    'Ricardo',
    'Alejandro',
    'Lucía',
    'Marisol',
    'Jorge',
    'Adriana',
    'Héctor',
    'Patricia',
    'Raúl',
    'Beatriz',
    'Esteban',
    'Claudia',
    'Andrés',
    'Verónica',
    'Miguel',
    'Sofía',
    'Eduardo',
    'Liliana',
    'Ramón',
    'Natalia',
    'Óscar',
    'Maribel',
    'Francisco',
    'Graciela',
    'Sergio',
    'Isabel',
    'Armando',
    'Paola',
    'Rubén',
    'Teresa',
    'Javier',
    'Mónica',
    'Felipe',
    'Carmen',
    'Iván',
    'Elena',
    'Rodrigo',
    'Lorena',
    'Tomás',
    'Angélica',
    'Mauricio',
    'Diana',
    'Emilio',
    'Leticia',
    'Gustavo',
    'Silvia',
    'Alberto',
    'Yesenia',
    'Manuel',
    'Karina',
    'Fabián',
    'Nayeli',
    'Orlando',
    'Ximena',
    'Rafael',
    'Araceli',
    'Hugo',
    'Julieta',
  ],
  en: [
    'Ashley',
    'Jennifer',
    'Michael',
    'Kevin',
    'Brittany',
    'Andre',
    'Thomas',
    'Marcus',
    'Steven',
    'Nicole',
    'Rachel',
    'Brian',
    'Megan',
    'Jason',
    'Tiffany',
    'Derek',
    'Lauren',
    'Chris',
    'Amanda',
    'Tyler',
    'Heather',
    'Jamal',
    'Kimberly',
    'Ryan',
    'Danielle',
    'Eric',
    'Stephanie',
    'Greg',
    'Monique',
    'Paul',
    'Kristen',
    'Anthony',
    'Erin',
    'Jordan',
    'Vanessa',
    'Scott',
    'Alicia',
    'Darnell',
    'Hannah',
    'Matt',
    'Courtney',
    'Sean',
    'Latoya',
    'Kyle',
    'Melissa',
    'Patrick',
    'Brooke',
    'Trevor',
    'Dana',
    'Victor',
    'Allison',
    'Keith',
    'Shannon',
    'Omar',
    'Caitlin',
    'Wes',
    'Renee',
    'Carl',
    'Joy',
    'Nate',
  ],
  pt: [
    'João',
    'Ana Paula',
    'Thiago',
    'Larissa',
    'Rafael',
    'Camila',
    'Bruno',
    'Juliana',
    'Felipe',
    'Priscila',
  ],
};
const INITIALS = 'ABCDEFGHIJLMNOPRSTVZ';

/** A deterministic random source: [0, 1). */
export type Random = () => number;

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function reviewerFor(language: ReviewLanguage, random: Random, ledger: ReviewLedger, reuse: boolean): string {
  const firsts = FIRST_NAMES[language];
  for (let attempt = 0; attempt < (reuse ? 0 : 400); attempt++) {
    const first = firsts[Math.floor(random() * firsts.length)]!;
    const name = `${first} ${INITIALS[Math.floor(random() * INITIALS.length)]}.`;
    if (!ledger.names.has(name)) {
      ledger.names.add(name);
      return name;
    }
  }
  // Only reached by many copies of the catalogue (bench seeds): a repeat there is harmless.
  return `${firsts[Math.floor(random() * firsts.length)]} ${INITIALS[Math.floor(random() * INITIALS.length)]}.`;
}

/** One unused sentence from an angle, or undefined when every one was used (or fits not this course). */
function sentence(
  angle: Angle,
  language: ReviewLanguage,
  facts: Facts,
  random: Random,
  ledger: ReviewLedger,
  reuse: boolean,
  /** Topics this review already spoke of: each is named once per review. */
  spoken: Set<string>,
): string | undefined {
  const fresh = shuffled(
    facts.items.filter((item) => !spoken.has(item)),
    random,
  );
  const items: (string | null)[] = fresh.length > 0 ? fresh : [null];
  for (const template of shuffled(TEMPLATES[language][angle], random)) {
    for (const [index, item] of items.entries()) {
      const other = fresh.length > 1 ? fresh[(index + 1) % fresh.length]! : null;
      const raw = template(facts, item, other, 2 + Math.floor(random() * 18));
      // "de el modelo" → "del modelo", "a el" → "al" (a topic that starts with an article).
      const text =
        raw && language === 'es'
          ? raw.replace(/\b([Dd]e|[Aa]) el /g, (_m, word: string) => `${word}l `)
          : raw;
      if (text && (reuse || !ledger.sentences.has(text))) {
        ledger.sentences.add(text);
        for (const topic of facts.items) if (text.includes(topic)) spoken.add(topic);
        return text;
      }
    }
  }
  return undefined;
}

/** The angles of a review of this rating, in order, of a varied length. */
function anglesFor(rating: number, random: Random): Angle[] {
  const positive = shuffled<Angle>(['learned', 'app', 'instructor', 'outcome', 'context'], random);
  if (rating <= 2) return random() < 0.5 ? ['low'] : ['low', 'critique'];
  if (rating === 3) return [positive[0]!, 'critique'];
  const length = random() < 0.25 ? 1 : random() < 0.7 ? 2 : 3;
  const angles = positive.slice(0, length);
  if (rating === 4 && random() < 0.6) angles.push('critique');
  if (rating === 5 && random() < 0.3) angles.unshift('verdict');
  return angles;
}

function reviewLanguage(course: ReviewLanguage, random: Random): ReviewLanguage {
  const r = random();
  if (course === 'pt') return r < 0.6 ? 'pt' : 'en';
  // Quest's learners are mostly Spanish speakers, many of them taking courses taught in English.
  if (course === 'es') return r < 0.85 ? 'es' : 'en';
  return r < 0.5 ? 'es' : 'en';
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * `count` reviews of one course. `launchedAt` is when the course went on sale: reviews fall between two weeks
 * after it (and at most 15 months back) and yesterday. `reuse` lifts the no-repeat rule (bench copies of the
 * catalogue); `rating` gives each review its stars.
 */
export function demoReviewsFor(
  subject: ReviewSubject,
  {
    count,
    rating,
    random,
    ledger,
    launchedAt,
    now,
    reuse = false,
  }: {
    count: number;
    rating: () => number;
    random: Random;
    ledger: ReviewLedger;
    launchedAt: Date;
    now: Date;
    reuse?: boolean;
  },
): DemoReview[] {
  const from = Math.max(launchedAt.getTime() + 14 * DAY, now.getTime() - 450 * DAY);
  const to = now.getTime() - DAY;
  const out: DemoReview[] = [];
  for (let i = 0; i < count; i++) {
    const stars = rating();
    const language = reviewLanguage(subject.language, random);
    const facts = factsFor(subject, language);
    const sentences: string[] = [];
    const spoken = new Set<string>();
    for (const angle of anglesFor(stars, random)) {
      const text = sentence(angle, language, facts, random, ledger, reuse, spoken);
      if (text) sentences.push(text);
    }
    if (sentences.length === 0) {
      // Every sentence of those angles was used: the review's other angles, then (bench copies only) a repeat.
      const others: Angle[] = stars >= 4 ? ['learned', 'context', 'app'] : ['critique', 'low'];
      let fallback: string | undefined;
      for (const angle of others)
        fallback ??= sentence(angle, language, facts, random, ledger, reuse, spoken);
      fallback ??= sentence(others[0]!, language, facts, random, ledger, true, spoken);
      if (fallback) sentences.push(fallback);
    }
    out.push({
      rating: stars,
      text: sentences.join(' '),
      authorName: reviewerFor(language, random, ledger, reuse),
      language,
      createdAt: new Date(from + Math.floor(random() * Math.max(DAY, to - from))),
    });
  }
  return out;
}

/**
 * The demo's one verified review: María's (seed/learning.ts), of the course her issued certificate is for, linked
 * to that certificate and its enrolment as a review written on the site is. Idempotent.
 */
export async function seedVerifiedDemoReview(db: Db, now: Date): Promise<number> {
  const demo = DEMO_CERTIFICATES.find((certificate) => certificate.status === 'issued');
  if (!demo) return 0;
  const [row] = await db
    .select({
      certificateId: schema.certificates.id,
      enrolmentId: schema.certificates.enrolmentId,
      courseId: schema.certificates.courseId,
      completedAt: schema.certificates.completedAt,
      titleEs: schema.courses.titleEs,
    })
    .from(schema.certificates)
    .innerJoin(schema.courses, eq(schema.courses.id, schema.certificates.courseId))
    .where(and(eq(schema.certificates.id, demo.certificateId), eq(schema.certificates.status, 'issued')))
    .limit(1);
  if (!row) return 0;
  const topic = topicOf(row.titleEs, 'es');
  const written = Math.min(row.completedAt.getTime() + 3 * DAY, now.getTime() - DAY);
  const inserted = await db
    .insert(schema.reviews)
    .values({
      courseId: row.courseId,
      rating: 5,
      text: `Lo tomé para renovar a tiempo y me sirvió más de lo que esperaba. Todo lo de ${topic} viene con casos reales de agentes, y mi certificado estuvo listo en cuanto terminé.`,
      authorName: 'María L.',
      language: 'es',
      learnerId: demo.learner.id,
      enrolmentId: row.enrolmentId,
      certificateId: row.certificateId,
      createdAt: new Date(written),
    })
    .onConflictDoNothing()
    .returning({ id: schema.reviews.id });
  return inserted.length;
}
