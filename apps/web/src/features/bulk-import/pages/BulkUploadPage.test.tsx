import { IMPORT_PROGRESS_POLL_MS, type BulkImportCheckDto, type ImportJobDto } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { bulkImportRoutes } from '../routes';
import { BulkUploadPage } from './BulkUploadPage';

/** jsdom's XMLHttpRequest would really send: this one records each upload and lets the test answer it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  respond(status: number, envelope: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}

const success = (data: unknown, statusCode = 200) => ({ status: 'success', statusCode, message: 'OK', data });

function job(overrides: Partial<ImportJobDto>): ImportJobDto {
  return {
    _id: 'job-1',
    kind: 'users',
    fileName: 'people.csv',
    status: 'queued',
    totalRows: 3,
    processedRows: 0,
    createdCount: 0,
    failedCount: 0,
    errors: [],
    resultUrl: null,
    createdAt: '2026-11-25T04:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}

const csv = () => new File(['roles,email\npatient,a@b.c\n'], 'people.csv', { type: 'text/csv' });
const chooseFile = (file: File) => userEvent.upload(document.querySelector('input[type="file"]')!, file);

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.useRealTimers();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('BulkUploadPage', () => {
  it('refuses a non-administrator and asks the API nothing', async () => {
    // The route's handle names importData; a doctor's session does not hold it.
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(() => ok(null));
    renderRoutes(bulkImportRoutes, '/uploaddata');
    expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
    expect(
      screen.getByText(
        'Bulk Upload Users is for administrators. If you need access, ask an administrator of CareNet.',
      ),
    ).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it("checks the file, shows each row's problems, imports the valid rows and follows the job to its result", async () => {
    // The page polls on a clock the test can move on; it also runs by itself, for the rest of the page.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    sessionStore.signIn(makeUser(['admin']));
    let polls = 0;
    const fetchMock = mockApi(({ path }) => {
      if (path !== '/bulkImports/job-1') return { status: 404, body: {} };
      polls++;
      return polls === 1
        ? ok(job({ status: 'running', processedRows: 2 }))
        : ok(
            job({
              status: 'done',
              processedRows: 3,
              createdCount: 2,
              failedCount: 1,
              errors: [{ row: 3, field: 'email', message: 'Please enter a valid email address.' }],
              resultUrl: '/bulkImports/job-1/result',
            }),
          );
    });
    renderPage(<BulkUploadPage kind="users" />);
    expect(screen.getByRole('heading', { name: 'Bulk Upload Users' })).toBeTruthy();
    const importButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Import/ });
    // Until a check has found rows to import, the button names no count.
    expect(importButton().textContent).toBe('Import');
    expect(importButton().disabled).toBe(true);

    await chooseFile(csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(FakeXhr.sent[0].url).toBe('/api/v1/user/add/bulk?dryRun=true');
    expect((FakeXhr.sent[0].body!.get('file') as File).name).toBe('people.csv');
    const check: BulkImportCheckDto = {
      kind: 'users',
      totalRows: 3,
      validRows: 2,
      errors: [{ row: 3, field: 'email', message: 'Please enter a valid email address.' }],
    };
    FakeXhr.sent[0].respond(200, success(check));

    expect(await screen.findByRole('heading', { name: '2 rows of 3 can be imported' })).toBeTruthy();
    const problems = screen.getByRole('table');
    expect(within(problems).getByRole('cell', { name: 'Please enter a valid email address.' })).toBeTruthy();
    expect(within(problems).getByRole('cell', { name: '3' })).toBeTruthy();
    // The table (from 'sm' up) and the phone's cards each scroll in a region a keyboard can focus.
    const regions = screen.getAllByRole('region', { name: 'Problems found in the file' });
    expect(regions.map((region) => region.tabIndex)).toEqual([0, 0]);
    const card = within(regions[1]).getByRole('listitem');
    expect(card.textContent).toBe('Row 3 · emailPlease enter a valid email address.');
    expect(problems.getAttribute('aria-describedby')).toBe(regions[1].getAttribute('aria-describedby'));

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(FakeXhr.sent[1].url).toBe('/api/v1/user/add/bulk');
    FakeXhr.sent[1].respond(202, success(job({}), 202));

    expect(await screen.findByText('Imported 2 of 3 rows')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe(
      '67',
    );
    // The next poll, a poll interval later, finds the job done.
    await vi.advanceTimersByTimeAsync(IMPORT_PROGRESS_POLL_MS);
    expect(await screen.findByText('Finished: 2 created, 1 not imported')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download result' })).toBeTruthy();
    // Nothing is asked once the import has finished, however long the page stays open.
    const asked = polls;
    await vi.advanceTimersByTimeAsync(3 * IMPORT_PROGRESS_POLL_MS);
    expect(polls).toBe(asked);
    expect(apiCalls(fetchMock).every((call) => call.path === '/bulkImports/job-1')).toBe(true);
  });

  it("says 'Failed to upload users data' with the server's reason when the file is refused", async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockApi(() => ok(null));
    renderPage(<BulkUploadPage kind="users" />);
    await chooseFile(csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    FakeXhr.sent[0].respond(400, {
      status: 'error',
      statusCode: 400,
      message: 'The file lacks the column email. Please start from the template.',
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to upload users data')).toBeTruthy();
    expect(
      within(alert).getByText('The file lacks the column email. Please start from the template.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Import' }).disabled).toBe(true),
    );
  });
});
