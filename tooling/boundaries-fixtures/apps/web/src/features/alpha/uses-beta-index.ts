export { BETA } from '../beta';
