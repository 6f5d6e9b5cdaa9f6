import { notifications } from '@mantine/notifications';
import type { MedicalRecordDto, UploadedImageDto } from '@carenet/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../test/utils';
import { FakeUpload } from '../../test/FakeUpload';
import { sessionStore } from '../../lib/session';
import { MedicalRecordsPage } from './MedicalRecordsPage';

const patient = makeUser(['patient'], { _id: 'u-patient' });

const document: MedicalRecordDto = {
  _id: 'd-1',
  userId: 'u-patient',
  url: '/files/medical-record/2025/03/d1.pdf',
  name: 'blood-test.pdf',
  userGivenName: 'Blood test',
  note: 'Fasting sample',
  date: '2025-03-14',
  uploadedBy: 'u-patient',
  preview: null,
  contentType: 'application/pdf',
  size: 24_000,
  createdAt: '2025-03-15T10:00:00.000Z',
  updatedAt: '2025-03-15T10:00:00.000Z',
};

const image: UploadedImageDto = {
  _id: 'i-1',
  userId: 'u-patient',
  url: '/files/record-image/2025/03/i1.png',
  name: 'knee.png',
  resizedUrl: '/files/record-image/2025/03/i1_776x435.webp',
  width: 1200,
  height: 900,
  isProfileImage: false,
  createdAt: '2025-03-16T10:00:00.000Z',
};

type Answer = ReturnType<typeof ok>;

/** The API of a patient with these records; `answer` takes the calls a test is about. */
function recordsApi(
  records: { documents?: MedicalRecordDto[]; images?: UploadedImageDto[] },
  answer?: (call: { path: string; method: string }) => Answer | undefined,
) {
  return mockApi((call) => {
    const special = answer?.(call);
    if (special) return special;
    if (call.path === '/medicalRecords') return ok(records.documents ?? []);
    if (call.path === '/images') return ok(records.images ?? []);
    return ok(null);
  });
}

const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
const openPage = (path = '/member/myMedicalRecords') => renderPage(<MedicalRecordsPage />, path);

beforeEach(() => {
  sessionStore.signIn(patient);
  FakeUpload.install();
  // jsdom keeps no bytes in memory for addresses; the page only needs the calls to succeed.
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  act(() => notifications.clean());
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('/member/myMedicalRecords', () => {
  it('says what is missing when there are no documents or images yet', async () => {
    recordsApi({});
    openPage();
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    expect(await screen.findByText('No images yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload a document' })).toBeTruthy();
  });

  it('lists the documents with their date (DD-MMM-YYYY), name and note, and the images', async () => {
    recordsApi({ documents: [document], images: [{ ...image, isProfileImage: true }] });
    openPage();
    const row = await screen.findByRole('listitem', { name: 'Blood test' });
    expect(row.textContent).toContain('14-Mar-2025');
    expect(row.textContent).toContain('Fasting sample');
    const card = await screen.findByRole('article', { name: 'knee.png' });
    expect(within(card).getByText('Profile image')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Set as profile image' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('shows the server’s message and a way to try again when the list cannot be loaded', async () => {
    mockApi(({ path }) =>
      path === '/medicalRecords'
        ? {
            status: 500,
            body: { status: 'error', statusCode: 500, message: 'Something went wrong on our side.' },
          }
        : ok([]),
    );
    openPage();
    expect(await screen.findByText('We could not load the documents')).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows a patient's records read-only to their doctor: nothing to upload, edit or delete", async () => {
    sessionStore.signIn(makeUser(['doctor'], { _id: 'u-doctor' }));
    const fetchMock = recordsApi({ documents: [document], images: [image] });
    openPage('/member/myMedicalRecords?userId=u-patient');
    await screen.findByRole('listitem', { name: 'Blood test' });
    expect(screen.queryByRole('button', { name: 'Upload a document' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Blood test' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Blood test' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set as profile image' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open Blood test' })).toBeTruthy();
    const list = apiCalls(fetchMock).find((call) => call.path === '/medicalRecords');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('userId=u-patient'))).toBe(true);
    expect(list?.method).toBe('GET');
  });

  it('tells a reader who may not see the patient’s records that there are none to show', async () => {
    sessionStore.signIn(makeUser(['doctor'], { _id: 'u-doctor' }));
    mockApi(() => ({ status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } }));
    openPage('/member/myMedicalRecords?userId=u-patient');
    expect(await screen.findByText('No records to show')).toBeTruthy();
  });
});

describe('Document uploader (docs/screens-and-flows.md#flows)', () => {
  async function openUploader() {
    await user().click(await screen.findByRole('button', { name: 'Upload a document' }));
    return screen.findByRole('dialog', { name: 'Upload a document' });
  }

  it("asks for a file, refuses other kinds, then uploads with a progress bar and SPEC's message", async () => {
    recordsApi({});
    openPage();
    const dialog = await openUploader();
    expect(within(dialog).getByText('Step 1 - Select File')).toBeTruthy();
    expect(within(dialog).getByText('Step 2 - Upload')).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Please select a file to upload')).toBeTruthy();

    await user().upload(fileInput(dialog), new File(['MZ'], 'setup.exe'));
    expect(await within(dialog).findByText(/Please upload a PDF, a Word document/)).toBeTruthy();

    await user().upload(
      fileInput(dialog),
      new File(['%PDF-1.7'], 'Blood test.pdf', { type: 'application/pdf' }),
    );
    await user().click(within(dialog).getByRole('button', { name: 'Next' }));
    const name = await within(dialog).findByLabelText(/^Name/);
    expect((name as HTMLInputElement).value).toBe('Blood test');

    await user().clear(name);
    fireEvent.input(within(dialog).getByLabelText(/^Date/), { target: { value: '2999-01-01' } });
    await user().click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please name the document.')).toBeTruthy();
    expect(within(dialog).getByText('The date of the document cannot be in the future')).toBeTruthy();
    expect(FakeUpload.instances).toHaveLength(0);

    await user().type(name, 'Blood test, March');
    fireEvent.input(within(dialog).getByLabelText(/^Date/), { target: { value: '2025-03-14' } });
    await user().type(within(dialog).getByLabelText(/^Note/), 'Fasting sample');
    await user().click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
    const [upload] = FakeUpload.instances;
    expect(upload.url).toBe('/api/v1/medicalRecords');
    expect(upload.headers.authorization).toBe('Bearer test-token');
    expect([...upload.body!.keys()]).toEqual(['userGivenName', 'note', 'date', 'file']);
    expect(upload.body?.get('userGivenName')).toBe('Blood test, March');
    expect(upload.body?.get('date')).toBe('2025-03-14');
    expect((upload.body?.get('file') as File).name).toBe('Blood test.pdf');

    act(() => upload.progress(40, 100));
    expect(await within(dialog).findByText('Uploading… 40%')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    act(() =>
      upload.respond(201, {
        status: 'success',
        statusCode: 201,
        message: 'Document is uploaded succesfully',
        data: document,
      }),
    );
    expect(await screen.findByText('Document is uploaded succesfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload a document' })).toBeNull());
  });

  it("goes back to the first step with the server's reason when it refuses the file", async () => {
    recordsApi({});
    openPage();
    const dialog = await openUploader();
    await user().upload(fileInput(dialog), new File(['png bytes'], 'report.pdf'));
    await user().click(within(dialog).getByRole('button', { name: 'Next' }));
    await user().click(await within(dialog).findByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
    const reason = 'The file’s content does not match its name. Please upload the original file.';
    act(() =>
      FakeUpload.instances[0].respond(400, {
        status: 'error',
        statusCode: 400,
        message: reason,
        errors: [{ path: 'file', message: reason }],
      }),
    );
    expect(await within(dialog).findByText(reason)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Choose a file' })).toBeTruthy();
  });

  it("edits a document's properties and deletes one after confirmation, with SPEC's messages", async () => {
    const fetchMock = recordsApi({ documents: [document] }, ({ method }) =>
      method === 'PUT'
        ? ok({ ...document, note: 'Repeat in June' }, 'Document properties are updated successfully.')
        : method === 'DELETE'
          ? ok(null, 'The document is successfully deleted from the database')
          : undefined,
    );
    openPage();
    await user().click(await screen.findByRole('button', { name: 'Edit Blood test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Document properties' });
    const note = within(dialog).getByLabelText(/^Note/);
    await waitFor(() => expect((note as HTMLTextAreaElement).value).toBe('Fasting sample'));
    await user().clear(note);
    await user().type(note, 'Repeat in June');
    await user().click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Document properties are updated successfully.')).toBeTruthy();
    const put = apiCalls(fetchMock).find((call) => call.method === 'PUT');
    expect(put).toMatchObject({
      path: '/medicalRecords/d-1',
      body: { userGivenName: 'Blood test', note: 'Repeat in June', date: '2025-03-14' },
    });

    await user().click(screen.getByRole('button', { name: 'Delete Blood test' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(apiCalls(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
    await user().click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The document is successfully deleted from the database')).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'DELETE')?.path).toBe('/medicalRecords/d-1');
  });
});

describe('Image upload (docs/screens-and-flows.md#flows)', () => {
  async function openUploader() {
    await user().click(await screen.findByRole('button', { name: 'Upload images' }));
    return screen.findByRole('dialog', { name: 'Upload images' });
  }

  /** Picks images, then takes each through 'Resize Image' (used whole: jsdom draws nothing) and Preview. */
  async function addImages(dialog: HTMLElement, files: File[]) {
    await user().upload(fileInput(dialog), files);
    await user().click(within(dialog).getByRole('button', { name: 'Next' }));
    for (let i = 0; i < files.length; i++) {
      await user().click(await within(dialog).findByRole('button', { name: 'Use the whole image' }));
      expect(await within(dialog).findByRole('img', { name: `Preview of ${files[i].name}` })).toBeTruthy();
      await user().click(within(dialog).getByRole('button', { name: 'Add to the list' }));
    }
  }

  it("asks for at least one image and refuses other kinds with SPEC's messages", async () => {
    recordsApi({});
    openPage();
    const dialog = await openUploader();
    await user().click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Please select atleast one image.')).toBeTruthy();
    await user().upload(fileInput(dialog), new File(['%PDF'], 'report.pdf'));
    expect(
      await within(dialog).findByText('Please select JPEG, GIF, PNG, BMP, TIFF, SVG or WebP images.'),
    ).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Upload Image(s)' }));
    expect(await within(dialog).findByText('Please select atleast one image.')).toBeTruthy();
    expect(FakeUpload.instances).toHaveLength(0);
  });

  it('opens the crop on the SPEC frame, previews, lists the selected images and uploads them one by one', async () => {
    recordsApi({});
    openPage();
    const dialog = await openUploader();
    const files = [
      new File(['a'], 'knee.png', { type: 'image/png' }),
      new File(['b'], 'rash.jpg', { type: 'image/jpeg' }),
    ];
    await user().upload(fileInput(dialog), files);
    expect(await within(dialog).findByText(/2 images to crop/)).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('img', { name: 'Crop knee.png' })).toBeTruthy();
    expect(within(dialog).getByText('Resize Image')).toBeTruthy();
    const frame = dialog.querySelector<HTMLElement>('.ReactCrop__crop-selection');
    expect(frame?.style).toMatchObject({ top: '5%', left: '5%', width: '90%', height: '90%' });
    await user().click(within(dialog).getByRole('button', { name: 'Back' }));
    await user().click(within(dialog).getByRole('button', { name: 'Next' }));
    for (const file of files) {
      await user().click(await within(dialog).findByRole('button', { name: 'Use the whole image' }));
      expect(await within(dialog).findByRole('img', { name: `Preview of ${file.name}` })).toBeTruthy();
      await user().click(within(dialog).getByRole('button', { name: 'Add to the list' }));
    }
    expect(await within(dialog).findByText('Selected images (2)')).toBeTruthy();

    await user().click(within(dialog).getByRole('button', { name: 'Upload Image(s)' }));
    await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
    expect(FakeUpload.instances[0].url).toBe('/api/v1/images');
    expect((FakeUpload.instances[0].body?.get('file') as File).name).toBe('knee.png');
    act(() =>
      FakeUpload.instances[0].respond(201, {
        status: 'success',
        statusCode: 201,
        message: 'Image is uploaded successfully',
        data: image,
      }),
    );
    await waitFor(() => expect(FakeUpload.instances).toHaveLength(2));
    expect((FakeUpload.instances[1].body?.get('file') as File).name).toBe('rash.jpg');
    act(() =>
      FakeUpload.instances[1].respond(201, {
        status: 'success',
        statusCode: 201,
        message: 'Image is uploaded successfully',
        data: image,
      }),
    );
    expect(await screen.findByText('2 images are uploaded successfully')).toBeTruthy();
  });

  it("says 'Image is uploaded successfully' for one image", async () => {
    recordsApi({});
    openPage();
    const dialog = await openUploader();
    await addImages(dialog, [new File(['a'], 'knee.png', { type: 'image/png' })]);
    await user().click(within(dialog).getByRole('button', { name: 'Upload Image(s)' }));
    await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
    act(() =>
      FakeUpload.instances[0].respond(201, {
        status: 'success',
        statusCode: 201,
        message: 'Image is uploaded successfully',
        data: image,
      }),
    );
    expect(await screen.findByText('Image is uploaded successfully')).toBeTruthy();
  });

  it("sets an image as the profile image and deletes one after confirmation, with SPEC's message", async () => {
    const updated = { ...patient, profile_image_url: '/files/profile-image/2025/03/p.webp' };
    const fetchMock = recordsApi({ images: [image] }, ({ method, path }) =>
      method === 'PUT' && path === '/images/i-1/profile'
        ? ok(updated, 'Your profile image is updated.')
        : method === 'DELETE'
          ? ok(null, 'The image is successfully deleted from the database.')
          : undefined,
    );
    openPage();
    await user().click(await screen.findByRole('button', { name: 'Set as profile image' }));
    expect(await screen.findByText('Your profile image is updated.')).toBeTruthy();
    expect(sessionStore.get()?.profile_image_url).toBe('/files/profile-image/2025/03/p.webp');
    expect(sessionStore.token()).toBe('test-token');

    await user().click(screen.getByRole('button', { name: 'Delete knee.png' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this image?' });
    await user().click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The image is successfully deleted from the database.')).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'DELETE')?.path).toBe('/images/i-1');
  });
});
