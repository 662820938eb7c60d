export { ALPHA } from './alpha';
