import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../../../domain/admin-rules';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { Switch } from '../../../../components/ui/switch';
import { errorMessage } from '../../../../lib/api-errors';
import { controlled } from '../../kit/fields';
import { toggled } from '../../kit/inputs';
import { examLabel } from '../../kit/options';
import {
  useUpdateExamSetting,
  type ExamSettingDto,
  type ExamSettingPatch,
} from '../api/exam-settings';
import { SettingNumbers } from './setting-numbers';

const between = (v: string, min: number, max: number) =>
  /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max;

/**
 * One setting with its edits held here until Save Changes (spec §4). The list keys rows by
 * updatedAt, so a saved row starts again from the server's values.
 */
export function ExamSettingRow({ setting }: { setting: ExamSettingDto }) {
  const [questions, setQuestions] = useState(String(setting.questionsPerLevel));
  const [timer, setTimer] = useState(String(setting.timerMinutes));
  const [shuffle, setShuffle] = useState(setting.shuffleQuestions);
  const [active, setActive] = useState(setting.isActive);
  const update = useUpdateExamSetting();
  const label = examLabel(setting.examType, setting.subject, setting.level);

  const patch: ExamSettingPatch = {};
  if (questions !== String(setting.questionsPerLevel)) patch.questionsPerLevel = Number(questions);
  if (timer !== String(setting.timerMinutes)) patch.timerMinutes = Number(timer);
  if (shuffle !== setting.shuffleQuestions) patch.shuffleQuestions = shuffle;
  if (active !== setting.isActive) patch.isActive = active;
  const dirty = Object.keys(patch).length > 0;
  const questionsError = between(questions, 1, 100) ? undefined : ADMIN_MESSAGES.settingQuestions;
  const timerError = between(timer, 1, 300) ? undefined : ADMIN_MESSAGES.settingTimer;

  // Not mutate()'s callbacks: a saved row is replaced by the refreshed list (its key is
  // updatedAt) before they would run, and an unmounted row's callbacks never do.
  const save = () =>
    void update.mutateAsync({ id: setting.id, patch }).then(
      () => toast.success('Setting updated successfully'),
      (err: unknown) => toast.error('Failed to update setting', { description: errorMessage(err) }),
    );

  return (
    <li className="space-y-3 rounded-lg border bg-card p-3" aria-label={label}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">{label}</h3>
        <Switch label="Active" aria-label={`Active: ${label}`} {...toggled(active, setActive)} />
      </div>
      <SettingNumbers
        idPrefix={`setting-${setting.id}`}
        className="grid grid-cols-2 gap-3"
        questions={{ ...controlled(questions, setQuestions), error: questionsError }}
        timer={{ ...controlled(timer, setTimer), error: timerError }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Switch label="Shuffle questions" {...toggled(shuffle, setShuffle)} />
        <Button
          size="sm"
          onClick={save}
          disabled={!dirty || !!questionsError || !!timerError || update.isPending}
        >
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </li>
  );
}
