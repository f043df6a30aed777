import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, type TemplateInfo } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateInfo;
  }
}

/** One seeded template per run; every test file starts from a copy of it. */
export async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = await createTemplate(serverUrl);
  project.provide('template', template);
  return () => dropTemplate(serverUrl, template);
}
