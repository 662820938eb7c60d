export { missing } from './missing';
