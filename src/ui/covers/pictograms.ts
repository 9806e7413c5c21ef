// The subject pictograms of the generated course covers (cover.ts): line drawings on a 24-unit grid, stroked by
// the group that holds them (round caps and joins, no fill), so one drawing reads at 40 px on a phone's card and at
// 300 px in a social image. Each names a subject a licensed professional studies; `pictogramFor` picks one from a
// course's title and licence.

export const PICTOGRAMS = {
  scales:
    '<path d="M12 4v16M8 20h8M4.5 7h15"/><path d="M3 14l3-7 3 7"/><path d="M3 14a3 3 0 0 0 6 0"/><path d="M15 14l3-7 3 7"/><path d="M15 14a3 3 0 0 0 6 0"/>',
  gavel:
    '<path d="M13.5 3.5l7 7M10 7l7 7M11.8 5.2l5 5-3.6 3.6-5-5z"/><path d="M10.5 11.5 4 18a1.4 1.4 0 0 0 2 2l6.5-6.5"/><path d="M13 21h8"/>',
  book: '<path d="M2.5 5H8a4 4 0 0 1 4 4v11a3 3 0 0 0-3-3H2.5z"/><path d="M21.5 5H16a4 4 0 0 0-4 4v11a3 3 0 0 1 3-3h6.5z"/>',
  shield: '<path d="M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6z"/><path d="M9 12l2 2 4-4"/>',
  umbrella: '<path d="M3 12a9 9 0 0 1 18 0z"/><path d="M12 12v6a2 2 0 0 0 4 0"/><path d="M12 2.5V3"/>',
  coins:
    '<ellipse cx="12" cy="5.5" rx="7" ry="2.5"/><path d="M5 5.5v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-4"/><path d="M5 9.5v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-4"/><path d="M5 13.5v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-4"/>',
  chart: '<path d="M3 3v18h18"/><path d="M7 15l4-4 3 3 5-6"/><path d="M15 8h4v4"/>',
  heartPulse:
    '<path d="M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 6.8a4.5 4.5 0 0 1 8 2.7C20 15.4 12 20 12 20z"/><path d="M4.5 12h4l1.5-2.5 2.5 5 1.5-2.5h5.5"/>',
  stethoscope:
    '<path d="M5 3H4v5a4.5 4.5 0 0 0 9 0V3h-1"/><path d="M8.5 12.5V15a5 5 0 0 0 10 0v-2.5"/><circle cx="18.5" cy="10.5" r="2"/>',
  hourglass:
    '<path d="M6 3h12M6 21h12"/><path d="M7.5 3c0 5 4.5 6 4.5 9s-4.5 4-4.5 9"/><path d="M16.5 3c0 5-4.5 6-4.5 9s4.5 4 4.5 9"/><path d="M10 18.5h4"/>',
  document:
    '<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"/><path d="M14 3v5h5"/><path d="M9 13h6M9 17h4"/>',
  people:
    '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0"/><circle cx="17" cy="9" r="2.5"/><path d="M16.5 14a5 5 0 0 1 5 5"/>',
  waves:
    '<path d="M7 10V6.5L12 3l5 3.5V10"/><path d="M2 14c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2"/><path d="M2 19c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2"/>',
  wind: '<path d="M3 8h10a3 3 0 1 0-3-3"/><path d="M3 12h15a3 3 0 1 1-3 3"/><path d="M3 16h6"/>',
  car: '<path d="M4 16v-4l2-5h12l2 5v4"/><path d="M4 12h16"/><circle cx="8" cy="16" r="2"/><circle cx="16" cy="16" r="2"/><path d="M10 16h4"/>',
  hardhat: '<path d="M2 18h20"/><path d="M4 18v-2a8 8 0 0 1 16 0v2"/><path d="M10 8.3V14M14 8.3V14"/>',
  building:
    '<path d="M4 21V5l8-2v18"/><path d="M12 8h8v13"/><path d="M2 21h20"/><path d="M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2"/>',
  magnifier:
    '<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5 21 21"/><path d="M10.5 7.5V11M10.5 13.6v.01"/>',
  house: '<path d="M3 11l9-7 9 7"/><path d="M5 10v10h14V10"/><path d="M10 20v-6h4v6"/>',
  key: '<circle cx="8" cy="15" r="4.5"/><path d="M11.2 11.8 20 3"/><path d="M17 6l3 3M14.5 8.5l2 2"/>',
  briefcase:
    '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2"/><path d="M3 13h18"/><path d="M11 12v2.5h2V12"/>',
  percent: '<path d="M19 5 5 19"/><circle cx="6.5" cy="6.5" r="2.5"/><circle cx="17.5" cy="17.5" r="2.5"/>',
  brain:
    '<path d="M11 4.8A3 3 0 0 0 6 6a3 3 0 0 0-2.2 4.6A3.2 3.2 0 0 0 5 16.5a3 3 0 0 0 6 2z"/><path d="M13 4.8A3 3 0 0 1 18 6a3 3 0 0 1 2.2 4.6 3.2 3.2 0 0 1-1.2 5.9 3 3 0 0 1-6 2z"/><path d="M11 4.8v13.7M13 4.8v13.7"/><path d="M7.5 10.5H11M13 13.5h3.5"/>',
  chat: '<path d="M3 6a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H9l-4 3v-3a2 2 0 0 1-2-2z"/><path d="M18.5 8.5a2 2 0 0 1 2.5 2v5a2 2 0 0 1-2 2v3l-4-3h-3.5a2 2 0 0 1-2-1.5"/>',
  screen:
    '<rect x="2" y="4" width="20" height="13" rx="2"/><path d="M8 21h8M12 17v4"/><path d="M12 7.5v6M9 10.5h6"/>',
  pill: '<path d="M10.5 20.5a4.95 4.95 0 0 1-7-7l7-7a4.95 4.95 0 0 1 7 7z"/><path d="M7 10l7 7"/><path d="M19.5 3.5 21 2M18 2l.01.01"/>',
  homeHeart:
    '<path d="M3 11l9-7 9 7"/><path d="M5 10v10h14V10"/><path d="M12 17.5s-3.5-2-3.5-4.3a1.8 1.8 0 0 1 3.5-.6 1.8 1.8 0 0 1 3.5.6c0 2.3-3.5 4.3-3.5 4.3z"/>',
  lifebuoy:
    '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="4"/><path d="M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6"/>',
  heartHands:
    '<path d="M12 12.5s-4.5-2.6-4.5-5.7A2.3 2.3 0 0 1 12 5.4a2.3 2.3 0 0 1 4.5 1.4c0 3.1-4.5 5.7-4.5 5.7z"/><path d="M2 15h3.5l3.5 2.5h5a1.8 1.8 0 0 0 0-3.5h-3.5"/><path d="M14.5 17l4.8-2.6a1.8 1.8 0 0 1 1.9 3L15 21H8.5L5.5 19H2"/>',
  sprout:
    '<path d="M12 21v-9"/><path d="M12 12C12 8 9 5 4 5c0 4 3 7 8 7z"/><path d="M12 14c0-3 2.5-6 7-6 0 3.5-2.5 6-7 6z"/><path d="M7 21h10"/>',
  eye: '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>',
  globe:
    '<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z"/>',
  clipboard:
    '<rect x="5" y="4" width="14" height="17" rx="2"/><path d="M9 2.5h6v3H9z"/><path d="M9 13l2 2 4-4"/>',
  flower:
    '<path d="M12 21v-8"/><path d="M12 13c-3 0-5-2-5-5V4l2.5 2L12 3l2.5 3L17 4v4c0 3-2 5-5 5z"/><path d="M12 18.5c-1.8-1.8-4.3-2-6-1M12 18.5c1.8-1.8 4.3-2 6-1"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2.5v2M12 19.5v2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M2.5 12h2M19.5 12h2M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4"/>',
  cap: '<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5"/><path d="M22 9v6"/>',
} as const;

export type Pictogram = keyof typeof PICTOGRAMS;

/** Subject words (English and Spanish, lower case, accents removed) → pictogram; the first rule that matches wins. */
const SUBJECT_RULES: ReadonlyArray<readonly [RegExp, Pictogram]> = [
  [/fraud/, 'magnifier'],
  [/flood|nfip|inundac/, 'waves'],
  [/hurricane|huracan/, 'wind'],
  [/\bauto\b|automovil|vehic/, 'car'],
  [/workers'? comp|compensacion (laboral|de trabajadores)/, 'hardhat'],
  [/condo|\bhoa\b/, 'building'],
  [/commercial|comercial/, 'building'],
  [/property management|leasing|arrendamiento|administracion de propiedades/, 'key'],
  [/office management|administracion de oficina|gestion de oficina/, 'briefcase'],
  [/mortgage|hipotec/, 'percent'],
  [/securities|valores/, 'chart'],
  [/annuit|anualidad/, 'coins'],
  [/long-term care|largo plazo/, 'hourglass'],
  [/medicare/, 'stethoscope'],
  [/affordable care|\baca\b|asequible/, 'heartPulse'],
  [/estate planning|planificacion patrimonial|sucesor/, 'document'],
  [/group health|small business|salud grupal|pequenas empresas/, 'people'],
  [/telehealth|telesalud/, 'screen'],
  [/suicid/, 'lifebuoy'],
  [/trauma/, 'heartHands'],
  [/motivational|motivacional/, 'chat'],
  [/trafficking|trata de personas/, 'eye'],
  [/cognitive|cognitivo|anxiety|ansiedad/, 'brain'],
  [/hispanic|hispan|cultur/, 'globe'],
  [/substance|sustancias|addiction|adiccion/, 'sprout'],
  [/supervisor/, 'clipboard'],
  [/grief|duelo/, 'flower'],
  [/positive psychology|psicologia positiva/, 'sun'],
  [/medical errors|errores medicos/, 'pill'],
  [/domestic violence|violencia domestica/, 'homeHeart'],
  [/ethic|etica|boundar|limites/, 'scales'],
  [/core law|ley basica|nucleo legal/, 'gavel'],
  [/laws and rules|leyes y reglas|\blaw\b|\bley\b/, 'book'],
  [/career path|carrera/, 'briefcase'],
  [/homeowner|vivienda/, 'house'],
];

/** What a licence is about when its title names nothing more precise (a pre-licensing course, a renewal bundle). */
const SPECIALTY_PICTOGRAMS: Record<string, Pictogram> = {
  '2-14': 'umbrella',
  '2-15': 'shield',
  '2-20': 'building',
  '2-40': 'heartPulse',
  'sales-associate': 'house',
  broker: 'key',
  lcsw: 'people',
  lmft: 'people',
  lmhc: 'chat',
  psychology: 'brain',
};
const INDUSTRY_PICTOGRAMS: Record<string, Pictogram> = {
  insurance: 'shield',
  'real-estate': 'house',
  'mental-health': 'heartPulse',
};

/** Lower case without accents, so 'Ética' and 'etica' match one rule. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The pictogram for a course's subject (its titles), else its licence's, else its industry's, else a book. */
export function pictogramFor(subject: string, specialty: string, industry: string): Pictogram {
  const text = foldText(subject);
  // A pre-licensing course teaches the whole licence: its licence's pictogram, not one topic of its title.
  if (/pre-?licen/.test(text) && SPECIALTY_PICTOGRAMS[specialty]) return SPECIALTY_PICTOGRAMS[specialty];
  for (const [pattern, pictogram] of SUBJECT_RULES) if (pattern.test(text)) return pictogram;
  return SPECIALTY_PICTOGRAMS[specialty] ?? INDUSTRY_PICTOGRAMS[industry] ?? 'book';
}
