import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import type { CompetitionDetailsJson } from './competitions';
import { CompetitionCsvError, createCompetitionFromCsv, refusedRows } from './competitions';

const details = {
  title: 'Cup',
  examType: 'jamb',
  subject: 'mathematics',
} as CompetitionDetailsJson;
const file = new File(['question_text\n'], 'cup.csv', { type: 'text/csv' });

/** The server's answer to the multipart POST, through the typed client's real fetch call. */
function answer(response: Response) {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createCompetitionFromCsv', () => {
  it('keeps the reasons of the rows a refused CSV skipped, with the code and message', async () => {
    const fetch = answer(
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'No valid questions in the CSV',
          details: { errors: ['Row 2: correct_answer must be A, B, C or D', 7, 'Row 3: no text'] },
        },
        { status: 400 },
      ),
    );
    const err = await createCompetitionFromCsv({ details, file }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CompetitionCsvError);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'No valid questions in the CSV',
      errors: ['Row 2: correct_answer must be A, B, C or D', 'Row 3: no text'],
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/competitions/csv');
    const form = init.body as FormData;
    expect(JSON.parse(String(form.get('details')))).toEqual(details);
    expect((form.get('file') as File).name).toBe('cup.csv');
  });

  it('reads a body that is not ours (a proxy page) as the status, with no rows', async () => {
    answer(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const err = await createCompetitionFromCsv({ details, file }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CompetitionCsvError);
    expect(err).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Bad Gateway',
      errors: [],
    });
  });

  it('answers the created competition on success', async () => {
    const created = { message: 'Competition created', questionsSaved: 3, errorCount: 0 };
    answer(Response.json(created, { status: 201 }));
    await expect(createCompetitionFromCsv({ details, file })).resolves.toEqual(created);
  });
});

describe('refusedRows', () => {
  it('takes only the strings of details.errors', () => {
    expect(refusedRows({ errors: ['a', null, 'b'] })).toEqual(['a', 'b']);
    for (const none of [undefined, null, 'x', {}, { errors: 'a' }])
      expect(refusedRows(none)).toEqual([]);
  });
});
