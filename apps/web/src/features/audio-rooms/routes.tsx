import { CREATE_AUDIO_ROOM_PATH } from '@carenet/shared';
import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The audio rooms' own screen (login-protected, loaded when first opened); mounted by app/router.tsx. */
export const audioRoomRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: CREATE_AUDIO_ROOM_PATH,
        lazy: async () => ({ Component: (await import('./pages/CreateAudioRoomPage')).CreateAudioRoomPage }),
        handle: { title: msg('Audio Rooms') } satisfies RouteHandle,
      },
    ],
  },
];
