/**
 * Where the browser keeps the signed-in user (the login answer) and the last known location. The
 * page's preload script (build-plugins/firstLoadPreloads.ts) reads the first to know a visitor is signed in.
 */
export const USER_KEY = 'user';
export const LOCATION_KEY = 'location';
