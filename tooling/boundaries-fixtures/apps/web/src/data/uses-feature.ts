export { ALPHA } from '../features/alpha';
