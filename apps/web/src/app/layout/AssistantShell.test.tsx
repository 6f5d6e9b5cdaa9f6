import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '../../lib/routeHandle';
import { sessionStore } from '../../lib/session';
import { makeUser, mockApi, ok, renderRoutes } from '../../test/utils';
import { AppLayout } from './AppLayout';
import { TopBar } from './TopBar';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const ASSISTANT_PAGE: RouteHandle = { assistantPage: true };
const MODELS = [
  { name: 'Palm 2', driver: 'offline', modelName: null, outside: false, isDefault: true },
  { name: 'Llama 2', driver: 'offline', modelName: null, outside: false, isDefault: false },
];

function renderTopBarAt(path: string) {
  const topBar = <TopBar drawerOpened={false} onToggleDrawer={() => undefined} />;
  return renderRoutes(
    [
      { path: '/', element: topBar },
      { path: '/chat-bot', element: topBar, handle: ASSISTANT_PAGE },
    ],
    path,
  );
}

describe('the shell on the chatbot page', () => {
  it("shows the model selector instead of 'Create Request' in the top bar", async () => {
    mockApi(() => ok(MODELS));
    sessionStore.signIn(makeUser(['patient']));
    renderTopBarAt('/chat-bot');
    await screen.findByRole('button', { name: 'Open profile menu' });
    expect(await screen.findByRole('combobox', { name: 'Assistant model' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create Request' })).toBeNull();
  });

  it('has no model selector on any other page', async () => {
    sessionStore.signIn(makeUser(['patient']));
    renderTopBarAt('/');
    expect(await screen.findByRole('link', { name: 'Create Request' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Assistant model' })).toBeNull();
  });
});

describe('the floating chatbot icon', () => {
  const routes = [
    {
      element: <AppLayout />,
      children: [
        { path: '/', element: <p>Home</p> },
        { path: '/login', element: <p>Login</p>, handle: { chromeless: true } satisfies RouteHandle },
        { path: '/chat-bot', element: <p>Chat</p>, handle: ASSISTANT_PAGE },
        { path: '/tal-chat-bot', element: <p>Widget</p>, handle: { chromeless: true, assistantPage: true } },
      ],
    },
  ];
  const launcher = () => screen.queryByRole('link', { name: 'Open the medical assistant in a new tab' });

  it('opens /chat-bot in a new tab from every page, with or without the top bar', async () => {
    for (const path of ['/', '/login']) {
      const view = renderRoutes(routes, path);
      await screen.findByText(path === '/' ? 'Home' : 'Login');
      expect(launcher()?.getAttribute('href'), path).toBe('/chat-bot');
      expect(launcher()?.getAttribute('target'), path).toBe('_blank');
      view.unmount();
    }
  });

  it('is not on the chatbot pages themselves', async () => {
    for (const [path, text] of [
      ['/chat-bot', 'Chat'],
      ['/tal-chat-bot', 'Widget'],
    ]) {
      const view = renderRoutes(routes, path);
      await screen.findByText(text);
      expect(launcher(), path).toBeNull();
      view.unmount();
    }
  });
});
