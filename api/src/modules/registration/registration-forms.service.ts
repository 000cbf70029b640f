import { eq, inArray } from 'drizzle-orm';
import type {
  RegistrationForm,
  RegistrationFormComposition,
  RegistrationFormType,
} from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import { dataLists, registrationForms } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { forbidden, unprocessable } from '../../platform/errors/index.ts';
import { DEFAULT_FORMS } from './default-forms.ts';
import { canEditRegistrationForms } from './registration.policy.ts';

/** The stored compositions, falling back to the built-in defaults until a super admin saves one. */
export const createRegistrationFormsService = (db: Db) => {
  const getForm = async (type: RegistrationFormType): Promise<RegistrationForm> => {
    const [row] = await db.select().from(registrationForms).where(eq(registrationForms.formType, type));
    return { type, blocks: row?.blocks ?? DEFAULT_FORMS[type] };
  };

  const saveForm = async ({
    actor,
    type,
    form,
  }: {
    actor: Actor | null;
    type: RegistrationFormType;
    form: RegistrationFormComposition;
  }): Promise<RegistrationForm> => {
    if (!canEditRegistrationForms(actor)) throw forbidden();
    // A list field must name a data list that exists: the page could not offer its choices otherwise.
    const refs = [...new Set(form.blocks.flatMap((b) => b.fields.flatMap((f) => (f.ref ? [f.ref] : []))))];
    const known = refs.length
      ? new Set(
          (
            await db
              .selectDistinct({ ref: dataLists.ref })
              .from(dataLists)
              .where(inArray(dataLists.ref, refs))
          ).map((r) => r.ref),
        )
      : new Set<string>();
    const violations = form.blocks.flatMap((b, bi) =>
      b.fields.flatMap((f, fi) =>
        f.kind === 'table' && f.ref && !known.has(f.ref)
          ? [{ propertyPath: `blocks.${bi}.fields.${fi}.ref`, code: 'invalid_value' }]
          : [],
      ),
    );
    if (violations.length) throw unprocessable(violations);
    const blocks = form.blocks.map((b) => ({
      ...b,
      fields: b.fields.map((f) => ({ ...f, ref: f.kind === 'table' ? f.ref : null })),
    }));
    await db
      .insert(registrationForms)
      .values({ formType: type, blocks })
      .onConflictDoUpdate({ target: registrationForms.formType, set: { blocks, updatedAt: new Date() } });
    return { type, blocks };
  };

  return { getForm, saveForm };
};
export type RegistrationFormsService = ReturnType<typeof createRegistrationFormsService>;
