export { BETA } from '../beta/beta-internals';
