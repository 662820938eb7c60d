import { describe, expect, it } from 'vitest';
import {
  ADMIN_TEXTS,
  adminErrorText,
  announcementFileName,
  base64ByteLength,
  canDelete,
  canManageAdmins,
  emptyPairForm,
  emptyTokenForm,
  firstTokenFormError,
  isAdminRole,
  LOGO_MAX_BYTES,
  logoUploadIssue,
  nextAdminOffset,
  pairFormErrors,
  parseImageDataUrl,
  perpLogoUploadIssue,
  shortAddress,
  tokenDeletedText,
  tokenFormErrors,
  tokenFormOfPayload,
  tokenInUseText,
  tokenPayloadOf,
  withPairChain,
} from '.';

const ADDRESS = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const valid = { ...emptyTokenForm(), address: ADDRESS, symbol: 'DAI', name: 'Dai Stablecoin' };

describe('token form (seed 002 §5)', () => {
  it('starts on chain 1 with 18 decimals and everything else empty', () => {
    const form = emptyTokenForm();
    expect(form).toMatchObject({
      chainId: 1,
      decimals: '18',
      address: '',
      symbol: '',
      name: '',
      logoUrl: '',
    });
    expect(Object.values(form.socialLinks).every((link) => link === '')).toBe(true);
  });

  it('accepts a complete form and builds the write payload', () => {
    expect(tokenFormErrors(valid)).toEqual({});
    const payload = tokenPayloadOf(
      { ...valid, symbol: ' DAI ', socialLinks: { ...valid.socialLinks, website: 'https://dai.io' } },
      7,
    );
    expect(payload).toEqual({
      id: 7,
      chain_id: 1,
      address: ADDRESS,
      is_native: false,
      symbol: 'DAI',
      name: 'Dai Stablecoin',
      decimals: 18,
      logo_url: null,
      wrapped_address: null,
      social_links: { twitter: null, discord: null, medium: null, website: 'https://dai.io', telegram: null },
    });
  });

  it('names each field at fault with its text, in the order of the seed', () => {
    const errors = tokenFormErrors({
      chainId: null,
      address: '0x123',
      symbol: '',
      name: 'n'.repeat(101),
      decimals: '19',
      logoUrl: 'not a url',
      socialLinks: {
        twitter: 'x',
        discord: 'y',
        medium: 'z',
        website: 'javascript:alert(1)',
        telegram: 'ftp://t.me',
      },
    });
    expect(errors).toEqual({
      chainId: 'Chain is required',
      address: 'Invalid address format',
      symbol: 'Symbol is required',
      name: 'Name too long',
      decimals: 'Decimals must be 0-18',
      logoUrl: 'Invalid URL',
      twitter: 'Invalid Twitter URL',
      discord: 'Invalid Discord URL',
      medium: 'Invalid Medium URL',
      website: 'Invalid Website URL',
      telegram: 'Invalid Telegram URL',
    });
    expect(firstTokenFormError({ ...valid, symbol: 'ELEVENCHARS' })).toBe('Symbol too long');
    expect(firstTokenFormError({ ...valid, name: '  ' })).toBe('Name is required');
  });

  it('takes uploaded logos by their path on this site, links only as http(s) URLs', () => {
    expect(tokenFormErrors({ ...valid, logoUrl: '/storage/public/token-logos/1/0xab-1.png' })).toEqual({});
    expect(tokenFormErrors({ ...valid, logoUrl: '//evil.example/x.png' }).logoUrl).toBe('Invalid URL');
    const relativeLink = { ...valid, socialLinks: { ...valid.socialLinks, website: '/storage/x' } };
    expect(tokenFormErrors(relativeLink).website).toBe('Invalid Website URL');
  });

  it('takes decimals 0 to 18 as whole numbers only', () => {
    for (const decimals of ['0', '6', '18']) expect(tokenFormErrors({ ...valid, decimals })).toEqual({});
    for (const decimals of ['-1', '1.5', '', 'abc', '100']) {
      expect(tokenFormErrors({ ...valid, decimals }).decimals).toBe('Decimals must be 0-18');
    }
  });

  it('checks a received payload by the same rules', () => {
    expect(tokenFormErrors(tokenFormOfPayload(tokenPayloadOf(valid)))).toEqual({});
    expect(
      firstTokenFormError(
        tokenFormOfPayload({ chain_id: 1, address: ADDRESS, symbol: 'A', name: 'B', decimals: 2.5 }),
      ),
    ).toBe('Decimals must be 0-18');
    expect(firstTokenFormError(tokenFormOfPayload({ chain_id: 999, address: ADDRESS }))).toBe(
      'Chain is required',
    );
    expect(
      firstTokenFormError(tokenFormOfPayload({ chain_id: 1, address: ADDRESS, decimals: 6, name: 'x' })),
    ).toBe('Symbol is required');
  });
});

describe('pair form (seed 002 §4, §5)', () => {
  it('starts enabled on chain 1 without tokens', () => {
    expect(emptyPairForm()).toEqual({ chainId: 1, baseTokenId: null, quoteTokenId: null, isEnabled: true });
  });

  it('requires both tokens and refuses the same token twice, on the quote field', () => {
    expect(pairFormErrors(emptyPairForm())).toEqual({
      baseTokenId: 'Base token is required',
      quoteTokenId: 'Quote token is required',
    });
    expect(pairFormErrors({ ...emptyPairForm(), baseTokenId: 3, quoteTokenId: 3 })).toEqual({
      quoteTokenId: 'Base and quote tokens must be different',
    });
    expect(pairFormErrors({ ...emptyPairForm(), baseTokenId: 3, quoteTokenId: 4 })).toEqual({});
    expect(pairFormErrors({ ...emptyPairForm(), chainId: null, baseTokenId: 3, quoteTokenId: 4 })).toEqual({
      chainId: 'Chain is required',
    });
  });

  it('clears both tokens when the chain changes, and only then', () => {
    const chosen = { ...emptyPairForm(), baseTokenId: 3, quoteTokenId: 4 };
    expect(withPairChain(chosen, 56)).toEqual({
      chainId: 56,
      baseTokenId: null,
      quoteTokenId: null,
      isEnabled: true,
    });
    expect(withPairChain(chosen, 1)).toBe(chosen);
  });
});

describe('logo upload checks (seed 002 §5)', () => {
  const request = {
    mediaType: 'image/png',
    size: 1000,
    tokenAddress: ADDRESS,
    chainId: 1,
    walletConnected: true,
  };

  it('passes a small image for a valid address, chain and wallet', () => {
    expect(logoUploadIssue(request)).toBeUndefined();
  });

  it('checks in the seed order: image, size, address, chain, wallet', () => {
    const everythingWrong = {
      mediaType: 'text/plain',
      size: LOGO_MAX_BYTES,
      tokenAddress: '',
      chainId: null,
      walletConnected: false,
    };
    expect(logoUploadIssue(everythingWrong)).toBe('Please upload an image file');
    expect(logoUploadIssue({ ...everythingWrong, mediaType: 'image/gif' })).toBe(
      'Image size must be less than 2MB',
    );
    expect(logoUploadIssue({ ...everythingWrong, mediaType: 'image/gif', size: LOGO_MAX_BYTES - 1 })).toBe(
      'Please enter a valid contract address first',
    );
    expect(logoUploadIssue({ ...request, chainId: null, walletConnected: false })).toBe(
      'Please select a chain first',
    );
    expect(logoUploadIssue({ ...request, walletConnected: false })).toBe('Wallet not connected');
  });

  it('checks a perp coin logo like a token logo, then the coin name (issue 26)', () => {
    const logo = { mediaType: 'image/svg+xml', size: 900, coin: 'BTC' };
    expect(perpLogoUploadIssue(logo)).toBeUndefined();
    expect(perpLogoUploadIssue({ ...logo, coin: 'kPEPE' })).toBeUndefined();
    expect(perpLogoUploadIssue({ ...logo, mediaType: 'text/plain', coin: '../x' })).toBe(
      'Please upload an image file',
    );
    expect(perpLogoUploadIssue({ ...logo, size: LOGO_MAX_BYTES, coin: '../x' })).toBe(
      'Image size must be less than 2MB',
    );
    for (const coin of ['../x', 'a b', '', '@1', 'X'.repeat(33)]) {
      expect(perpLogoUploadIssue({ ...logo, coin }), coin).toBe('Choose a listed coin');
    }
  });

  it('reads data URLs and their byte size without decoding', () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const base64 = btoa(String.fromCharCode(...bytes));
    expect(parseImageDataUrl(`data:image/png;base64,${base64}`)).toEqual({ mediaType: 'image/png', base64 });
    expect(base64ByteLength(base64)).toBe(5);
    expect(base64ByteLength(btoa('abcdef'))).toBe(6);
    expect(parseImageDataUrl('data:image/png,rawtext')).toBeUndefined();
    expect(parseImageDataUrl('https://example.com/x.png')).toBeUndefined();
  });
});

describe('admin texts, roles and lists', () => {
  it('shows Unauthorized as Admin access required and duplicates as an existing pair (seed 002 §8)', () => {
    expect(adminErrorText('Unauthorized', ADMIN_TEXTS.saveTokenFailed)).toBe('Admin access required');
    expect(
      adminErrorText('duplicate key value violates unique constraint', ADMIN_TEXTS.savePairFailed, 'pair'),
    ).toBe('This trading pair already exists');
    expect(adminErrorText('Name too long', ADMIN_TEXTS.saveTokenFailed)).toBe('Name too long');
    expect(adminErrorText(undefined, ADMIN_TEXTS.saveTokenFailed)).toBe('Failed to save token');
    expect(adminErrorText('', ADMIN_TEXTS.deletePairFailed)).toBe('Failed to delete pair');
  });

  it('lets admins do everything and editors no deletes or role changes', () => {
    expect(isAdminRole('admin') && isAdminRole('editor')).toBe(true);
    expect(isAdminRole('owner') || isAdminRole(null)).toBe(false);
    expect([
      canDelete('admin'),
      canDelete('editor'),
      canManageAdmins('admin'),
      canManageAdmins('editor'),
    ]).toEqual([true, false, true, false]);
  });

  it('pages by 50 only after a full page, names files and shortens addresses', () => {
    expect(nextAdminOffset(0, 50)).toBe(50);
    expect(nextAdminOffset(50, 49)).toBeNull();
    expect(announcementFileName(1700000000000)).toBe('announcement-1700000000000.png');
    expect(shortAddress(ADDRESS)).toBe('0x6B17...1d0F');
    expect(tokenDeletedText('DAI')).toBe('Token DAI deleted successfully');
    expect(tokenInUseText('DAI', ['DAI/ETH', 'DAI/USDC'])).toBe(
      'Token DAI is used by pairs DAI/ETH, DAI/USDC: delete them first',
    );
  });
});
