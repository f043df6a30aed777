import { RESOURCE_NAMES, RESOURCE_SCHEMAS } from '@psp/domain';
import { describe, expect, it } from 'vitest';
import { isQueryable } from './platform/resource/resource-definition.js';
import { RESOURCES } from './resources.js';

describe('the resource map of the domain and the resources the server runs', () => {
  it('has every resource, with the same schemas', () => {
    expect(RESOURCES.map((resource) => resource.name).sort()).toEqual([...RESOURCE_NAMES].sort());
    for (const resource of RESOURCES) {
      const schemas = RESOURCE_SCHEMAS[resource.name];
      expect(resource.schema, resource.name).toBe(schemas.row);
      if (resource.createSchema) expect(resource.createSchema, resource.name).toBe(schemas.create);
      if (resource.updateSchema) expect(resource.updateSchema, resource.name).toBe(schemas.update);
    }
  });

  it('filters, sorts and populates what the list API accepts, so typed screens ask for nothing it refuses', () => {
    for (const resource of RESOURCES) {
      const schemas = RESOURCE_SCHEMAS[resource.name];
      const queryable = [...resource.fields.values()].filter(isQueryable).map((field) => field.name);
      expect([...schemas.filters].sort(), resource.name).toEqual(queryable.sort());
      expect([...schemas.sorts].sort(), resource.name).toEqual(queryable.sort());
      const references = [...resource.fields.values()].flatMap((field) =>
        field.ref ? [[field.name, field.ref]] : [],
      );
      expect(Object.entries(schemas.populate).sort(), resource.name).toEqual(references.sort());
    }
  });
});
