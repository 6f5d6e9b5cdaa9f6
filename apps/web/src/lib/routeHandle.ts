import type { ViewerAbility } from '@carenet/shared';
import type { UIMatch } from 'react-router';

/** What someone without the screen's ability reads instead of it (texts marked with msg()). */
export interface Refusal {
  /** The heading; 'You are not allowed to view this page' when absent. */
  title?: string;
  /** Why; a `{page}` in it is filled with `page`. */
  text: string;
  page?: string;
  /** What someone holding this other ability reads instead, pointed to where they can do it. */
  otherwise?: { ability: ViewerAbility; text: string };
}

/** A screen open only to those the session says may (docs/roles-and-permissions.md#abilities-sent-to-the-web). */
type AbilityGate =
  | { ability?: undefined; refusal?: undefined }
  | {
      /**
       * The viewer ability the screen needs: app/routeGuards.tsx puts the one guard there, which shows
       * `refusal` to anyone whose session lacks it (and the screen's queries never run for them).
       */
      ability: ViewerAbility;
      /**
       * Loads what a refused viewer reads (the feature's refusals.ts): every route's handle is in the
       * first load, the words of its refusal need not be.
       */
      refusal: () => Promise<Refusal>;
    };

/** What a route object may declare in `handle` for the app shell. */
export type RouteHandle = AbilityGate & {
  /**
   * Hide the top bar and footer (docs/screens-and-flows.md#layout: login, signup, terms, event payment and
   * forms, otp-validation and chatbot widget pages).
   */
  chromeless?: boolean;
  /** The page name shown in the browser tab. */
  title?: string;
  /**
   * Only a signed-in user may open this route and the routes under it. Features declare it on a
   * pathless group; app/ puts the sign-in guard there, so a feature never imports the guard.
   */
  signedIn?: boolean;
  /**
   * The medical assistant's pages (docs/medical-assistant.md#screens): the top bar shows the model
   * selector instead of 'Create Request', and the floating chatbot icon is not shown.
   */
  assistantPage?: boolean;
};

/** The handle of a group of routes that only a signed-in user may open. */
export const SIGNED_IN: RouteHandle = { signedIn: true };

/** The handle of the deepest matched route that sets `key`. */
export function handleValue<K extends keyof RouteHandle>(
  matches: UIMatch[],
  key: K,
): RouteHandle[K] | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.[key] !== undefined) return handle[key];
  }
  return undefined;
}
