import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { examDisplayName, subjectDisplayName } from '../../../../domain/catalogue';
import { usePracticeParams } from '../../../features/practice/hooks/use-practice-params';
import { PracticeParamsGate } from '../../../features/practice/components/params-gate';
import { BackLink } from '../../../features/practice/components/back-link';
import { LevelList } from '../../../features/practice/components/level-list';

export default function SubjectRoute() {
  return (
    <PracticeParamsGate params={usePracticeParams('exam')}>
      {({ exam, subject }) => (
        <section>
          <BackLink to={paths.app.exam.getHref(exam)}>{examDisplayName(exam)} subjects</BackLink>
          <PageHeader title={subjectDisplayName(subject)}>
            {examDisplayName(exam)} · complete a level to unlock the next one.
          </PageHeader>
          <LevelList exam={exam} subject={subject} />
        </section>
      )}
    </PracticeParamsGate>
  );
}
