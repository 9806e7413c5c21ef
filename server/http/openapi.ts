import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

// An OpenAPI 3.1 document generated from Fastify's route table: each described route's body is its zod route
// schema (the one that validates the request), its answers are listed in its config. Named schemas become
// components, and a discriminated union of named schemas gets its discriminator mapping, all from the schemas.

export interface ApiResponse {
  description: string;
  /** The JSON body of this answer; none for an answer without one. */
  schema?: z.ZodType;
  /** A body that is not JSON (a CSV file): its media type, described in words only. */
  mediaType?: string;
}

export interface ApiOperation {
  operationId: string;
  summary: string;
  responses: Record<string, ApiResponse>;
  /** The security schemes of this operation when they differ from the document's. */
  security?: Record<string, string[]>[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Describes the route in its API's OpenAPI document (server/http/openapi.ts). */
    openapi?: ApiOperation;
  }
}

/** The routes of this plugin (and its children) that describe themselves, in the order they are added. */
export function describedRoutes(app: FastifyInstance): RouteOptions[] {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if ((route.config as { openapi?: ApiOperation } | undefined)?.openapi) routes.push(route);
  });
  return routes;
}

export interface OpenApiInput {
  info: { title: string; version: string; description: string };
  serverUrl: string;
  securitySchemes: Record<string, unknown>;
  security: Record<string, string[]>[];
  /** Schemas shown by name (components.schemas): a route schema or a part of one that is listed here is a $ref. */
  components: Record<string, z.ZodType>;
  routes: readonly RouteOptions[];
}

const refTo = (id: string) => `#/components/schemas/${id}`;

export function openApiDocument(input: OpenApiInput) {
  const registry = z.registry<{ id: string }>();
  const idOf = new Map<z.ZodType, string>();
  for (const [id, schema] of Object.entries(input.components)) {
    registry.add(schema, { id });
    idOf.set(schema, id);
  }
  const generated = z.toJSONSchema(registry, { target: 'draft-2020-12', uri: refTo }).schemas;
  const schemas: Record<string, unknown> = {};
  for (const [id, schema] of Object.entries(input.components)) {
    schemas[id] = { ...clean(generated[id]), ...discriminatorOf(schema, idOf) };
  }
  const describe = (schema: z.ZodType) => {
    const id = idOf.get(schema);
    return id ? { $ref: refTo(id) } : clean(z.toJSONSchema(schema, { target: 'draft-2020-12' }));
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of input.routes) {
    const operation = (route.config as { openapi: ApiOperation }).openapi;
    const schema = route.schema as
      | { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType }
      | undefined;
    const parameters = [
      ...parametersOf(schema?.params, 'path'),
      ...parametersOf(schema?.querystring, 'query'),
    ];
    // Fastify's /reports/:reference is OpenAPI's /reports/{reference}.
    const url = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      paths[url] ??= {};
      (paths[url] as Record<string, unknown>)[method.toLowerCase()] = {
        operationId: operation.operationId,
        summary: operation.summary,
        ...(operation.security ? { security: operation.security } : {}),
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(schema?.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: describe(schema.body) } },
              },
            }
          : {}),
        responses: Object.fromEntries(
          Object.entries(operation.responses).map(([status, response]) => [
            status,
            {
              description: response.description,
              ...(response.schema
                ? { content: { 'application/json': { schema: describe(response.schema) } } }
                : response.mediaType
                  ? { content: { [response.mediaType]: { schema: { type: 'string' } } } }
                  : {}),
            },
          ]),
        ),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: input.info,
    servers: [{ url: input.serverUrl.replace(/\/$/, '') }],
    security: input.security,
    paths,
    components: { securitySchemes: input.securitySchemes, schemas },
  };
}

/** OpenAPI parameters from a route's params or querystring schema (a zod object: one parameter per key). */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, part]) => {
    const { description, ...described } = clean(
      z.toJSONSchema(part, { target: 'draft-2020-12', io: 'input' }),
    );
    return {
      name,
      in: where,
      required: where === 'path' || !part.safeParse(undefined).success,
      ...(typeof description === 'string' ? { description } : {}),
      schema: described,
    };
  });
}

/** A generated schema without its `$schema` and `$id` (a component is named by its key). */
function clean(schema: unknown): Record<string, unknown> {
  const { $schema: _schema, $id: _id, ...rest } = schema as Record<string, unknown>;
  return rest;
}

/** OpenAPI's discriminator for a discriminated union whose options are all components. */
function discriminatorOf(schema: z.ZodType, idOf: Map<z.ZodType, string>) {
  if (!(schema instanceof z.ZodDiscriminatedUnion)) return {};
  const propertyName = schema.def.discriminator;
  const mapping: Record<string, string> = {};
  for (const option of schema.def.options as z.ZodType[]) {
    const id = idOf.get(option);
    const value = option instanceof z.ZodObject ? option.shape[propertyName] : undefined;
    if (!id || !(value instanceof z.ZodLiteral)) return {};
    for (const literal of value.values) mapping[String(literal)] = refTo(id);
  }
  return { discriminator: { propertyName, mapping } };
}
