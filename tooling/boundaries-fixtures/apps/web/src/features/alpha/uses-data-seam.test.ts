import { useAccount } from '../../data';
import { fakeAccount } from '../../data/testing';

export const seen = [useAccount, fakeAccount];
