import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { examDisplayName } from '../../../../domain/catalogue';
import { usePracticeParams } from '../../../features/practice/hooks/use-practice-params';
import { PracticeParamsGate } from '../../../features/practice/components/params-gate';
import { BackLink } from '../../../features/practice/components/back-link';
import { SubjectList } from '../../../features/practice/components/subject-list';

export default function ExamRoute() {
  return (
    <PracticeParamsGate params={usePracticeParams('exam')}>
      {({ exam }) => (
        <section>
          <BackLink to={paths.app.exams.getHref()}>All exams</BackLink>
          <PageHeader title={examDisplayName(exam)}>
            Choose a subject. Its ready levels are listed inside.
          </PageHeader>
          <SubjectList exam={exam} />
        </section>
      )}
    </PracticeParamsGate>
  );
}
