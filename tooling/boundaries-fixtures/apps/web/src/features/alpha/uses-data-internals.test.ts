export { useAccount } from '../../data/account';
