export { useAccount } from './account';
