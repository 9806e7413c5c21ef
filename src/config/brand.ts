// The brand and every external address the site links to live here, so a rename or a new URL is one edit.
export const brand = {
  name: 'Quest',
  creatorsName: 'Questers',
  creatorsSlug: 'questers',
  supportEmail: 'support@quest.how',
  legalName: 'Quest Learning, Inc.',
} as const;

export const externalLinks = {
  blog: 'https://blog.quest.how',
  pressDossier: 'https://quest.how/press/dossier.pdf',
  merch: 'https://merch.quest.how',
  iosApp: 'https://apps.apple.com/app/quest',
  androidApp: 'https://play.google.com/store/apps/details?id=how.quest.app',
  studioHome: 'https://studio.quest.how',
  studioLogin: 'https://studio.quest.how/login',
  studioSignup: 'https://studio.quest.how/signup',
  studioCompanySignup: 'https://studio.quest.how/signup/company',
  helpStudents: { es: 'https://help.quest.how/es/estudiantes', en: 'https://help.quest.how/en/students' },
  helpEducators: { es: 'https://help.quest.how/es/educadores', en: 'https://help.quest.how/en/educators' },
  social: {
    instagram: 'https://www.instagram.com/quest.how',
    tiktok: 'https://www.tiktok.com/@quest.how',
    youtube: 'https://www.youtube.com/@questhow',
    linkedin: 'https://www.linkedin.com/company/quest-how',
    x: 'https://x.com/questhow',
  },
} as const;
