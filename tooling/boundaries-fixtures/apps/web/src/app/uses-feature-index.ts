export { BETA } from '../features/beta';
