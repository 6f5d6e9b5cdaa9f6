export { activeDrivers } from './drivers';
