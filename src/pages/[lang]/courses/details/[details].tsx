import { CourseDetailPage } from '../../../../features/catalog/CourseDetailPage.tsx';

export default async function CourseDetails({ details }: { details: string }) {
  return <CourseDetailPage reference={details} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
