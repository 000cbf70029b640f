import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { NameTranslationsSchema, StandListItemSchema, FairSchema } from '@passerelle/contract';
import { compileSerializer, ResponseShapeError, serializerCompiler } from './serializer.ts';
import { preSerialize } from './pre-serialized.ts';

/** What the generic zod serializer wrote: the reference the compiled one must match byte for byte. */
const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

const Item = z.object({
  id: z.number().int(),
  name: z.string().trim().min(1),
  kind: z.enum(['a', 'b']),
  one: z.literal(1),
  flag: z.boolean(),
  note: z.string().nullable(),
  maybe: z.number().optional(),
  translations: NameTranslationsSchema,
  tags: z.array(z.object({ id: z.number(), label: z.string() })),
  counts: z.record(z.string(), z.number()),
  either: z.union([z.string(), z.object({ n: z.number() })]),
  free: z.unknown(),
  nothing: z.null(),
});

const item = {
  id: 7,
  name: '  Stand \u2028 "quoted" é  ',
  kind: 'b' as const,
  one: 1 as const,
  flag: false,
  note: null,
  translations: { fr: { name: 'Nom' }, en: { name: 'Name' } },
  tags: [{ id: 1, label: 'x' }],
  counts: { z: 1, a: 2 },
  either: { n: 3 },
  free: { any: ['thing'] },
  nothing: null,
};

describe('compiled response serializer', () => {
  it('writes what JSON.stringify(z.encode(schema, data)) wrote, in the schema order', () => {
    const write = compileSerializer(z.array(Item));
    const reordered = { ...item, maybe: 2.5, free: 'x', either: 'y' };
    for (const data of [[item], [reordered, item], []]) expect(write(data)).toBe(viaZod(z.array(Item), data));
  });

  it('never writes a key the schema does not list, at any depth, strict objects included', () => {
    const leaky = {
      ...item,
      passwordHash: 'secret',
      translations: { fr: { name: 'Nom', internal: 'x' }, xx: { name: 'y' } },
      tags: [{ id: 1, label: 'x', ownerEmail: 'a@b.c' }],
      either: { n: 3, token: 't' },
    };
    const json = compileSerializer(Item)(leaky);
    expect(json).not.toMatch(/secret|internal|ownerEmail|token|"xx"/);
    expect(json).toBe(viaZod(Item, { ...item, translations: { fr: { name: 'Nom' } } }));
  });

  it('writes the same JSON whether an answer is already its schema (native JSON) or must be fixed', () => {
    const Row = z.object({
      id: z.number(),
      name: z.string().trim(),
      note: z.string().nullable().optional(),
      translations: NameTranslationsSchema,
      counts: z.record(z.string(), z.number().optional()),
      tags: z.array(z.object({ label: z.string() })),
    });
    const fits = {
      id: 1,
      name: 'Nom',
      translations: { fr: { name: 'Nom' }, en: { name: 'Name' } },
      counts: { b: 1, a: undefined },
      tags: [{ label: 'x' }],
    };
    const variants: unknown[] = [
      fits,
      { ...fits, note: null },
      { ...fits, note: undefined, extra: undefined },
      { id: 1, translations: fits.translations, name: 'Nom', counts: {}, tags: [] }, // another order
      { ...fits, name: ' Nom ' }, // trimmed on the way out
      { ...fits, tags: [{ label: 'x', secret: 's' }] }, // an extra key, deep
      { ...fits, translations: { en: { name: 'Name' }, fr: { name: 'Nom' } } },
      { ...fits, counts: Object.assign(Object.create({ inherited: 1 }) as object, { a: 1 }) },
      Object.assign(Object.create(null) as object, fits),
    ];
    const write = compileSerializer(Row);
    for (const data of variants) expect(JSON.parse(write(data))).toEqual(JSON.parse(viaZod(Row, data)));
    // An answer that fits keeps its own key order (JSON.stringify); one that must be fixed is
    // written in the schema's order.
    expect(write(variants[3])).toBe(JSON.stringify(variants[3]));
    expect(write(variants[5])).toBe(viaZod(Row, variants[5]));
    expect(() => write({ ...fits, counts: { a: 'one' } })).toThrow(ResponseShapeError);
    expect(() => write({ ...fits, tags: [{ label: 'x' }, undefined] })).toThrow(ResponseShapeError);
  });

  it('refuses a value of the wrong type, a missing required key and a value outside an enum', () => {
    const write = compileSerializer(Item);
    expect(() => write({ ...item, id: '7' })).toThrow(ResponseShapeError);
    expect(() => write({ ...item, id: Number.NaN })).toThrow(ResponseShapeError);
    expect(() => write({ ...item, kind: 'c' })).toThrow(ResponseShapeError);
    expect(() => write({ ...item, flag: undefined })).toThrow(/flag/);
    expect(() => write({ ...item, tags: {} })).toThrow(/tags/);
    expect(() => write({ ...item, translations: { en: { name: 'x' } } })).toThrow(/translations\.fr/);
    expect(() => write({ ...item, either: 3 })).toThrow(z.ZodError);
  });

  it('matches the zod serializer on a contract schema (a hall floor booth)', () => {
    const stand = {
      id: 1,
      fair: 2,
      fairHall: null,
      number: 3,
      name: 'Booth',
      firm: { id: 2, name: 'Firm', email: 'hidden@example.org' },
      logo: null,
      image: null,
      isVisible: true,
      isHiddenByOrganizer: false,
      typeArtKey: 'a',
      variationArtKey: null,
      theme: 'prune',
      sectors: [{ id: 4, name: 'Santé' }],
      languages: ['fr', 'en'],
      ownerId: 9,
    };
    expect(compileSerializer(StandListItemSchema.array())([stand])).toBe(
      viaZod(StandListItemSchema.array(), [stand]),
    );
    expect(() => compileSerializer(FairSchema)({})).toThrow();
  });

  it('pre-serialised answers are bytes written by the same serializer', () => {
    const body = preSerialize(z.array(Item), [item]).body;
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(body.toString()).toBe(viaZod(z.array(Item), [item]));
  });
});

describe('a route answering more than its response schema lists', () => {
  it('sends only the listed fields, and a 500 (not the data) for an answer that does not fit', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const Public = z.object({ id: z.number(), name: z.string() });
    app.get('/user', { schema: { response: { 200: Public } } }, async () => ({
      id: 1,
      name: 'Ada',
      email: 'ada@example.org',
      passwordHash: '$argon2id$…',
    }));
    app.get('/broken', { schema: { response: { 200: Public } } }, async () => ({ id: 'x', name: 'Ada' }));
    const ok = await app.inject({ method: 'GET', url: '/user' });
    expect(ok.body).toBe('{"id":1,"name":"Ada"}');
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('Ada');
    await app.close();
  });
});
