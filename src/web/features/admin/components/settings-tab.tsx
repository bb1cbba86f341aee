import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select';
import { useExamSettings } from '../api/exam-settings';
import { errorMessage } from '../../../lib/api-errors';
import { ExamSettingCreateForm } from './exam-setting-create-form';
import { ExamSettingRow } from './exam-setting-row';
import { EXAM_OPTIONS, SUBJECT_OPTIONS } from './options';

const PAGE = 30;

/** Exam Settings Manager: create a setting, and edit each one in place. */
export function SettingsTab() {
  const settings = useExamSettings();
  const [exam, setExam] = useState('');
  const [subject, setSubject] = useState('');
  const [shown, setShown] = useState(PAGE);
  const rows = (settings.data ?? []).filter(
    (s) => (!exam || s.examType === exam) && (!subject || s.subject === subject),
  );

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Exam Settings Manager</h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() => settings.refetch()}
          disabled={settings.isFetching}
        >
          {settings.isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <Card className="space-y-4 p-4">
        <h3 className="font-semibold">Create New Exam Setting</h3>
        <ExamSettingCreateForm />
      </Card>
      <section aria-label="Exam settings" className="space-y-3">
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            id="settings-filter-exam"
            label="Show exam"
            placeholder="All exams"
            options={EXAM_OPTIONS}
            value={exam}
            onChange={(e) => setExam(e.target.value)}
          />
          <SelectField
            id="settings-filter-subject"
            label="Show subject"
            placeholder="All subjects"
            options={SUBJECT_OPTIONS}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        </div>
        {settings.isPending ? (
          <p role="status" className="text-muted-foreground">
            Loading settings...
          </p>
        ) : settings.isError ? (
          <p role="alert" className="text-destructive">
            Failed to load exam settings. {errorMessage(settings.error)}
          </p>
        ) : settings.data.length === 0 ? (
          <p className="text-muted-foreground">No exam settings found. Create one above.</p>
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground">
            No exam settings for the selected exam and subject.
          </p>
        ) : (
          <>
            <ul className="space-y-3">
              {rows.slice(0, shown).map((s) => (
                <ExamSettingRow key={`${s.id}-${s.updatedAt}`} setting={s} />
              ))}
            </ul>
            {rows.length > shown ? (
              <Button
                variant="outline"
                className="w-full"
                onClick={() => setShown((n) => n + PAGE)}
              >
                Show more ({rows.length - shown} left)
              </Button>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
