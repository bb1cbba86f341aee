import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { controlled, ScopeSelects } from '../../kit/fields';
import { QueryState } from '../../kit/query-state';
import { ShowMore } from '../../kit/show-more';
import { useExamSettings } from '../api/exam-settings';
import { ExamSettingCreateForm } from './exam-setting-create-form';
import { ExamSettingRow } from './exam-setting-row';

/** Exam Settings Manager: create a setting, and edit each one in place. */
export function SettingsTab() {
  const settings = useExamSettings();
  const [exam, setExam] = useState('');
  const [subject, setSubject] = useState('');
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
          <ScopeSelects
            idPrefix="settings-filter"
            prompt="all"
            exam={controlled(exam, setExam)}
            subject={controlled(subject, setSubject)}
          />
        </div>
        <QueryState
          query={settings}
          loading="Loading settings..."
          failed="Failed to load exam settings. "
          isEmpty={() => rows.length === 0}
          empty={
            settings.data?.length
              ? 'No exam settings for the selected exam and subject.'
              : 'No exam settings found. Create one above.'
          }
        >
          {() => (
            <ShowMore items={rows} step={30} className="space-y-3">
              {(s) => <ExamSettingRow key={`${s.id}-${s.updatedAt}`} setting={s} />}
            </ShowMore>
          )}
        </QueryState>
      </section>
    </div>
  );
}
