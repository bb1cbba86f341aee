import { Card } from '../../../../components/ui/card';
import { CsvUploadForm } from './csv-upload-form';
import { ManualEntry } from './manual-entry';

export function UploadTab() {
  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-4">
        <div>
          <h2 className="text-lg font-semibold">Direct Question Upload</h2>
          <p className="text-sm text-muted-foreground">
            Upload a CSV file of questions for one exam, subject and level.
          </p>
        </div>
        <CsvUploadForm />
      </Card>
      <Card className="space-y-4 p-4">
        <div>
          <h2 className="text-lg font-semibold">Add one question</h2>
          <p className="text-sm text-muted-foreground">
            Questions added here are live at once, at the level you choose.
          </p>
        </div>
        <ManualEntry />
      </Card>
    </div>
  );
}
