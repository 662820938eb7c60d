/** Moving USDC in and out of the exchange: the Wallet screen and the Deposit/Withdraw dialogs. */
export { DepositDialog, loadWalletScreen, WithdrawDialog } from './lazy';
