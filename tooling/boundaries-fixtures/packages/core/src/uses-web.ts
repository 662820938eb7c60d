export { ALPHA } from '../../../apps/web/src/features/alpha';
