import { MANAGE_PODCASTS_PATH } from '@carenet/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { podcastRoutes } from '../routes';
import { seriousAxeViolations } from '../../../test/axe';
import { FakeUpload } from '../../../test/FakeUpload';
import { apiCalls, makeUser, mockApi, ok, queriesTo, renderPage, renderRoutes } from '../../../test/utils';
import { CATEGORIES, makeEpisode } from '../testing';
import { ManagePodcastsPage } from './ManagePodcastsPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

/** Mantine's FileInput is a button over a hidden file input. */
const fileInput = (form: HTMLElement) => form.querySelector<HTMLInputElement>('input[type="file"]')!;

const MANAGER = { edit: true, delete: true, publish: true };

describe('ManagePodcastsPage', () => {
  it.each([['patient'], ['doctor'], ['facilities']])(
    'refuses a %s and asks the API nothing',
    async (role) => {
      // The route's handle names managePodcasts; their session does not hold it.
      sessionStore.signIn(makeUser([role]));
      const fetchMock = mockApi(() => ok([]));
      renderRoutes(podcastRoutes, MANAGE_PODCASTS_PATH);
      expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
      expect(apiCalls(fetchMock)).toEqual([]);
    },
  );

  it('lists drafts too for a talradio administrator, and says when there are none', async () => {
    sessionStore.signIn(makeUser(['patient', 'talradioAdmin']));
    const fetchMock = mockApi(({ path }) => (path === '/talradio/categories' ? ok(CATEGORIES) : ok([])));
    renderPage(<ManagePodcastsPage />);
    expect(await screen.findByText('No episodes yet. Upload the first one.')).toBeTruthy();
    expect(queriesTo(fetchMock, '/talradio/media')).toEqual([{ includeDrafts: 'true' }]);
  });

  it('checks the fields with the shared messages, then uploads the audio with its progress', async () => {
    sessionStore.signIn(makeUser(['admin']));
    FakeUpload.install();
    mockApi(({ path }) => (path === '/talradio/categories' ? ok(CATEGORIES) : ok([])));
    renderPage(<ManagePodcastsPage />);
    const form = await screen.findByRole('form', { name: 'Upload an episode' });

    await userEvent.click(within(form).getByRole('button', { name: 'Upload as draft' }));
    expect(await within(form).findByText('Please enter a title')).toBeTruthy();
    expect(within(form).getByText('Please choose a category')).toBeTruthy();
    expect(FakeUpload.instances).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Sleep and the heart');
    fireEvent.click(within(form).getByRole('textbox', { name: 'Category' }));
    // The dropdown opens with a transition jsdom does not run, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Mental Health', hidden: true }));
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Podcast request (optional)' }),
      'http://localhost/donationRequest/0194c3a2-1111-7000-8000-000000000abc',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Upload as draft' }));
    expect(await within(form).findByText('Please choose the audio file of the episode')).toBeTruthy();

    const audio = new File([new Uint8Array(2048)], 'sleep.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(fileInput(form), audio);
    await userEvent.click(within(form).getByRole('button', { name: 'Upload as draft' }));

    await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
    const upload = FakeUpload.instances[0];
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/v1/talmediaPodcast');
    expect(upload.body?.get('title')).toBe('Sleep and the heart');
    expect(upload.body?.get('categoryId')).toBe(CATEGORIES[1]._id);
    expect(upload.body?.get('language')).toBe('en');
    expect(upload.body?.get('requestId')).toBe('0194c3a2-1111-7000-8000-000000000abc');
    expect((upload.body?.get('audio') as File).name).toBe('sleep.mp3');

    upload.progress(50, 100);
    expect(await screen.findByText('Uploading… 50%')).toBeTruthy();
    upload.respond(201, {
      status: 'success',
      statusCode: 201,
      message: 'Episode uploaded',
      data: makeEpisode({ status: 'draft', abilities: MANAGER }),
    });
    expect(await screen.findByText('Episode uploaded')).toBeTruthy();
    await waitFor(() =>
      expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe(''),
    );
  });

  it("shows the server's refusal of the audio beside the file field", async () => {
    sessionStore.signIn(makeUser(['admin']));
    FakeUpload.install();
    mockApi(({ path }) => (path === '/talradio/categories' ? ok(CATEGORIES) : ok([])));
    renderPage(<ManagePodcastsPage />);
    const form = await screen.findByRole('form', { name: 'Upload an episode' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'A talk');
    fireEvent.click(within(form).getByRole('textbox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mental Health', hidden: true }));
    await userEvent.upload(fileInput(form), new File(['x'], 'talk.mp3'));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload as draft' }));
    await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
    const message = 'Please choose an audio file: MP3, M4A (AAC), OGG (Opus or Vorbis), WAV or WebM.';
    FakeUpload.instances[0].respond(400, {
      status: 'error',
      statusCode: 400,
      message,
      errors: [{ path: 'audio', message }],
    });
    expect(await within(form).findByText(message)).toBeTruthy();
  });

  it('publishes a draft and deletes an episode after confirming, as the abilities allow', async () => {
    sessionStore.signIn(makeUser(['admin']));
    let list = [
      makeEpisode({
        _id: 'e-1',
        title: 'Draft talk',
        status: 'draft',
        publishedAt: null,
        abilities: MANAGER,
      }),
      makeEpisode({
        _id: 'e-2',
        title: 'Locked talk',
        abilities: { edit: false, delete: false, publish: false },
      }),
    ];
    const fetchMock = mockApi(({ path, method, body }) => {
      if (path === '/talradio/categories') return ok(CATEGORIES);
      if (method === 'PUT') {
        list = list.map((item) => (item._id === 'e-1' ? { ...item, ...(body as object) } : item));
        return ok(list[0], 'Episode published');
      }
      if (method === 'DELETE') {
        list = list.filter((item) => item._id !== 'e-1');
        return ok(null, 'Episode deleted');
      }
      return ok(list);
    });
    renderPage(<ManagePodcastsPage />);

    const episodes = await screen.findByRole('region', { name: 'Episodes' });
    await within(episodes).findByText('Draft talk');
    expect(within(episodes).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    expect(within(episodes).getAllByRole('button', { name: 'Publish' })).toHaveLength(1);
    // The page itself: the test harness's toasts from earlier tests are not part of it.
    const page = screen.getByRole('heading', { name: 'Manage Podcasts' }).closest('.mantine-Container-root');
    expect(await seriousAxeViolations(page ?? undefined)).toEqual([]);

    await userEvent.click(within(episodes).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Episode published')).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'PUT')).toEqual({
      path: '/talradio/media/e-1',
      method: 'PUT',
      body: { status: 'published' },
    });
    expect(await within(episodes).findByRole('button', { name: 'Unpublish' })).toBeTruthy();

    await userEvent.click(within(episodes).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete episode' });
    expect(
      within(dialog).getByText('Delete this episode and its audio? This cannot be undone.'),
    ).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Episode deleted')).toBeTruthy();
    await waitFor(() => expect(within(episodes).queryByText('Draft talk')).toBeNull());
    expect(within(episodes).getByText('Locked talk')).toBeTruthy();
  });
});
