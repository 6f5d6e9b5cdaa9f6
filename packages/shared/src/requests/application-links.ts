// Without zod, so the web app's route table does not load the schemas.

/** The web page a guest's confirmation e-mail links to; the token follows in the fragment, which no server sees. */
export const CONFIRM_APPLICATION_PATH = '/applications/confirm';
