import { useState } from 'react';
import { examShortName, subjectDisplayName } from '../../../../../domain/catalogue';
import { Button } from '../../../../components/ui/button';
import type { CompetitionDetailsJson, CreatedCompetition } from '../api/competitions';
import { emptyCompetitionForm, type CompetitionFormValues } from '../utils/competition-input';
import { CompetitionDetailsForm } from './competition-details-form';
import { CompetitionQuestions } from './competition-questions';
import { formatWhen } from './competition-format';

/**
 * Create New Competition (admin §2): the details, then "Upload Questions" → the questions; the
 * competition is created as a draft and the form closes.
 */
export function CompetitionCreator({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: CreatedCompetition) => void;
}) {
  const [values, setValues] = useState<CompetitionFormValues>(emptyCompetitionForm);
  const [details, setDetails] = useState<CompetitionDetailsJson | null>(null);

  if (!details)
    return (
      <CompetitionDetailsForm
        defaultValues={values}
        onCancel={onClose}
        onNext={(checked, raw) => {
          setValues(raw);
          setDetails(checked);
        }}
      />
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-2 rounded-md bg-muted/60 p-3 text-sm">
        <div>
          <p className="font-medium">{details.title.trim()}</p>
          <p className="text-muted-foreground">
            {examShortName(details.examType)} · {subjectDisplayName(details.subject)} ·{' '}
            {formatWhen(details.startTime)} to {formatWhen(details.endTime)}
          </p>
        </div>
        <Button variant="outline" onClick={() => setDetails(null)}>
          Edit details
        </Button>
      </div>
      <CompetitionQuestions
        details={details}
        onBack={() => setDetails(null)}
        onCreated={onCreated}
      />
    </div>
  );
}
