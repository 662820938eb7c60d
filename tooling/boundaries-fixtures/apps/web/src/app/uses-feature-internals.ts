export { BETA } from '../features/beta/beta-internals';
