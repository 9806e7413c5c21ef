import type { Locale } from '../../../i18n/locales.ts';
import type { LandingContent } from '../types.ts';

export const studyContent: Record<
  Locale,
  LandingContent & {
    packages: {
      title: string;
      lead: string;
      names: Record<'starter' | 'focus' | 'marathon', string>;
      credits: string;
      perLesson: string;
      free: { title: string; text: string; price: string };
      buy: string;
      rule: string;
    };
  }
> = {
  es: {
    meta: {
      title: 'Study: convierte cualquier tema en una lección jugable | Quest',
      description:
        'Escribe una idea, pega un enlace o sube un archivo y Quest lo convierte en una lección gamificada en menos de 3 minutos. 10 créditos gratis cada mes.',
    },
    name: 'Study',
    hero: {
      eyebrow: 'Herramienta de estudio con IA',
      title: 'De cualquier idea a una lección que se juega, en menos de 3 minutos',
      lead: 'Escribe un tema, pega el enlace de un video, artículo, audio o PDF, o sube tus apuntes. Study crea una lección con preguntas, retos y puntos para que aprendas jugando y recuerdes más.',
      primary: { label: 'Crear mi primera lección', href: 'https://app.quest.how/study' },
      secondary: { label: 'Ver paquetes de créditos', href: '/study#credits' },
      bullets: ['10 créditos gratis cada mes', '1 crédito = 1 lección completa', 'Sin tarjeta para empezar'],
      art: {
        scene: 'phone',
        tone: 'brand',
        icon: 'bolt',
        chips: ['Lección lista en 2:41', '+120 puntos'],
        label: 'Un teléfono mostrando una lección de Quest con preguntas de opción múltiple',
      },
    },
    features: {
      eyebrow: 'Cómo te ayuda',
      title: 'Estudia lo que quieras, como si fuera un juego',
      lead: 'Study transforma cualquier material en actividades cortas que te mantienen enfocado y te muestran tu avance.',
      items: [
        {
          icon: 'sparkles',
          title: 'Una idea basta',
          text: 'Escribe "la Revolución Francesa" o "inglés para entrevistas" y recibe una lección estructurada con objetivos claros.',
        },
        {
          icon: 'link',
          title: 'Pega cualquier enlace',
          text: 'Videos, artículos, pódcast y PDF públicos se convierten en preguntas, tarjetas y retos en minutos.',
        },
        {
          icon: 'upload',
          title: 'Sube tus archivos',
          text: 'Apuntes de clase, manuales de trabajo o guías de examen: súbelos y estudia con ellos de forma activa.',
        },
        {
          icon: 'gamepad',
          title: 'Aprende jugando',
          text: 'Puntos, rachas y niveles que convierten el repaso en un hábito diario que sí quieres cumplir.',
        },
        {
          icon: 'book',
          title: 'Edita a tu gusto',
          text: 'Cambia el nombre y la imagen de la lección, y elimina las actividades que no necesites.',
        },
        {
          icon: 'clock',
          title: 'Menos de 3 minutos',
          text: 'Tu lección está lista antes de que termines un café. Sin plantillas ni configuraciones largas.',
        },
      ],
    },
    steps: {
      eyebrow: 'Así funciona',
      title: 'Tres pasos para estudiar mejor',
      items: [
        {
          title: 'Elige tu fuente',
          text: 'Una idea, un enlace o un archivo. Study entiende textos, videos, audios y PDF.',
        },
        {
          title: 'Recibe tu lección',
          text: 'En menos de 3 minutos tienes actividades, preguntas y retos listos para jugar.',
        },
        {
          title: 'Juega y repasa',
          text: 'Gana puntos, mantén tu racha y vuelve a las preguntas que más te cuestan.',
        },
      ],
    },
    packages: {
      title: 'Créditos: empieza gratis, crece cuando quieras',
      lead: 'Cada mes recibes 10 créditos gratis. Cada crédito crea una lección. Si necesitas más, compra un paquete: los créditos comprados no caducan.',
      rule: '1 crédito = 1 lección. Los 10 créditos gratis se renuevan el día 1 de cada mes (UTC) y no se acumulan de un mes a otro; los créditos comprados no caducan. Una lección usa primero los créditos gratis del mes.',
      names: { starter: 'Inicial', focus: 'Enfoque', marathon: 'Maratón' },
      credits: 'créditos',
      perLesson: 'por lección',
      free: { title: 'Gratis', text: '10 créditos que se renuevan cada mes', price: '$0' },
      buy: 'Comprar créditos',
    },
    faq: {
      title: 'Preguntas frecuentes sobre Study',
      items: [
        {
          q: '¿Cuántas lecciones puedo crear gratis?',
          a: 'Cada mes recibes 10 créditos gratis y cada crédito crea una lección, así que puedes crear 10 lecciones al mes sin pagar nada.',
        },
        {
          q: '¿Qué tipo de enlaces puedo usar?',
          a: 'Videos, artículos, audios y archivos PDF accesibles públicamente. También puedes subir tus propios archivos desde el teléfono o la computadora.',
        },
        {
          q: '¿Puedo modificar la lección creada?',
          a: 'Sí. Puedes cambiar el nombre y la imagen de la lección y eliminar actividades individuales que no te sirvan.',
        },
        {
          q: '¿Los créditos comprados caducan?',
          a: 'No. Los 10 créditos gratuitos se renuevan cada mes, pero los créditos de paquetes comprados se quedan en tu cuenta hasta que los uses.',
        },
      ],
    },
    cta: {
      title: 'Tu próxima lección está a una idea de distancia',
      text: 'Crea tu cuenta, usa tus 10 créditos gratis y descubre por qué más de 2 millones de estudiantes aprenden con Quest.',
      primary: { label: 'Probar Study gratis', href: 'https://app.quest.how/study' },
    },
  },
  en: {
    meta: {
      title: 'Study: turn any topic into a playable lesson | Quest',
      description:
        'Type an idea, paste a link or upload a file and Quest turns it into a gamified lesson in under 3 minutes. 10 free credits every month.',
    },
    name: 'Study',
    hero: {
      eyebrow: 'AI study tool',
      title: 'From any idea to a lesson you can play, in under 3 minutes',
      lead: 'Type a topic, paste a link to a video, article, audio or PDF, or upload your notes. Study builds a lesson with questions, challenges and points so you learn by playing and remember more.',
      primary: { label: 'Create my first lesson', href: 'https://app.quest.how/study' },
      secondary: { label: 'See credit packages', href: '/study#credits' },
      bullets: ['10 free credits every month', '1 credit = 1 full lesson', 'No card needed to start'],
      art: {
        scene: 'phone',
        tone: 'brand',
        icon: 'bolt',
        chips: ['Lesson ready in 2:41', '+120 points'],
        label: 'A phone showing a Quest lesson with multiple-choice questions',
      },
    },
    features: {
      eyebrow: 'How it helps',
      title: 'Study anything, the way you play a game',
      lead: 'Study turns any material into short activities that keep you focused and show your progress.',
      items: [
        {
          icon: 'sparkles',
          title: 'An idea is enough',
          text: 'Type "the French Revolution" or "English for job interviews" and get a structured lesson with clear goals.',
        },
        {
          icon: 'link',
          title: 'Paste any link',
          text: 'Public videos, articles, podcasts and PDFs become questions, flashcards and challenges in minutes.',
        },
        {
          icon: 'upload',
          title: 'Upload your files',
          text: 'Class notes, work manuals or exam guides: upload them and study them actively.',
        },
        {
          icon: 'gamepad',
          title: 'Learn by playing',
          text: 'Points, streaks and levels turn review into a daily habit you actually want to keep.',
        },
        {
          icon: 'book',
          title: 'Make it yours',
          text: 'Change the lesson name and image, and remove any activity you do not need.',
        },
        {
          icon: 'clock',
          title: 'Under 3 minutes',
          text: 'Your lesson is ready before you finish a coffee. No templates, no long setup.',
        },
      ],
    },
    steps: {
      eyebrow: 'How it works',
      title: 'Three steps to study smarter',
      items: [
        {
          title: 'Pick your source',
          text: 'An idea, a link or a file. Study understands text, video, audio and PDF.',
        },
        {
          title: 'Get your lesson',
          text: 'In under 3 minutes you have activities, questions and challenges ready to play.',
        },
        {
          title: 'Play and review',
          text: 'Earn points, keep your streak and come back to the questions you find hardest.',
        },
      ],
    },
    packages: {
      title: 'Credits: start free, grow whenever you want',
      lead: 'Every month you get 10 free credits. Each credit creates one lesson. Need more? Buy a package: purchased credits never expire.',
      rule: "1 credit = 1 lesson. The 10 free credits renew on the 1st of every month (UTC) and do not roll over; purchased credits never expire. A lesson uses the month's free credits first.",
      names: { starter: 'Starter', focus: 'Focus', marathon: 'Marathon' },
      credits: 'credits',
      perLesson: 'per lesson',
      free: { title: 'Free', text: '10 credits renewed every month', price: '$0' },
      buy: 'Buy credits',
    },
    faq: {
      title: 'Study FAQ',
      items: [
        {
          q: 'How many lessons can I create for free?',
          a: 'You get 10 free credits every month and each credit creates one lesson, so you can create 10 lessons a month without paying.',
        },
        {
          q: 'What kind of links can I use?',
          a: 'Publicly accessible videos, articles, audio and PDF files. You can also upload your own files from your phone or computer.',
        },
        {
          q: 'Can I change the lesson it creates?',
          a: 'Yes. You can change the lesson name and image and remove single activities that do not help you.',
        },
        {
          q: 'Do purchased credits expire?',
          a: 'No. The 10 free credits renew every month, but credits from purchased packages stay in your account until you use them.',
        },
      ],
    },
    cta: {
      title: 'Your next lesson is one idea away',
      text: 'Create your account, use your 10 free credits and see why over 2 million students learn with Quest.',
      primary: { label: 'Try Study for free', href: 'https://app.quest.how/study' },
    },
  },
};
