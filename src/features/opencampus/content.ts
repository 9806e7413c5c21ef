import type { Locale } from '../../i18n/locales.ts';

// Long-form copy of /opencampus, per locale, so both languages are type-checked complete.
export interface OpenCampusContent {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lead: string;
  howLink: string;
  trust: string[];
  /** The sign-in button: plain words, the identity named. */
  signIn: string;
  benefitsTitle: string;
  benefitsIntro: string;
  benefits: { title: string; text: string; icon: 'credential' | 'chain' | 'identity' | 'key' }[];
  stepsTitle: string;
  steps: { title: string; text: string }[];
  privacyTitle: string;
  privacyText: string;
  privacyPoints: string[];
  faqTitle: string;
  faq: { q: string; a: string }[];
  finalTitle: string;
  finalText: string;
  connectedTitle: string;
  connectedText: string;
  walletLabel: string;
}

export const openCampusContent: Record<Locale, OpenCampusContent> = {
  es: {
    metaTitle: 'Conecta tu Open Campus ID · Quest',
    metaDescription:
      'Conecta tu Open Campus ID (OCID) con Quest: una identidad de aprendizaje que te pertenece, con logros y credenciales verificables en la cadena de bloques.',
    eyebrow: 'Open Campus ID',
    title: 'Lo que aprendes, verificado y a tu nombre',
    lead: 'Tu Open Campus ID es tu pasaporte de aprendizaje: un nombre .edu único que guarda tus logros como credenciales verificables. Conéctalo con Quest y cada curso que terminas suma a un historial que nadie puede borrar ni falsificar.',
    howLink: 'Cómo funciona',
    trust: ['Gratis', 'Inicio de sesión seguro', 'Desconecta cuando quieras'],
    signIn: 'Iniciar sesión con Open Campus ID',
    benefitsTitle: 'Por qué conectar tu OCID',
    benefitsIntro:
      'Un certificado en PDF se pierde en una carpeta. Una credencial verificable viaja contigo y cualquiera puede comprobarla en segundos.',
    benefits: [
      {
        icon: 'credential',
        title: 'Credenciales verificables',
        text: 'Tus logros siguen los estándares W3C Verifiable Credentials y Open Badges 3.0: portables, a prueba de manipulaciones y reconocidos por otras plataformas.',
      },
      {
        icon: 'chain',
        title: 'Logros registrados en la cadena',
        text: 'Open Campus ancla tus credenciales en EDU Chain, así que un empleador puede verificarlas sin llamar a nadie ni depender de nosotros.',
      },
      {
        icon: 'identity',
        title: 'Una identidad para todo tu aprendizaje',
        text: 'Tu OCID (por ejemplo, ana.edu) reúne lo que aprendes en Quest y en otras plataformas del ecosistema Open Campus en un solo perfil público.',
      },
      {
        icon: 'key',
        title: 'Tus datos, bajo tu control',
        text: 'Tú decides qué compartir. Tu perfil de aprendiz es tuyo, aunque cambies de escuela, de trabajo o de país.',
      },
    ],
    stepsTitle: 'Conectarlo lleva menos de un minuto',
    steps: [
      {
        title: 'Pulsa «Iniciar sesión con Open Campus ID»',
        text: 'Te llevamos a la página segura de Open Campus. Quest nunca ve tu contraseña.',
      },
      {
        title: 'Inicia sesión o crea tu OCID',
        text: '¿Aún no tienes uno? Créalo gratis allí mismo en un par de pasos.',
      },
      {
        title: 'Vuelve conectado',
        text: 'Regresas a la misma página de Quest con tu OCID visible en el menú superior.',
      },
    ],
    privacyTitle: 'Qué recibe Quest',
    privacyText:
      'Solo lo necesario para reconocerte. La sesión se guarda en una cookie protegida de nuestro servidor, fuera del alcance de los scripts de la página.',
    privacyPoints: [
      'Tu nombre de usuario OCID (por ejemplo, ana.edu).',
      'La dirección de tu cartera en EDU Chain, para emitir credenciales a tu nombre.',
      'Nunca tu contraseña ni tus claves privadas.',
    ],
    faqTitle: 'Preguntas frecuentes',
    faq: [
      {
        q: '¿Qué es un Open Campus ID?',
        a: 'Es una identidad digital descentralizada para la educación, creada por Open Campus. Te da un nombre .edu único y un perfil donde se guardan tus credenciales y logros verificables.',
      },
      {
        q: '¿Tiene algún costo?',
        a: 'No. Crear tu OCID y conectarlo con Quest es gratis.',
      },
      {
        q: '¿Necesito saber de criptomonedas?',
        a: 'No. Open Campus crea y gestiona tu cartera por ti; solo inicias sesión como en cualquier otro sitio.',
      },
      {
        q: '¿Puedo desconectarlo?',
        a: 'Sí. Usa «Cerrar sesión» en el menú de tu cuenta y borraremos la sesión de este navegador al instante.',
      },
    ],
    finalTitle: 'Empieza a construir tu historial verificable',
    finalText: 'Conecta tu Open Campus ID y que cada curso cuente.',
    connectedTitle: 'Tu Open Campus ID está conectado',
    connectedText: 'Estás conectado como',
    walletLabel: 'Cartera',
  },
  en: {
    metaTitle: 'Connect your Open Campus ID · Quest',
    metaDescription:
      'Connect your Open Campus ID (OCID) to Quest: a learner identity you own, with achievements and verifiable credentials recorded on-chain.',
    eyebrow: 'Open Campus ID',
    title: 'What you learn, verified and in your name',
    lead: 'Your Open Campus ID is your learning passport: a unique .edu name that keeps your achievements as verifiable credentials. Connect it to Quest and every course you finish adds to a record nobody can erase or forge.',
    howLink: 'How it works',
    trust: ['Free', 'Secure sign-in', 'Disconnect any time'],
    signIn: 'Sign in with Open Campus ID',
    benefitsTitle: 'Why connect your OCID',
    benefitsIntro:
      'A PDF certificate gets lost in a folder. A verifiable credential travels with you, and anyone can check it in seconds.',
    benefits: [
      {
        icon: 'credential',
        title: 'Verifiable credentials',
        text: 'Your achievements follow the W3C Verifiable Credentials and Open Badges 3.0 standards: portable, tamper-proof and recognised by other platforms.',
      },
      {
        icon: 'chain',
        title: 'Achievements recorded on-chain',
        text: 'Open Campus anchors your credentials on EDU Chain, so an employer can verify them without calling anyone or relying on us.',
      },
      {
        icon: 'identity',
        title: 'One identity for all your learning',
        text: 'Your OCID (for example, ana.edu) brings together what you learn on Quest and on other Open Campus platforms in one public profile.',
      },
      {
        icon: 'key',
        title: 'Your data, under your control',
        text: 'You decide what to share. Your learner profile stays yours, even when you change school, job or country.',
      },
    ],
    stepsTitle: 'Connecting takes less than a minute',
    steps: [
      {
        title: 'Press “Sign in with Open Campus ID”',
        text: 'We take you to the secure Open Campus page. Quest never sees your password.',
      },
      {
        title: 'Sign in or create your OCID',
        text: 'No OCID yet? Create one for free right there in a couple of steps.',
      },
      {
        title: 'Come back connected',
        text: 'You return to the same Quest page with your OCID shown in the top menu.',
      },
    ],
    privacyTitle: 'What Quest receives',
    privacyText:
      'Only what we need to recognise you. Your session is kept in a protected cookie on our server, out of reach of page scripts.',
    privacyPoints: [
      'Your OCID username (for example, ana.edu).',
      'Your EDU Chain wallet address, so credentials can be issued in your name.',
      'Never your password or your private keys.',
    ],
    faqTitle: 'Frequently asked questions',
    faq: [
      {
        q: 'What is an Open Campus ID?',
        a: 'It is a decentralised digital identity for education, created by Open Campus. It gives you a unique .edu name and a profile that holds your verifiable credentials and achievements.',
      },
      {
        q: 'Does it cost anything?',
        a: 'No. Creating your OCID and connecting it to Quest is free.',
      },
      {
        q: 'Do I need to know about crypto?',
        a: 'No. Open Campus creates and manages your wallet for you; you just sign in like on any other site.',
      },
      {
        q: 'Can I disconnect it?',
        a: 'Yes. Use “Sign out” in your account menu and we delete the session from this browser at once.',
      },
    ],
    finalTitle: 'Start building your verifiable record',
    finalText: 'Connect your Open Campus ID and make every course count.',
    connectedTitle: 'Your Open Campus ID is connected',
    connectedText: 'You are signed in as',
    walletLabel: 'Wallet',
  },
};
