import type { Locale } from '../../i18n/locales.ts';

/** Labels shared by every audience page. */
export const common: Record<
  Locale,
  {
    home: string;
    breadcrumb: string;
    reviews: string;
    average: string;
    students: string;
    faq: string;
    calculate: string;
    perMonth: string;
    perYear: string;
    mostPopular: string;
  }
> = {
  es: {
    home: 'Inicio',
    breadcrumb: 'Ruta de navegación',
    reviews: 'reseñas',
    average: 'de calificación promedio',
    students: 'estudiantes',
    faq: 'Preguntas frecuentes',
    calculate: 'Calcular',
    perMonth: '/mes',
    perYear: '/año',
    mostPopular: 'Más popular',
  },
  en: {
    home: 'Home',
    breadcrumb: 'Breadcrumb',
    reviews: 'reviews',
    average: 'average rating',
    students: 'students',
    faq: 'Frequently asked questions',
    calculate: 'Calculate',
    perMonth: '/month',
    perYear: '/year',
    mostPopular: 'Most popular',
  },
};
