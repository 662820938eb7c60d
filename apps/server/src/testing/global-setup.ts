import type { TestProject } from 'vitest/node';
import { createPGliteTemplate } from './pglite-template';
import { startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the private PostgreSQL cluster the server tests run against. */
    postgresUrl: string;
    /** Path of a migrated PGlite dump the in-memory test databases start from. */
    pgliteTemplatePath: string;
  }
}

/** Starts a private PostgreSQL cluster and prepares the PGlite template; both go at the end. */
export default async function setup(project: TestProject): Promise<() => void> {
  const [cluster, template] = await Promise.all([startPostgresCluster(), createPGliteTemplate()]);
  project.provide('postgresUrl', cluster.url);
  project.provide('pgliteTemplatePath', template.path);
  return () => {
    template.remove();
    cluster.stop();
  };
}
