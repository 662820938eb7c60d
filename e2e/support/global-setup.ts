import { startProduct } from './server';

export default async function globalSetup() {
  const product = await startProduct();
  // Workers are started after this and inherit the environment.
  process.env.E2E_BASE_URL = product.baseUrl;
  // Specs that need the devnet's deployment record (contract addresses) read it from here.
  process.env.E2E_DATA_DIR = product.dataDir;
  return product.stop;
}
