import { Navigate, useParams } from 'react-router';

/** Legacy exams/… and quiz/… paths go to the matching exam/… path (admin spec §2). */
export default function LegacyRedirect() {
  const { examType, subject, level } = useParams();
  const parts = [examType, subject, level].filter(Boolean).map((p) => encodeURIComponent(p!));
  return <Navigate to={`/app/exam/${parts.join('/')}`} replace />;
}
