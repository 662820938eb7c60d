export { useAccount } from '../../data';
