export { useAccount } from '../data';
