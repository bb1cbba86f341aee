import { previewCsv } from './csv-preview';
import { CSV_MESSAGES } from '../../../../../domain/question-csv';

/**
 * Reads and checks a chosen CSV off the main thread: a 10 MB file must not freeze the page.
 * (Typed with the DOM lib: adding the webworker lib would change `self` for the whole program.)
 */
self.onmessage = async (event: MessageEvent<File>) => {
  try {
    self.postMessage(previewCsv(await event.data.text()));
  } catch {
    self.postMessage({ ok: false, error: CSV_MESSAGES.parseFailed });
  }
};
