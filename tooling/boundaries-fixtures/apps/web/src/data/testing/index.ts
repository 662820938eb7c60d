export const fakeAccount = () => 'fake account';
