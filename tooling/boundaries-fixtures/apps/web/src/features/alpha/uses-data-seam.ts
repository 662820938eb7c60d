export { fakeAccount } from '../../data/testing';
