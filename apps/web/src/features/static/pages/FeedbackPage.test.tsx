import { MESSAGES } from '@carenet/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { FeedbackPage } from './FeedbackPage';

function setup() {
  const fetchMock = mockApi(({ url, method }) =>
    method === 'POST' && url.pathname === '/api/v1/feedback'
      ? ok(null, MESSAGES.feedbackThanks, 201)
      : { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } },
  );
  renderPage(<FeedbackPage />, '/users/Feedback');
  // The bodies sent so far.
  return () =>
    fetchMock.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
}

describe('FeedbackPage', () => {
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('shows the schema messages and sends nothing while the form is invalid', async () => {
    const sent = setup();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: /Send feedback/ }));

    expect(await screen.findByText('Please enter name')).toBeTruthy();
    expect(screen.getByText('Please enter description')).toBeTruthy();
    expect(screen.getByText('Please enter valid email')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('posts the feedback with its rating and thanks the sender', async () => {
    const sent = setup();
    await userEvent.type(screen.getByLabelText(/Name/), 'Kavya Menon');
    // Mantine's Rating takes the click on the star (the radio's label), as a pointer user does.
    const fourStars = screen.getByRole('radio', { name: '4' });
    await userEvent.click(document.querySelector(`label[for="${fourStars.id}"]`)!);
    await userEvent.type(screen.getByLabelText(/Your feedback/), 'Booking a video consultation was easy.');
    await userEvent.click(screen.getByRole('button', { name: /Send feedback/ }));

    expect(await screen.findByText(MESSAGES.feedbackThanks)).toBeTruthy();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toEqual({
      kind: 'feedback',
      name: 'Kavya Menon',
      email: '',
      subject: '',
      message: 'Booking a video consultation was easy.',
      rating: 4,
    });
  });

  it('fills in the name and e-mail of a signed-in member', async () => {
    sessionStore.signIn(
      makeUser(['doctor'], {
        name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
        email: 'doctor@demo.carenet.local',
      }),
    );
    const sent = setup();
    expect(screen.getByLabelText<HTMLInputElement>(/Name/).value).toBe('Arjun Rao');
    expect(screen.getByLabelText<HTMLInputElement>(/E-mail/).value).toBe('doctor@demo.carenet.local');
    await userEvent.type(screen.getByLabelText(/Your feedback/), 'Please add reminders by SMS.');
    await userEvent.click(screen.getByRole('button', { name: /Send feedback/ }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ name: 'Arjun Rao', email: 'doctor@demo.carenet.local' });
  });
});
