import { useCallback, useEffect, useRef, useState } from 'react';
import { checkCsvFile, CSV_MESSAGES } from '../../../../../domain/question-csv';
import { previewCsv, type CsvPreview } from './csv-preview';

export type CsvPreviewState =
  { status: 'idle' } | { status: 'checking' } | { status: 'done'; preview: CsvPreview };

async function parseOnMainThread(file: File): Promise<CsvPreview> {
  await new Promise((r) => setTimeout(r, 0)); // paint "Checking file..." first
  return previewCsv(await file.text());
}

/**
 * Instant preview of a chosen CSV: name and size first, then a parse in a Web Worker (main
 * thread only if workers are unavailable). Choosing another file cancels the previous check.
 */
export function useCsvPreview() {
  const [state, setState] = useState<CsvPreviewState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const run = useRef(0);

  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };
  useEffect(() => stop, []);

  const check = useCallback((file: File | null) => {
    stop();
    const id = ++run.current;
    const done = (preview: CsvPreview) => {
      if (id === run.current) setState({ status: 'done', preview });
    };
    if (!file) return setState({ status: 'idle' });
    const fileError = checkCsvFile(file);
    if (fileError) return done({ ok: false, error: fileError });
    setState({ status: 'checking' });
    let w: Worker;
    try {
      w = new Worker(new URL('./csv-preview.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      parseOnMainThread(file).then(done, () =>
        done({ ok: false, error: CSV_MESSAGES.parseFailed }),
      );
      return;
    }
    worker.current = w;
    w.onmessage = (e: MessageEvent<CsvPreview>) => {
      done(e.data);
      stop();
    };
    w.onerror = () => {
      stop();
      parseOnMainThread(file).then(done, () =>
        done({ ok: false, error: CSV_MESSAGES.parseFailed }),
      );
    };
    w.postMessage(file);
  }, []);

  return { state, check };
}
