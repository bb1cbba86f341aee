import { PageHeader } from '../../../components/layout/page-header';
import { ExamPicker } from '../../../features/practice/components/exam-picker';

export default function ExamsRoute() {
  return (
    <section>
      <PageHeader title="Choose Your Exam">Pick an exam to see its subjects and levels.</PageHeader>
      <ExamPicker />
    </section>
  );
}
