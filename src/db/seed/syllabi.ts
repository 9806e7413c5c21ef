// Per-course syllabi (issue 30, Content): each course's modules, written from its own subject, with a one-line
// outcome per module in both languages. A course and its translations (keys ending -en, -es, -pt) teach the same
// syllabus; a key listed here on its own (e.g. 'fl-lmhc-ethics-boundaries-es', a different course) wins over its
// stem. Acronyms and proper nouns are written as they are spelled (NAIC, DFS, HIPAA, Medicare, Florida…): nothing
// here is lower-cased by code. Minutes come from each module's weight and add up to the course's credit hours
// (60 minutes an hour, as the rest of the seed counts them): syllabusMinutes.

export interface SyllabusModule {
  titleEs: string;
  titleEn: string;
  outcomeEs: string;
  outcomeEn: string;
  /** Share of the course's time (default 1). */
  weight: number;
}

type Row = [titleEs: string, titleEn: string, outcomeEs: string, outcomeEn: string, weight?: number];

const rows = (list: Row[]): SyllabusModule[] =>
  list.map(([titleEs, titleEn, outcomeEs, outcomeEn, weight = 1]) => ({
    titleEs,
    titleEn,
    outcomeEs,
    outcomeEn,
    weight,
  }));

// ---------------------------------------------------------------------------------------------------------------
// Florida insurance pre-licensing (DFS)

const insuranceBasics: Row = [
  'Fundamentos del seguro y del riesgo',
  'Insurance and risk fundamentals',
  'Explicar el riesgo, el interés asegurable y cómo nace un contrato de seguro.',
  'Explain risk, insurable interest and how an insurance contract is formed.',
];
const insuranceCode = (licence: string): Row => [
  `Código de Seguros de Florida y deberes del agente ${licence}`,
  `Florida Insurance Code and the ${licence} agent's duties`,
  'Conocer las reglas de licencia, nombramiento y conducta que el DFS hace cumplir.',
  'Know the licensing, appointment and conduct rules the DFS enforces.',
  1.5,
];
const stateExam = (licence: string): Row => [
  `Repaso y examen de práctica ${licence}`,
  `${licence} review and practice exam`,
  'Presentarte al examen estatal sabiendo qué temas dominas y cuáles repasar.',
  'Sit the state exam knowing which topics you master and which to review.',
];

// ---------------------------------------------------------------------------------------------------------------
// Chapter 491 required subjects, one syllabus per licence (the profession's own cases and rules).

type Profession = 'lcsw' | 'lmft' | 'lmhc';
const PROFESSION: Record<Profession, { es: string; en: string; caseEs: string; caseEn: string }> = {
  lcsw: {
    es: 'trabajo social clínico',
    en: 'clinical social work',
    caseEs: 'casos de trabajo social en hospitales y agencias',
    caseEn: 'social work cases from hospitals and agencies',
  },
  lmft: {
    es: 'terapia matrimonial y familiar',
    en: 'marriage and family therapy',
    caseEs: 'casos de parejas y familias',
    caseEn: 'couple and family cases',
  },
  lmhc: {
    es: 'consejería de salud mental',
    en: 'mental health counseling',
    caseEs: 'casos de consejería individual y grupal',
    caseEn: 'individual and group counseling cases',
  },
};

const lawsAndRules = (p: Profession): SyllabusModule[] => {
  const x = PROFESSION[p];
  return rows([
    [
      `El capítulo 491 y la licencia de ${x.es}`,
      `Chapter 491 and the ${x.en} license`,
      `Ubicar los requisitos de licencia y el alcance de la práctica de ${x.es} en los Estatutos de Florida.`,
      `Find the licensing requirements and scope of practice for ${x.en} in the Florida Statutes.`,
    ],
    [
      'Capítulo 456: deberes de todo profesional de la salud',
      'Chapter 456: duties of every health care practitioner',
      'Aplicar las reglas comunes del Departamento de Salud: renovación, informes y sanciones.',
      'Apply the Department of Health rules shared by all practitioners: renewal, reporting and sanctions.',
    ],
    [
      'Reglas 64B4 del Código Administrativo de Florida',
      'Florida Administrative Code rules 64B4',
      'Cumplir las reglas de la junta sobre registros, supervisión y educación continua.',
      "Follow the board's rules on records, supervision and continuing education.",
    ],
    [
      `Quejas, disciplina y ${x.caseEs}`,
      `Complaints, discipline and ${x.caseEn}`,
      'Reconocer las conductas que más sanciones generan y cómo responder a una queja.',
      'Recognise the conduct most often disciplined and how to answer a complaint.',
    ],
  ]);
};

const ethicsBoundaries = (p: Profession): SyllabusModule[] => {
  const x = PROFESSION[p];
  const code =
    p === 'lcsw'
      ? ['el Código de Ética de la NASW', 'the NASW Code of Ethics']
      : p === 'lmft'
        ? ['el Código de Ética de la AAMFT', 'the AAMFT Code of Ethics']
        : ['el Código de Ética de la ACA', 'the ACA Code of Ethics'];
  return rows([
    [
      `Principios éticos de ${x.es} y ${code[0]}`,
      `Ethical principles of ${x.en} and ${code[1]}`,
      'Fundamentar una decisión clínica en los principios y normas del código profesional.',
      "Ground a clinical decision in the profession's code, principle by principle.",
    ],
    [
      'Límites, relaciones duales y redes sociales',
      'Boundaries, dual relationships and social media',
      'Distinguir un cruce de límites aceptable de una violación que daña al cliente.',
      'Tell an acceptable boundary crossing from a violation that harms the client.',
    ],
    [
      'Consentimiento informado y confidencialidad',
      'Informed consent and confidentiality',
      'Redactar un consentimiento claro y conocer las excepciones legales a la confidencialidad en Florida.',
      'Write a clear consent and know the legal exceptions to confidentiality in Florida.',
    ],
    [
      `Toma de decisiones éticas: ${x.caseEs}`,
      `Ethical decision-making: ${x.caseEn}`,
      'Resolver un dilema ético paso a paso y documentar el razonamiento.',
      'Work through an ethical dilemma step by step and document the reasoning.',
    ],
  ]);
};

const medicalErrors = (p: Profession): SyllabusModule[] => {
  const x = PROFESSION[p];
  return rows([
    [
      `Errores frecuentes en ${x.es}`,
      `Common errors in ${x.en}`,
      'Identificar los errores de diagnóstico, documentación y comunicación más comunes en la práctica.',
      'Identify the diagnostic, documentation and communication errors most common in practice.',
    ],
    [
      'Análisis de causa raíz',
      'Root-cause analysis',
      'Reconstruir un incidente y encontrar las causas del sistema, no solo las personales.',
      'Reconstruct an incident and find its system causes, not only the personal ones.',
    ],
    [
      'Seguridad del paciente y notificación en Florida',
      'Patient safety and reporting in Florida',
      'Aplicar las medidas de prevención y las obligaciones de notificación de la ley de Florida.',
      'Apply prevention measures and the reporting duties Florida law sets.',
    ],
  ]);
};

const domesticViolence = (p: Profession): SyllabusModule[] => {
  const x = PROFESSION[p];
  return rows([
    [
      'Dinámica y señales de la violencia doméstica',
      'Dynamics and signs of domestic violence',
      'Reconocer el ciclo del abuso y sus señales físicas, emocionales y económicas.',
      'Recognise the cycle of abuse and its physical, emotional and financial signs.',
    ],
    [
      `Detección y evaluación de riesgo en ${x.es}`,
      `Screening and risk assessment in ${x.en}`,
      'Preguntar de forma segura y estimar el riesgo de letalidad con herramientas validadas.',
      'Ask safely and estimate lethality risk with validated tools.',
    ],
    [
      'Planes de seguridad y recursos en Florida',
      'Safety planning and Florida resources',
      'Elaborar un plan de seguridad y derivar a refugios, líneas de ayuda y órdenes de protección.',
      'Build a safety plan and refer to shelters, hotlines and protective injunctions.',
    ],
  ]);
};

const internLawsAndRules = (p: Profession): SyllabusModule[] => {
  const x = PROFESSION[p];
  return rows([
    [
      `Del registro como interno a la licencia de ${x.es}`,
      `From registered intern to ${x.en} license`,
      'Planificar las horas de práctica supervisada, el examen y la solicitud de licencia.',
      'Plan the supervised practice hours, the exam and the license application.',
    ],
    [
      'El capítulo 491 de los Estatutos de Florida',
      'Chapter 491, Florida Statutes',
      'Aplicar las definiciones, requisitos y prohibiciones del capítulo a tu práctica diaria.',
      'Apply the chapter’s definitions, requirements and prohibitions to daily practice.',
      2,
    ],
    [
      'El capítulo 456 y el Departamento de Salud',
      'Chapter 456 and the Department of Health',
      'Conocer los deberes de todo profesional de la salud: informes, cambios de dirección y disciplina.',
      'Know the duties of every health care practitioner: reports, address changes and discipline.',
      1.5,
    ],
    [
      'Reglas 64B4: supervisión, registros y publicidad',
      'Rules 64B4: supervision, records and advertising',
      'Cumplir con la supervisión calificada, el manejo de expedientes y la publicidad permitida.',
      'Meet the rules on qualified supervision, record keeping and permitted advertising.',
      1.5,
    ],
    [
      'Leyes relacionadas: Baker Act, abuso de menores y ancianos',
      'Related laws: Baker Act, child and elder abuse',
      'Saber cuándo procede una evaluación involuntaria y cuándo debes denunciar un abuso.',
      'Know when an involuntary examination applies and when you must report abuse.',
      1.5,
    ],
    [
      `Casos de ${x.es} ante la junta`,
      `${x.en[0]!.toUpperCase()}${x.en.slice(1)} cases before the board`,
      'Analizar decisiones disciplinarias reales y evitar los errores que las provocaron.',
      'Analyse real disciplinary decisions and avoid the mistakes behind them.',
    ],
  ]);
};

// ---------------------------------------------------------------------------------------------------------------
// The syllabi, by course key or by the key without its language suffix.

export const SYLLABI: Readonly<Record<string, SyllabusModule[]>> = {
  // Insurance pre-licensing.
  'fl-2-15-pre-licensing': rows([
    insuranceBasics,
    insuranceCode('2-15'),
    [
      'Seguro de vida: pólizas, cláusulas y opciones',
      'Life insurance: policies, provisions and options',
      'Comparar vida temporal, entera y universal y explicar sus cláusulas y beneficios adicionales.',
      'Compare term, whole and universal life and explain their provisions and riders.',
      2,
    ],
    [
      'Anualidades fijas, indexadas y variables',
      'Fixed, indexed and variable annuities',
      'Explicar cómo crece y se paga cada anualidad y cuándo conviene al cliente.',
      'Explain how each annuity grows and pays out and when it suits the client.',
      1.5,
    ],
    [
      'Seguro de salud, Medicare y cuidado a largo plazo',
      'Health insurance, Medicare and long-term care',
      'Distinguir los planes médicos, de ingresos por incapacidad, Medicare y cuidado a largo plazo.',
      'Tell apart medical, disability income, Medicare and long-term care plans.',
      2,
    ],
    stateExam('2-15'),
  ]),
  'fl-2-14-pre-licensing': rows([
    insuranceBasics,
    insuranceCode('2-14'),
    [
      'Tipos de pólizas de vida',
      'Types of life insurance policies',
      'Elegir entre vida temporal, entera, universal y variable según la necesidad del cliente.',
      "Choose between term, whole, universal and variable life for the client's need.",
      2,
    ],
    [
      'Cláusulas, beneficios adicionales y opciones de pago',
      'Provisions, riders and settlement options',
      'Explicar beneficiarios, periodo de gracia, rehabilitación y opciones de liquidación.',
      'Explain beneficiaries, grace period, reinstatement and settlement options.',
      1.5,
    ],
    [
      'Anualidades y productos variables',
      'Annuities and variable products',
      'Describir anualidades fijas y variables y las reglas de valores que se les aplican.',
      'Describe fixed and variable annuities and the securities rules that apply to them.',
      1.5,
    ],
    stateExam('2-14'),
  ]),
  'fl-2-40-pre-licensing': rows([
    insuranceBasics,
    insuranceCode('2-40'),
    [
      'Gastos médicos mayores e ingresos por incapacidad',
      'Major medical and disability income',
      'Explicar deducibles, coaseguro, máximos de bolsillo y los beneficios por incapacidad.',
      'Explain deductibles, coinsurance, out-of-pocket maximums and disability benefits.',
      2,
    ],
    [
      'Salud grupal, HIPAA, COBRA y la Ley de Cuidado de Salud Asequible',
      'Group health, HIPAA, COBRA and the Affordable Care Act',
      'Aplicar las reglas de elegibilidad, continuación de cobertura y beneficios esenciales.',
      'Apply the rules on eligibility, continuation of coverage and essential benefits.',
      1.5,
    ],
    [
      'Medicare, Medicaid y cuidado a largo plazo',
      'Medicare, Medicaid and long-term care',
      'Orientar a un cliente mayor entre Medicare, planes suplementarios y cuidado a largo plazo.',
      'Guide an older client through Medicare, supplement plans and long-term care.',
      1.5,
    ],
    stateExam('2-40'),
  ]),
  'fl-2-20-pre-licensing': rows([
    [
      'Principios del seguro y derecho de contratos',
      'Insurance principles and contract law',
      'Explicar riesgo, indemnización y los elementos de un contrato de seguro de daños.',
      'Explain risk, indemnity and the elements of a property and casualty contract.',
    ],
    [
      'Código de Seguros de Florida para agentes de líneas generales',
      'Florida Insurance Code for general lines agents',
      'Cumplir las reglas del DFS sobre licencias, agencias, primas y conducta del agente 2-20.',
      "Follow the DFS rules on licenses, agencies, premiums and the 2-20 agent's conduct.",
      1.5,
    ],
    [
      'Seguro de vivienda y de propiedad residencial',
      'Homeowners and dwelling insurance',
      'Leer una póliza HO-3 y explicar coberturas, exclusiones y deducibles por huracán.',
      'Read an HO-3 policy and explain coverages, exclusions and hurricane deductibles.',
      1.5,
    ],
    [
      'Seguro de auto en Florida: PIP y responsabilidad civil',
      'Florida auto insurance: PIP and liability',
      'Explicar la protección contra lesiones personales (PIP), la responsabilidad y las coberturas opcionales.',
      'Explain personal injury protection (PIP), liability and optional coverages.',
      1.5,
    ],
    [
      'Propiedad comercial, responsabilidad general y compensación laboral',
      "Commercial property, general liability and workers' compensation",
      'Armar el programa de seguros de un pequeño negocio con las pólizas adecuadas.',
      "Build a small business's insurance program from the right policies.",
      2,
    ],
    [
      'Inundación, líneas excedentes y Citizens',
      'Flood, surplus lines and Citizens',
      'Saber cuándo acudir al NFIP, al mercado de líneas excedentes o a Citizens Property Insurance.',
      'Know when to turn to the NFIP, the surplus lines market or Citizens Property Insurance.',
    ],
    stateExam('2-20'),
  ]),

  // Insurance law & ethics updates (4 h), one per licence.
  'fl-2-15-law-ethics-update': rows([
    [
      'Cambios recientes del Código de Seguros para agentes 2-15',
      'Recent Insurance Code changes for 2-15 agents',
      'Aplicar los cambios de ley y reglas del DFS que afectan las ventas de vida, salud y anualidades.',
      'Apply the law and DFS rule changes that affect life, health and annuity sales.',
    ],
    [
      'Deberes fiduciarios con primas y fondos del cliente',
      "Fiduciary duties with premiums and clients' funds",
      'Manejar primas y devoluciones sin incurrir en apropiación indebida.',
      'Handle premiums and refunds without misappropriation.',
    ],
    [
      'Reemplazos y el mejor interés del consumidor',
      "Replacements and the consumer's best interest",
      'Documentar un reemplazo de vida o anualidad que cumpla el estándar de mejor interés.',
      'Document a life or annuity replacement that meets the best-interest standard.',
    ],
    [
      'Casos de disciplina del DFS en vida y salud',
      'DFS disciplinary cases in life and health',
      'Reconocer las faltas que más sanciones generan y cómo evitarlas.',
      'Recognise the violations most often sanctioned and how to avoid them.',
    ],
  ]),
  'fl-2-14-law-ethics-update': rows([
    [
      'Cambios recientes del Código de Seguros para agentes 2-14',
      'Recent Insurance Code changes for 2-14 agents',
      'Aplicar los cambios de ley y reglas del DFS que afectan las ventas de vida y anualidades.',
      'Apply the law and DFS rule changes that affect life and annuity sales.',
    ],
    [
      'Prácticas comerciales desleales en seguros de vida',
      'Unfair trade practices in life insurance',
      'Evitar la tergiversación, los reembolsos prohibidos y las ventas por torsión (twisting).',
      'Avoid misrepresentation, prohibited rebates and twisting.',
    ],
    [
      'Idoneidad de anualidades variables y supervisión de valores',
      'Variable annuity suitability and securities supervision',
      'Justificar la recomendación de una anualidad variable ante el DFS y la FINRA.',
      'Justify a variable annuity recommendation to the DFS and FINRA.',
    ],
    [
      'Casos de disciplina del DFS en seguros de vida',
      'DFS disciplinary cases in life insurance',
      'Analizar sanciones reales y las decisiones que las habrían evitado.',
      'Analyse real sanctions and the decisions that would have avoided them.',
    ],
  ]),
  'fl-2-40-law-ethics-update': rows([
    [
      'Cambios recientes del Código de Seguros para agentes 2-40',
      'Recent Insurance Code changes for 2-40 agents',
      'Aplicar los cambios de ley y reglas del DFS que afectan las ventas de seguros de salud.',
      'Apply the law and DFS rule changes that affect health insurance sales.',
    ],
    [
      'Privacidad de la información de salud: HIPAA y la ley de Florida',
      'Health information privacy: HIPAA and Florida law',
      'Proteger los datos de salud del cliente en cada paso de la venta y del servicio.',
      "Protect the client's health data at every step of the sale and service.",
    ],
    [
      'Mercadeo ético de Medicare y del mercado de la Ley de Cuidado de Salud Asequible',
      'Ethical marketing of Medicare and Affordable Care Act marketplace plans',
      'Cumplir las reglas de contacto, consentimiento e inscripción de CMS y del mercado.',
      'Follow the CMS and marketplace rules on contact, consent and enrolment.',
    ],
    [
      'Casos de disciplina del DFS en seguros de salud',
      'DFS disciplinary cases in health insurance',
      'Reconocer los esquemas de inscripción no autorizada y cómo evitarlos.',
      'Recognise unauthorised enrolment schemes and how to stay clear of them.',
    ],
  ]),
  'fl-2-20-law-ethics-update': rows([
    [
      'Reformas de seguros de propiedad de Florida de 2022 y 2023',
      'Florida property insurance reforms of 2022 and 2023',
      'Explicar a tus clientes los cambios en reclamos, honorarios de abogados y Citizens.',
      'Explain to your clients the changes to claims, attorney fees and Citizens.',
    ],
    [
      'Deberes del agente en reclamos tras un huracán',
      "The agent's duties in claims after a hurricane",
      'Acompañar un reclamo sin actuar como ajustador público ni prometer resultados.',
      'Support a claim without acting as a public adjuster or promising outcomes.',
    ],
    [
      'Tergiversación, reembolsos y prácticas prohibidas',
      'Misrepresentation, rebates and prohibited practices',
      'Cotizar y vender pólizas de daños dentro de los límites del Código de Seguros.',
      'Quote and sell property and casualty policies within the Insurance Code.',
    ],
    [
      'Casos de disciplina del DFS en líneas generales',
      'DFS disciplinary cases in general lines',
      'Aprender de sanciones reales por primas retenidas y certificados de seguro falsos.',
      'Learn from real sanctions for withheld premiums and false certificates of insurance.',
    ],
  ]),

  // Insurance CE electives.
  'annuity-suitability-4h': rows([
    [
      'El modelo de mejor interés de la NAIC',
      'The NAIC best-interest model regulation',
      'Explicar las cuatro obligaciones del modelo: cuidado, divulgación, conflicto y documentación.',
      "Explain the model's four obligations: care, disclosure, conflict and documentation.",
    ],
    [
      'Perfil del consumidor y necesidades financieras',
      'Consumer profile and financial needs',
      'Reunir y registrar la información que respalda una recomendación de anualidad.',
      'Gather and record the information that supports an annuity recommendation.',
    ],
    [
      'Comparar anualidades fijas, indexadas y variables',
      'Comparing fixed, indexed and variable annuities',
      'Relacionar cargos por rescate, garantías y liquidez con el perfil del cliente.',
      "Match surrender charges, guarantees and liquidity to the client's profile.",
    ],
    [
      'Reemplazos, supervisión y registros',
      'Replacements, supervision and records',
      'Documentar un reemplazo y conservar los registros que exige Florida.',
      'Document a replacement and keep the records Florida requires.',
    ],
  ]),
  'long-term-care-partnership-8h': rows([
    [
      'El costo del cuidado a largo plazo en Estados Unidos',
      'The cost of long-term care in the United States',
      'Estimar con el cliente el costo del cuidado en casa, en residencias y en hogares de ancianos.',
      'Estimate with the client the cost of home care, assisted living and nursing homes.',
    ],
    [
      'Pólizas de cuidado a largo plazo: beneficios y desencadenantes',
      'Long-term care policies: benefits and triggers',
      'Explicar actividades de la vida diaria, periodos de eliminación y protección contra la inflación.',
      'Explain activities of daily living, elimination periods and inflation protection.',
      1.5,
    ],
    [
      'Medicaid y la protección de bienes',
      'Medicaid and asset protection',
      'Describir la elegibilidad de Medicaid y por qué el programa de sociedad protege bienes.',
      'Describe Medicaid eligibility and why the partnership program protects assets.',
      1.5,
    ],
    [
      'El programa de sociedad estatal de Florida',
      "Florida's state partnership program",
      'Identificar una póliza calificada y explicar la protección dólar por dólar.',
      'Identify a qualified policy and explain dollar-for-dollar asset protection.',
    ],
    [
      'Productos híbridos y cláusulas de vida',
      'Hybrid products and life riders',
      'Comparar pólizas tradicionales, híbridas de vida y anualidades con beneficio de cuidado.',
      'Compare traditional policies, life hybrids and annuities with care benefits.',
    ],
    [
      'Idoneidad, divulgaciones y casos prácticos',
      'Suitability, disclosures and case studies',
      'Recomendar una solución idónea y entregar las divulgaciones obligatorias.',
      'Recommend a suitable solution and deliver the required disclosures.',
    ],
  ]),
  'medicare-supplement-advantage-3h': rows([
    [
      'Medicare Original: Partes A, B y D',
      'Original Medicare: Parts A, B and D',
      'Explicar qué cubre cada parte de Medicare y qué le queda por pagar al beneficiario.',
      'Explain what each part of Medicare covers and what the beneficiary still pays.',
    ],
    [
      'Medicare Suplementario frente a Medicare Advantage',
      'Medicare Supplement versus Medicare Advantage',
      'Comparar planes Medigap y Medicare Advantage según costos, red y médicos del cliente.',
      "Compare Medigap and Medicare Advantage plans by cost, network and the client's doctors.",
    ],
    [
      'Reglas de mercadeo de CMS y periodos de inscripción',
      'CMS marketing rules and enrolment periods',
      'Promocionar e inscribir dentro de los periodos y las reglas de contacto de CMS.',
      'Market and enrol within CMS enrolment periods and contact rules.',
    ],
  ]),
  'life-insurance-estate-planning-3h': rows([
    [
      'El patrimonio y el impuesto sucesorio',
      'The estate and the estate tax',
      'Calcular a grandes rasgos un patrimonio y saber cuándo hay impuesto federal sucesorio.',
      'Roughly size an estate and know when federal estate tax applies.',
    ],
    [
      'Fideicomisos irrevocables de seguro de vida',
      'Irrevocable life insurance trusts',
      'Explicar cómo un ILIT saca la póliza del patrimonio y evita la sucesión.',
      'Explain how an ILIT keeps the policy out of the estate and avoids probate.',
    ],
    [
      'Sucesión de negocios y acuerdos de compraventa',
      'Business succession and buy-sell agreements',
      'Financiar un acuerdo de compraventa entre socios con seguro de vida.',
      "Fund a partners' buy-sell agreement with life insurance.",
    ],
  ]),
  'variable-annuities-securities-4h': rows([
    [
      'Cómo funciona una anualidad variable',
      'How a variable annuity works',
      'Explicar subcuentas, unidades de acumulación y el valor de la póliza.',
      'Explain subaccounts, accumulation units and the contract value.',
    ],
    [
      'Subcuentas, cargos y garantías de vida',
      'Subaccounts, fees and living benefits',
      'Leer el prospecto y calcular el costo total de cargos y beneficios garantizados.',
      'Read the prospectus and add up fees and guaranteed benefits.',
    ],
    [
      'Regulación de valores: SEC, FINRA y Florida',
      'Securities regulation: SEC, FINRA and Florida',
      'Identificar qué licencias y supervisión exige vender un producto variable.',
      'Identify the licenses and supervision a variable product sale requires.',
    ],
    [
      'Idoneidad y casos de venta',
      'Suitability and sales cases',
      'Decidir cuándo una anualidad variable es adecuada y documentarlo.',
      'Decide when a variable annuity is suitable and document it.',
    ],
  ]),
  'aca-health-essentials-4h': rows([
    [
      'La Ley de Cuidado de Salud Asequible en pocas palabras',
      'The Affordable Care Act in brief',
      'Explicar los beneficios esenciales, las condiciones preexistentes y los niveles de metal.',
      'Explain essential benefits, pre-existing conditions and metal levels.',
    ],
    [
      'El mercado de seguros y la inscripción',
      'The marketplace and enrolment',
      'Guiar una inscripción abierta o especial en HealthCare.gov paso a paso.',
      'Walk a client through open or special enrolment on HealthCare.gov.',
    ],
    [
      'Subsidios: crédito fiscal y reducción de costos compartidos',
      'Subsidies: premium tax credit and cost-sharing reductions',
      'Estimar el crédito fiscal de una familia y explicar la conciliación en la declaración.',
      "Estimate a family's tax credit and explain reconciliation at tax time.",
    ],
    [
      'Situaciones de familias inmigrantes y de ingresos variables',
      'Immigrant families and variable incomes',
      'Resolver casos de estatus migratorio mixto e ingresos de temporada.',
      'Solve cases of mixed immigration status and seasonal income.',
    ],
  ]),
  'group-health-benefits-3h': rows([
    [
      'Planes de salud grupales para pequeñas empresas',
      'Group health plans for small businesses',
      'Comparar planes totalmente asegurados, de nivel financiado y el programa SHOP.',
      'Compare fully insured, level-funded and SHOP plans.',
    ],
    [
      'COBRA y la continuación en Florida',
      'COBRA and Florida continuation',
      'Explicar quién puede continuar la cobertura, por cuánto tiempo y a qué costo.',
      'Explain who can continue coverage, for how long and at what cost.',
    ],
    [
      'HIPAA: portabilidad, no discriminación y privacidad',
      'HIPAA: portability, nondiscrimination and privacy',
      'Aplicar las reglas de HIPAA a la inscripción y a los datos de los empleados.',
      "Apply HIPAA rules to enrolment and employees' data.",
    ],
  ]),
  'flood-insurance-nfip-3h': rows([
    [
      'El riesgo de inundación y los mapas de FEMA',
      'Flood risk and FEMA maps',
      'Leer un mapa de tasas de seguro contra inundaciones y explicar las zonas de riesgo.',
      'Read a flood insurance rate map and explain the risk zones.',
    ],
    [
      'Pólizas del NFIP y Risk Rating 2.0',
      'NFIP policies and Risk Rating 2.0',
      'Explicar coberturas, periodos de espera y cómo se calcula hoy la prima.',
      'Explain coverages, waiting periods and how the premium is rated today.',
    ],
    [
      'Pólizas privadas de inundación y reclamos',
      'Private flood policies and claims',
      'Comparar una póliza privada con el NFIP y acompañar un reclamo por inundación.',
      'Compare a private policy with the NFIP and support a flood claim.',
    ],
  ]),
  'homeowners-hurricane-mitigation-4h': rows([
    [
      'Pólizas de vivienda en Florida',
      'Homeowners policies in Florida',
      'Explicar las formas HO-3, HO-6 y HO-8 y sus coberturas principales.',
      'Explain the HO-3, HO-6 and HO-8 forms and their main coverages.',
    ],
    [
      'Deducibles por huracán y exclusiones',
      'Hurricane deductibles and exclusions',
      'Calcular un deducible por huracán y señalar las exclusiones que sorprenden al cliente.',
      'Work out a hurricane deductible and point out the exclusions that surprise clients.',
    ],
    [
      'Inspecciones de mitigación contra viento',
      'Wind mitigation inspections',
      'Leer el formulario de inspección OIR-B1-1802 y saber qué mejoras cuentan.',
      'Read the OIR-B1-1802 inspection form and know which features count.',
    ],
    [
      'Créditos por mitigación y el programa My Safe Florida Home',
      'Mitigation credits and the My Safe Florida Home program',
      'Estimar el ahorro en prima y orientar al cliente hacia las subvenciones del estado.',
      'Estimate the premium saving and point the client to the state grants.',
    ],
  ]),
  'commercial-auto-liability-4h': rows([
    [
      'La póliza de auto comercial',
      'The business auto policy',
      'Explicar los símbolos de cobertura y a quién protege la póliza.',
      'Explain the covered auto symbols and whom the policy protects.',
    ],
    [
      'Flotas, conductores y requisitos federales',
      'Fleets, drivers and federal requirements',
      'Aplicar los límites mínimos de la FMCSA y de Florida a camiones y vehículos de trabajo.',
      'Apply FMCSA and Florida minimum limits to trucks and work vehicles.',
    ],
    [
      'Responsabilidad civil general: la póliza CGL',
      'General liability: the CGL policy',
      'Distinguir las coberturas A, B y C y las exclusiones más reclamadas.',
      'Tell coverages A, B and C apart and the exclusions most often disputed.',
    ],
    [
      'Certificados de seguro y contratos',
      'Certificates of insurance and contracts',
      'Emitir certificados correctos y revisar cláusulas de indemnización y asegurado adicional.',
      'Issue correct certificates and review indemnity and additional insured clauses.',
    ],
  ]),
  'workers-compensation-florida-3h': rows([
    [
      'La compensación laboral en Florida',
      "Workers' compensation in Florida",
      'Explicar qué empleadores deben asegurar y qué beneficios recibe el trabajador.',
      'Explain which employers must insure and what benefits the worker receives.',
    ],
    [
      'Exenciones y la industria de la construcción',
      'Exemptions and the construction industry',
      'Tramitar una exención de funcionario y evitar las multas por falta de cobertura.',
      "Handle an officer's exemption and avoid stop-work penalties.",
    ],
    [
      'Reclamos, primas y auditorías',
      'Claims, premiums and audits',
      'Explicar las clasificaciones, el factor de experiencia y la auditoría de fin de año.',
      'Explain classifications, the experience modifier and the year-end audit.',
    ],
  ]),
  'commercial-property-business-income-4h': rows([
    [
      'La póliza de propiedad comercial',
      'The commercial property policy',
      'Leer las formas de causas de pérdida y las bases de valuación.',
      'Read the causes-of-loss forms and the valuation bases.',
    ],
    [
      'Coaseguro y valuación',
      'Coinsurance and valuation',
      'Calcular una penalidad por coaseguro y fijar el valor asegurado correcto.',
      'Work out a coinsurance penalty and set the right insured value.',
    ],
    [
      'Interrupción de negocios y gastos extra',
      'Business income and extra expense',
      'Estimar el ingreso perdido y los gastos extra de un negocio cerrado por un siniestro.',
      'Estimate the lost income and extra expense of a business closed by a loss.',
    ],
    [
      'Huracanes y reclamos comerciales en Florida',
      'Hurricanes and commercial claims in Florida',
      'Preparar al cliente antes de la temporada y acompañar un reclamo después.',
      'Prepare the client before the season and support a claim after it.',
    ],
  ]),
  'anti-fraud-insurance-2h': rows([
    [
      'Tipos de fraude en seguros',
      'Types of insurance fraud',
      'Reconocer el fraude de solicitudes, de reclamos y el cometido por agentes.',
      'Recognise application fraud, claims fraud and agent fraud.',
    ],
    [
      'Señales de alerta y deber de denunciar',
      'Red flags and the duty to report',
      'Denunciar una sospecha ante la División de Investigaciones del DFS a tiempo.',
      'Report a suspicion to the DFS Division of Investigative and Forensic Services on time.',
    ],
  ]),

  // Real estate (FREC).
  'fl-sales-associate-pre-licensing': rows([
    [
      'La profesión inmobiliaria y la FREC',
      'The real estate business and FREC',
      'Describir el mercado de Florida y el papel de la Comisión de Bienes Raíces.',
      "Describe Florida's market and the Real Estate Commission's role.",
    ],
    [
      'Ley de licencias y relaciones de corretaje',
      'License law and brokerage relationships',
      'Aplicar el capítulo 475 y elegir la relación de corretaje adecuada para cada cliente.',
      'Apply Chapter 475 and choose the right brokerage relationship for each client.',
      1.5,
    ],
    [
      'Contratos, escrituras y títulos',
      'Contracts, deeds and title',
      'Redactar y revisar un contrato de compraventa y explicar los tipos de escrituras.',
      'Draft and review a sales contract and explain the types of deeds.',
      1.5,
    ],
    [
      'Hipotecas y financiación',
      'Mortgages and real estate finance',
      'Comparar préstamos convencionales, FHA y VA y explicar el cierre.',
      'Compare conventional, FHA and VA loans and explain the closing.',
    ],
    [
      'Valuación y matemáticas inmobiliarias',
      'Appraisal and real estate math',
      'Calcular prorrateos, comisiones, impuestos y el valor de mercado comparativo.',
      'Calculate prorations, commissions, taxes and a comparative market value.',
    ],
    [
      'Vivienda justa y leyes federales',
      'Fair housing and federal law',
      'Evitar la discriminación y cumplir las leyes federales de vivienda y divulgación.',
      'Avoid discrimination and meet federal housing and disclosure laws.',
    ],
    [
      'Repaso y examen final del curso',
      'Review and course final exam',
      'Aprobar el examen del curso y llegar preparado al examen estatal.',
      'Pass the course exam and arrive ready for the state exam.',
    ],
  ]),
  'fl-broker-pre-licensing': rows([
    [
      'Abrir y dirigir una oficina de corretaje',
      'Opening and running a brokerage office',
      'Registrar una empresa de corretaje y organizar su operación diaria.',
      'Register a brokerage firm and organise its daily operation.',
    ],
    [
      'Cuentas de depósito y fideicomiso',
      'Escrow and trust accounts',
      'Manejar depósitos, conciliaciones mensuales y disputas según la FREC.',
      'Handle deposits, monthly reconciliations and disputes under FREC rules.',
      1.5,
    ],
    [
      'Valuación e informes de precio del corredor',
      'Valuation and broker price opinions',
      'Preparar una opinión de precio y un análisis comparativo de mercado.',
      'Prepare a broker price opinion and a comparative market analysis.',
    ],
    [
      'Análisis de inversiones inmobiliarias',
      'Real estate investment analysis',
      'Calcular flujo de caja, tasa de capitalización y rentabilidad de una inversión.',
      "Calculate an investment's cash flow, cap rate and return.",
    ],
    [
      'Administración de propiedades',
      'Property management',
      'Gestionar alquileres y propietarios dentro de la ley de propietarios e inquilinos.',
      'Manage rentals and owners within the landlord-tenant act.',
    ],
    [
      'Examen final del curso',
      'Course final exam',
      'Aprobar el examen del Curso II y planificar el examen estatal de corredor.',
      'Pass the Course II exam and plan for the state broker exam.',
      0.5,
    ],
  ]),
  'fl-real-estate-14h-ce': rows([
    [
      'Ley básica: cambios del capítulo 475',
      'Core law: Chapter 475 changes',
      'Aplicar los cambios recientes de la ley de licencias y las reglas de la FREC.',
      'Apply the latest license law changes and FREC rules.',
      3,
    ],
    [
      'Ética y prácticas comerciales',
      'Ethics and business practices',
      'Resolver dilemas de representación, publicidad y conflictos de interés.',
      'Resolve representation, advertising and conflict-of-interest dilemmas.',
      3,
    ],
    [
      'Especialidad: contratos y cierres en Florida',
      'Specialty: Florida contracts and closings',
      'Usar los contratos FR/BAR y coordinar un cierre sin sorpresas.',
      'Use the FR/BAR contracts and coordinate a closing without surprises.',
      4,
    ],
    [
      'Especialidad: riesgos del mercado y fraude',
      'Specialty: market risks and fraud',
      'Detectar el fraude electrónico en cierres y proteger los fondos de tus clientes.',
      "Spot wire fraud at closings and protect your clients' funds.",
      4,
    ],
  ]),
  'fl-real-estate-core-law-3h': rows([
    [
      'Cambios recientes del capítulo 475',
      'Recent changes to Chapter 475',
      'Conocer los cambios de la ley de licencias aprobados en las últimas sesiones.',
      'Know the license law changes passed in recent sessions.',
    ],
    [
      'Reglas de la FREC y el DBPR',
      'FREC and DBPR rules',
      'Cumplir las reglas sobre publicidad, nombres comerciales y cambios de empresa.',
      'Follow the rules on advertising, trade names and changing firms.',
    ],
    [
      'Disciplina y quejas',
      'Discipline and complaints',
      'Entender el proceso disciplinario y las faltas que más se sancionan.',
      'Understand the disciplinary process and the violations most often sanctioned.',
    ],
  ]),
  'fl-real-estate-ethics-3h': rows([
    [
      'Ética y el Código de la NAR',
      'Ethics and the NAR Code',
      'Aplicar los deberes hacia clientes, clientes potenciales y otros agentes.',
      'Apply the duties to clients, customers and other agents.',
    ],
    [
      'Publicidad, redes sociales y prácticas comerciales',
      'Advertising, social media and business practices',
      'Publicar anuncios y contenidos que cumplen las reglas de la FREC.',
      'Publish ads and posts that meet FREC rules.',
    ],
    [
      'Conflictos de interés y divulgaciones',
      'Conflicts of interest and disclosures',
      'Reconocer un conflicto y divulgarlo a tiempo y por escrito.',
      'Recognise a conflict and disclose it in time and in writing.',
    ],
  ]),
  'fl-real-estate-property-management-8h': rows([
    [
      'El negocio de la administración de propiedades',
      'The property management business',
      'Estructurar un contrato de administración y sus honorarios.',
      'Structure a management agreement and its fees.',
    ],
    [
      'Contratos de alquiler residencial',
      'Residential leases',
      'Redactar un contrato de alquiler que cumpla la ley de Florida.',
      'Draft a lease that complies with Florida law.',
      1.5,
    ],
    [
      'La ley de propietarios e inquilinos (capítulo 83)',
      'The landlord-tenant act (Chapter 83)',
      'Manejar depósitos de garantía, avisos y desalojos paso a paso.',
      'Handle security deposits, notices and evictions step by step.',
      2,
    ],
    [
      'Mantenimiento, seguros y riesgos',
      'Maintenance, insurance and risk',
      'Planificar el mantenimiento y proteger al propietario con los seguros adecuados.',
      'Plan maintenance and protect the owner with the right insurance.',
    ],
    [
      'Vivienda justa en alquileres',
      'Fair housing in rentals',
      'Evaluar solicitantes y animales de asistencia sin discriminar.',
      'Screen applicants and assistance animals without discriminating.',
    ],
    [
      'Fondos de terceros y cuentas de depósito',
      "Other people's money and escrow accounts",
      'Llevar las cuentas de rentas y depósitos según las reglas de la FREC.',
      'Keep rent and deposit accounts under FREC rules.',
    ],
  ]),
  'fl-real-estate-commercial-8h': rows([
    [
      'El mercado de bienes raíces comerciales',
      'The commercial real estate market',
      'Distinguir oficinas, comercio, industria y multifamiliares y sus indicadores.',
      'Tell office, retail, industrial and multifamily apart and their metrics.',
    ],
    [
      'Arrendamientos comerciales',
      'Commercial leases',
      'Negociar un arrendamiento bruto, neto o triple neto y sus cláusulas clave.',
      'Negotiate a gross, net or triple-net lease and its key clauses.',
      1.5,
    ],
    [
      'Valuación por ingresos',
      'Income valuation',
      'Calcular el ingreso neto operativo y valuar con la tasa de capitalización.',
      'Calculate net operating income and value with a cap rate.',
      1.5,
    ],
    [
      'Análisis de inversión y financiación',
      'Investment analysis and financing',
      'Evaluar una inversión con flujo de caja, apalancamiento e intercambio 1031.',
      'Evaluate an investment with cash flow, leverage and a 1031 exchange.',
      1.5,
    ],
    [
      'Debida diligencia y cierre',
      'Due diligence and closing',
      'Organizar estudios ambientales, de título y de zonificación antes del cierre.',
      'Organise environmental, title and zoning reviews before closing.',
    ],
  ]),
  'fl-real-estate-mortgage-fraud-8h': rows([
    [
      'El proceso de financiación hipotecaria',
      'The mortgage financing process',
      'Seguir un préstamo desde la precalificación hasta el cierre.',
      'Follow a loan from prequalification to closing.',
    ],
    [
      'Préstamos convencionales, FHA, VA y USDA',
      'Conventional, FHA, VA and USDA loans',
      'Comparar requisitos de crédito, enganche y seguro hipotecario.',
      'Compare credit, down payment and mortgage insurance requirements.',
      1.5,
    ],
    [
      'TRID, RESPA y divulgaciones',
      'TRID, RESPA and disclosures',
      'Explicar la estimación del préstamo y la divulgación de cierre a tiempo.',
      'Explain the loan estimate and the closing disclosure on time.',
    ],
    [
      'Esquemas de fraude hipotecario',
      'Mortgage fraud schemes',
      'Reconocer compradores de paja, tasaciones infladas y fraudes de vivienda en venta corta.',
      'Recognise straw buyers, inflated appraisals and short-sale fraud.',
      1.5,
    ],
    [
      'Fraude electrónico en cierres',
      'Wire fraud at closings',
      'Proteger a tus clientes de instrucciones de pago falsas.',
      'Protect your clients from fake payment instructions.',
    ],
    [
      'Denuncia y responsabilidad del licenciatario',
      "Reporting and the licensee's liability",
      'Saber cuándo y dónde denunciar y qué sanciones enfrenta el agente.',
      'Know when and where to report and what penalties an agent faces.',
    ],
  ]),
  'fl-real-estate-condo-hoa-8h': rows([
    [
      'Condominios y asociaciones en Florida',
      'Condominiums and associations in Florida',
      'Distinguir condominios, cooperativas y asociaciones de propietarios (capítulos 718 y 720).',
      'Tell condominiums, cooperatives and homeowners associations apart (Chapters 718 and 720).',
    ],
    [
      'La reforma de 2022: inspecciones y reservas',
      'The 2022 reform: inspections and reserves',
      'Explicar las inspecciones de hito, los estudios de reservas y su efecto en las cuotas.',
      'Explain milestone inspections, reserve studies and their effect on dues.',
      1.5,
    ],
    [
      'Documentos y divulgaciones en la venta',
      'Documents and disclosures in the sale',
      'Entregar los documentos de la asociación y respetar el plazo de rescisión del comprador.',
      "Deliver the association's documents and respect the buyer's rescission period.",
      1.5,
    ],
    [
      'Derramas, cuotas y gravámenes',
      'Special assessments, dues and liens',
      'Calcular el efecto de una derrama en la compra y en la financiación.',
      'Work out the effect of a special assessment on the purchase and the loan.',
    ],
    [
      'Financiación y seguros de condominios',
      'Condominium financing and insurance',
      'Saber cuándo un condominio es aprobable para préstamos y qué seguro necesita.',
      'Know when a condominium is warrantable for loans and what insurance it needs.',
    ],
  ]),
  'fl-real-estate-broker-management-8h': rows([
    [
      'Supervisión de asociados',
      'Supervising associates',
      'Establecer políticas escritas y supervisar a asociados de ventas con eficacia.',
      'Set written policies and supervise sales associates effectively.',
      1.5,
    ],
    [
      'Cuentas de depósito sin errores',
      'Escrow accounts without errors',
      'Conciliar cada mes y resolver disputas de depósitos según la FREC.',
      'Reconcile every month and settle deposit disputes under FREC rules.',
      1.5,
    ],
    [
      'Gestión de riesgos y seguros de la oficina',
      'Risk management and office insurance',
      'Proteger la oficina con seguros de errores y omisiones y buenas prácticas.',
      'Protect the office with errors and omissions insurance and good practice.',
    ],
    [
      'Contratación, comisiones y contratistas independientes',
      'Hiring, commissions and independent contractors',
      'Estructurar acuerdos de comisión y clasificar correctamente a los asociados.',
      'Structure commission agreements and classify associates correctly.',
    ],
  ]),

  // Mental health: laws and rules before licensure (8 h).
  'fl-491-registered-intern-laws-rules-8h': internLawsAndRules('lmhc'),
  'fl-lcsw-registered-intern-laws-rules-8h': internLawsAndRules('lcsw'),
  'fl-lmft-registered-intern-laws-rules-8h': internLawsAndRules('lmft'),

  // Mental health: the Florida-required subjects, one syllabus per licence.
  ...Object.fromEntries(
    (['lcsw', 'lmft', 'lmhc'] as const).flatMap((p) => [
      [`fl-${p}-laws-and-rules`, lawsAndRules(p)],
      [`fl-${p}-ethics-boundaries`, ethicsBoundaries(p)],
      [`fl-${p}-medical-errors`, medicalErrors(p)],
      [`fl-${p}-domestic-violence`, domesticViolence(p)],
    ]),
  ),
  // Two Spanish-only LMHC courses with their own focus (not translations of the English ones).
  'fl-lmhc-ethics-boundaries-es': rows([
    [
      'Ética en la consejería con clientes hispanohablantes',
      'Ethics when counseling Spanish-speaking clients',
      'Aplicar el código de ética a la práctica en español y con familias de varias generaciones.',
      'Apply the code of ethics to practice in Spanish and with multigenerational families.',
    ],
    [
      'Límites, familismo y relaciones duales en comunidades pequeñas',
      'Boundaries, familismo and dual relationships in small communities',
      'Mantener límites claros cuando el cliente te ve como parte de la familia o de la comunidad.',
      'Keep clear boundaries when clients see you as family or as part of the community.',
    ],
    [
      'Consentimiento informado, intérpretes y confidencialidad',
      'Informed consent, interpreters and confidentiality',
      'Obtener un consentimiento válido en español y trabajar con intérpretes sin romper la confidencialidad.',
      'Obtain valid consent in Spanish and work with interpreters without breaking confidentiality.',
    ],
    [
      'Dilemas éticos con estatus migratorio',
      'Ethical dilemmas involving immigration status',
      'Proteger la información del cliente y responder a solicitudes de terceros con criterio.',
      "Protect the client's information and answer third-party requests with judgment.",
    ],
  ]),
  'fl-lmhc-medical-errors-es': rows([
    [
      'Errores en salud mental: diagnóstico, medicación y registros',
      'Errors in mental health: diagnosis, medication and records',
      'Reconocer los errores más frecuentes en la práctica de salud mental.',
      'Recognise the most frequent errors in mental health practice.',
    ],
    [
      'Barreras de idioma y errores de comunicación',
      'Language barriers and communication errors',
      'Prevenir errores por traducciones improvisadas y malentendidos culturales.',
      'Prevent errors caused by ad hoc translation and cultural misunderstandings.',
    ],
    [
      'Causa raíz y notificación en Florida',
      'Root cause and reporting in Florida',
      'Analizar un incidente y cumplir las obligaciones de notificación del estado.',
      "Analyse an incident and meet the state's reporting duties.",
    ],
  ]),

  // Mental health CE electives.
  'telehealth-best-practices-3h': rows([
    [
      'Telesalud en Florida: ley y licencias entre estados',
      'Telehealth in Florida: law and licensing across states',
      'Saber cuándo puedes atender a un cliente que está en otro estado.',
      'Know when you may see a client located in another state.',
    ],
    [
      'Consentimiento, privacidad y plataformas seguras',
      'Consent, privacy and secure platforms',
      'Elegir una plataforma que cumpla HIPAA y obtener un consentimiento específico.',
      'Choose a HIPAA-compliant platform and obtain telehealth-specific consent.',
    ],
    [
      'Crisis y emergencias a distancia',
      'Crises and emergencies at a distance',
      'Preparar un plan de emergencia con la ubicación y los contactos del cliente.',
      "Prepare an emergency plan with the client's location and contacts.",
    ],
  ]),
  'suicide-risk-assessment-3h': rows([
    [
      'Factores de riesgo y de protección',
      'Risk and protective factors',
      'Identificar los factores que elevan o reducen el riesgo suicida.',
      'Identify the factors that raise or lower suicide risk.',
    ],
    [
      'Evaluación estructurada con la C-SSRS',
      'Structured assessment with the C-SSRS',
      'Aplicar la escala Columbia y clasificar el nivel de riesgo.',
      'Use the Columbia scale and classify the level of risk.',
    ],
    [
      'Plan de seguridad y seguimiento',
      'Safety planning and follow-up',
      'Elaborar un plan de seguridad con el cliente y documentar el seguimiento.',
      'Build a safety plan with the client and document the follow-up.',
    ],
  ]),
  'trauma-informed-care-4h': rows([
    [
      'El trauma y sus efectos en la familia',
      'Trauma and its effects on the family',
      'Explicar cómo el trauma de un miembro cambia la dinámica familiar.',
      "Explain how one member's trauma changes the family's dynamics.",
    ],
    [
      'Los seis principios de la atención informada sobre el trauma',
      'The six principles of trauma-informed care',
      'Aplicar los principios de SAMHSA a la consulta y a la organización.',
      'Apply the SAMHSA principles to the session and to the organisation.',
    ],
    [
      'Intervenciones con niños y adolescentes',
      'Interventions with children and adolescents',
      'Elegir intervenciones basadas en evidencia como la TF-CBT para cada edad.',
      'Choose evidence-based interventions such as TF-CBT for each age.',
    ],
    [
      'Cuidado del terapeuta y trauma vicario',
      'Therapist self-care and vicarious trauma',
      'Reconocer el trauma vicario y planificar tu propio cuidado.',
      'Recognise vicarious trauma and plan your own care.',
    ],
  ]),
  'motivational-interviewing-5h': rows([
    [
      'El espíritu de la entrevista motivacional',
      'The spirit of motivational interviewing',
      'Practicar la colaboración, la evocación y la aceptación en la conversación.',
      'Practise partnership, evocation and acceptance in conversation.',
    ],
    [
      'Habilidades OARS',
      'OARS skills',
      'Usar preguntas abiertas, afirmaciones, reflejos y resúmenes con intención.',
      'Use open questions, affirmations, reflections and summaries on purpose.',
      1.5,
    ],
    [
      'Discurso de cambio y ambivalencia',
      'Change talk and ambivalence',
      'Reconocer y reforzar el discurso de cambio sin discutir con la resistencia.',
      'Recognise and strengthen change talk without arguing with resistance.',
      1.5,
    ],
    [
      'Planificación del cambio',
      'Planning for change',
      'Acordar con el cliente un plan concreto y medible.',
      'Agree a concrete, measurable plan with the client.',
    ],
  ]),
  'human-trafficking-awareness-2h': rows([
    [
      'Trata laboral y sexual en Florida',
      'Labor and sex trafficking in Florida',
      'Distinguir las formas de trata y por qué Florida es un punto de alto riesgo.',
      'Tell the forms of trafficking apart and why Florida is a high-risk state.',
    ],
    [
      'Identificación de víctimas y denuncia',
      'Identifying victims and reporting',
      'Reconocer indicadores en consulta y llamar a la línea nacional o a la policía.',
      'Recognise indicators in session and call the national hotline or police.',
    ],
  ]),
  'cbt-anxiety-6h': rows([
    [
      'El modelo cognitivo-conductual de la ansiedad',
      'The cognitive behavioral model of anxiety',
      'Explicar al cliente el ciclo de pensamientos, sensaciones y evitación.',
      'Explain to the client the cycle of thoughts, sensations and avoidance.',
    ],
    [
      'Evaluación y formulación del caso',
      'Assessment and case formulation',
      'Medir síntomas con el GAD-7 y formular el caso en términos de TCC.',
      'Measure symptoms with the GAD-7 and formulate the case in CBT terms.',
    ],
    [
      'Reestructuración cognitiva',
      'Cognitive restructuring',
      'Identificar distorsiones y construir pensamientos alternativos con el cliente.',
      'Identify distortions and build alternative thoughts with the client.',
      1.5,
    ],
    [
      'Exposición y prevención de respuesta',
      'Exposure and response prevention',
      'Diseñar una jerarquía de exposición y acompañarla con seguridad.',
      'Design an exposure hierarchy and guide it safely.',
      1.5,
    ],
    [
      'Pánico, ansiedad social y ansiedad generalizada',
      'Panic, social anxiety and generalised anxiety',
      'Adaptar el protocolo a cada trastorno de ansiedad.',
      'Adapt the protocol to each anxiety disorder.',
    ],
    [
      'Prevención de recaídas',
      'Relapse prevention',
      'Cerrar el tratamiento con un plan para mantener lo logrado.',
      'End treatment with a plan to keep the gains.',
      0.5,
    ],
  ]),
  'hispanic-families-3h': rows([
    [
      'Cultura, familismo y respeto',
      'Culture, familismo and respeto',
      'Integrar los valores de la familia hispana en el encuadre terapéutico.',
      "Bring the Hispanic family's values into the therapeutic frame.",
    ],
    [
      'Aculturación y estrés migratorio',
      'Acculturation and migration stress',
      'Evaluar la brecha de aculturación entre padres e hijos y su efecto en el conflicto.',
      'Assess the acculturation gap between parents and children and its effect on conflict.',
    ],
    [
      'Intervenciones culturalmente adaptadas',
      'Culturally adapted interventions',
      'Adaptar técnicas sistémicas al idioma, la religión y la estructura familiar.',
      'Adapt systemic techniques to language, religion and family structure.',
    ],
  ]),
  'substance-use-disorders-4h': rows([
    [
      'Trastornos por consumo de sustancias según el DSM-5-TR',
      'Substance use disorders in the DSM-5-TR',
      'Aplicar los criterios diagnósticos y la gravedad del trastorno.',
      'Apply the diagnostic criteria and severity levels.',
    ],
    [
      'Detección con SBIRT',
      'Screening with SBIRT',
      'Realizar una detección breve y una intervención en la misma consulta.',
      'Run a brief screening and intervention in the same session.',
    ],
    [
      'Tratamientos basados en evidencia',
      'Evidence-based treatments',
      'Elegir entre TCC, manejo de contingencias y tratamiento con medicamentos.',
      'Choose between CBT, contingency management and medication treatment.',
      1.5,
    ],
    [
      'Recursos en Florida y la Ley Marchman',
      'Florida resources and the Marchman Act',
      'Saber cuándo procede una evaluación involuntaria y a dónde derivar.',
      'Know when an involuntary assessment applies and where to refer.',
      0.5,
    ],
  ]),
  'qualified-supervisor-12h': rows([
    [
      'El papel del supervisor calificado en Florida',
      'The qualified supervisor role in Florida',
      'Cumplir los requisitos de la junta para supervisar internos registrados.',
      "Meet the board's requirements to supervise registered interns.",
      1.5,
    ],
    [
      'Modelos de supervisión clínica',
      'Models of clinical supervision',
      'Elegir un modelo de supervisión y adaptarlo al desarrollo del interno.',
      "Choose a supervision model and adapt it to the intern's development.",
      2,
    ],
    [
      'La relación de supervisión y la retroalimentación',
      'The supervisory relationship and feedback',
      'Dar retroalimentación útil y manejar conflictos con el supervisado.',
      'Give useful feedback and handle conflict with the supervisee.',
      2,
    ],
    [
      'Ética y responsabilidad legal del supervisor',
      "The supervisor's ethics and legal liability",
      'Gestionar la responsabilidad vicaria y los límites de la relación.',
      'Manage vicarious liability and the boundaries of the relationship.',
      2,
    ],
    [
      'Evaluación, documentación y cultura',
      'Evaluation, documentation and culture',
      'Evaluar al interno con criterios claros y supervisar con sensibilidad cultural.',
      'Evaluate the intern with clear criteria and supervise with cultural awareness.',
      2.5,
    ],
    [
      'Casos de supervisión',
      'Supervision cases',
      'Resolver casos reales de internos con dificultades clínicas o éticas.',
      'Work through real cases of interns with clinical or ethical difficulties.',
      2,
    ],
  ]),
  'grief-and-loss-3h': rows([
    [
      'Modelos del duelo',
      'Models of grief',
      'Comparar los modelos de etapas, tareas y proceso dual del duelo.',
      'Compare the stage, task and dual-process models of grief.',
    ],
    [
      'Duelo complicado y prolongado',
      'Complicated and prolonged grief',
      'Distinguir el duelo normal del trastorno de duelo prolongado.',
      'Tell normal grief from prolonged grief disorder.',
    ],
    [
      'El duelo en la pareja y la familia',
      'Grief in couples and families',
      'Acompañar a una familia cuyos miembros viven la pérdida de manera distinta.',
      'Support a family whose members grieve in different ways.',
    ],
  ]),

  // Psychology.
  'psychology-trauma-3h': rows([
    [
      'Neurobiología y evaluación del trauma',
      'Neurobiology and assessment of trauma',
      'Evaluar el TEPT con la PCL-5 y explicar su base neurobiológica.',
      'Assess PTSD with the PCL-5 and explain its neurobiological basis.',
    ],
    [
      'Terapias de exposición prolongada y procesamiento cognitivo',
      'Prolonged exposure and cognitive processing therapies',
      'Comparar la exposición prolongada y la terapia de procesamiento cognitivo.',
      'Compare prolonged exposure and cognitive processing therapy.',
    ],
    [
      'EMDR y otras intervenciones',
      'EMDR and other interventions',
      'Saber cuándo indicar EMDR y cómo combinar tratamientos.',
      'Know when EMDR is indicated and how to combine treatments.',
    ],
  ]),
  'positive-psychology-2h': rows([
    [
      'Fortalezas y bienestar',
      'Strengths and well-being',
      'Evaluar las fortalezas del cliente con el modelo PERMA.',
      "Assess the client's strengths with the PERMA model.",
    ],
    [
      'Intervenciones de psicología positiva en consulta',
      'Positive psychology interventions in session',
      'Aplicar ejercicios de gratitud, sentido y optimismo con evidencia.',
      'Use evidence-based gratitude, meaning and optimism exercises.',
    ],
  ]),
  'psychology-ethics-3h': rows([
    [
      'El Código de Ética de la APA',
      'The APA Ethics Code',
      'Aplicar los principios generales y las normas del código a la práctica.',
      "Apply the code's general principles and standards to practice.",
    ],
    [
      'Reglas de la Junta de Psicología de Florida',
      'Florida Board of Psychology rules',
      'Cumplir el capítulo 490 y las reglas 64B19 sobre registros y supervisión.',
      'Meet Chapter 490 and rules 64B19 on records and supervision.',
    ],
    [
      'Evaluaciones, pruebas y dilemas éticos',
      'Assessments, testing and ethical dilemmas',
      'Resolver dilemas de pruebas psicológicas, informes y relaciones múltiples.',
      'Resolve dilemmas in psychological testing, reports and multiple relationships.',
    ],
  ]),
  'psychology-medical-errors-2h': rows([
    [
      'Errores en la práctica psicológica',
      'Errors in psychological practice',
      'Reconocer errores de evaluación, diagnóstico y documentación.',
      'Recognise assessment, diagnostic and documentation errors.',
    ],
    [
      'Prevención y notificación',
      'Prevention and reporting',
      'Aplicar un análisis de causa raíz y las obligaciones de notificación de Florida.',
      "Apply root-cause analysis and Florida's reporting duties.",
    ],
  ]),
};

/** A course key without its language suffix: 'fl-2-15-pre-licensing-es' → 'fl-2-15-pre-licensing'. */
export function syllabusStem(key: string): string {
  return key.replace(/-(en|es|pt)$/, '');
}

/** The course's syllabus: its own entry, else its stem's (a translation teaches the same modules). */
export function syllabusFor(key: string): SyllabusModule[] {
  const modules = SYLLABI[key] ?? SYLLABI[syllabusStem(key)];
  if (!modules) throw new Error(`No syllabus for course ${key} (src/db/seed/syllabi.ts)`);
  return modules;
}

/**
 * Each module's minutes: the course's hours × 60 shared by weight in 5-minute steps (largest remainder), so the
 * modules add up to the credit hours exactly.
 */
export function syllabusMinutes(hours: string, modules: ReadonlyArray<{ weight: number }>): number[] {
  const steps = Math.round((Number(hours) * 60) / 5);
  const totalWeight = modules.reduce((sum, module) => sum + module.weight, 0);
  const exact = modules.map((module) => (steps * module.weight) / totalWeight);
  const minutes = exact.map(Math.floor);
  let left = steps - minutes.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    minutes[index]! += 1;
    left--;
  }
  return minutes.map((n) => n * 5);
}
