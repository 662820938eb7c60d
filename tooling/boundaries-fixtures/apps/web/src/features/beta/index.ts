export { BETA } from './beta-internals';
