export const useAccount = () => 'account';
