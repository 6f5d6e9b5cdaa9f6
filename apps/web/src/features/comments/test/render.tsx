import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestDto } from '@carenet/shared';
import { renderRoutes } from '../../../test/utils';
import { ForumButton } from '../components/ForumButton';

/** A request page with the forum button, and a login page to be sent to. */
export function renderForumButton(request: Pick<RequestDto, '_id' | 'title' | 'name'>) {
  return renderRoutes(
    [
      { path: '/donationRequest/:id', element: <ForumButton request={request} /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    `/donationRequest/${request.name}`,
  );
}

/** Opens the forum the way a reader does and returns its dialog. */
export async function openForum(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Open the forum' }));
  return screen.findByRole('dialog', { name: 'Forum' });
}
