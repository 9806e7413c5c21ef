import { CourseDetailPage } from '../../../../features/catalog/CourseDetailPage.tsx';

export default async function EmbedCourse({ id }: { id: string }) {
  return <CourseDetailPage reference={id} embed />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
