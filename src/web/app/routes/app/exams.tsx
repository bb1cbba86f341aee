import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { ExamPicker } from '../../../features/practice/components/exam-picker';

export default function ExamsRoute() {
  return (
    <section>
      <PageHeader title="Choose Your Exam">Pick an exam to see its subjects and levels.</PageHeader>
      <Link
        to={paths.app.mocks.getHref()}
        className="mb-4 flex min-h-11 items-center rounded-lg border border-primary/40 bg-card p-3 font-medium text-primary shadow-sm hover:border-primary"
        data-testid="mock-exams-link"
      >
        Mock exams: a full JAMB UTME, WAEC or NECO paper under the exam&apos;s clock{' '}
        <span aria-hidden>→</span>
      </Link>
      <ExamPicker />
    </section>
  );
}
