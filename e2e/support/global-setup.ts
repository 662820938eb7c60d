import { startProduct } from './server';

export default async function globalSetup() {
  const product = await startProduct();
  // Workers are started after this and inherit the environment.
  process.env.E2E_BASE_URL = product.baseUrl;
  return product.stop;
}
