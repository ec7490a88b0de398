import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { IntakeFormInput } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { intakeForms, intakeFormVersions, users } from '#api/db/schema/index.ts';

/** The forms and their versions (issue 35). A form's current questions are its newest version. */

export type FormContent = Required<Omit<IntakeFormInput, 'intro'>> & { intro: string };

const latestVersion = sql<number>`(select max(v.version) from intake_form_versions v where v.form_id = ${intakeForms.id})`;

const formColumns = {
  id: intakeForms.id,
  retiredAt: intakeForms.retiredAt,
  updatedAt: intakeForms.updatedAt,
  createdBy: intakeForms.createdBy,
  creatorRole: users.role,
  version: intakeFormVersions.version,
  versionId: intakeFormVersions.id,
  title: intakeFormVersions.title,
  intro: intakeFormVersions.intro,
  consentStatement: intakeFormVersions.consentStatement,
  sections: intakeFormVersions.sections,
};

/** A practice-wide form was built by an admin (or by someone since removed). */
const practiceWide = or(isNull(intakeForms.createdBy), eq(users.role, 'admin'));

/**
 * The forms with their newest version: all of them for an admin; for a nutritionist the
 * practice's and her own.
 */
export function formsFor(db: Executor, viewer: { id: number; role: string }, formId?: number) {
  return (
    db
      .select(formColumns)
      .from(intakeForms)
      .innerJoin(
        intakeFormVersions,
        and(
          eq(intakeFormVersions.formId, intakeForms.id),
          eq(intakeFormVersions.version, latestVersion),
        ),
      )
      .leftJoin(users, eq(users.id, intakeForms.createdBy))
      .where(
        and(
          formId === undefined ? undefined : eq(intakeForms.id, formId),
          viewer.role === 'admin'
            ? undefined
            : or(practiceWide, eq(intakeForms.createdBy, viewer.id)),
        ),
      )
      // Active forms first (a null sorts last in PostgreSQL's ascending order), then by title.
      .orderBy(sql`${intakeForms.retiredAt} is not null`, intakeFormVersions.title)
  );
}

export type FormRow = Awaited<ReturnType<typeof formsFor>>[number];

export async function insertForm(db: Executor, by: number | null, content: FormContent) {
  const [form] = await db
    .insert(intakeForms)
    .values({ title: content.title, createdBy: by })
    .returning({ id: intakeForms.id });
  await insertVersion(db, form!.id, 1, by, content);
  return form!.id;
}

export async function insertVersion(
  db: Executor,
  formId: number,
  version: number,
  by: number | null,
  content: FormContent,
) {
  await db.insert(intakeFormVersions).values({ formId, version, createdBy: by, ...content });
  await db
    .update(intakeForms)
    .set({ title: content.title, updatedAt: sql`now()` })
    .where(eq(intakeForms.id, formId));
}

export async function retireForm(db: Executor, formId: number, at: Date) {
  await db
    .update(intakeForms)
    .set({ retiredAt: at })
    .where(and(eq(intakeForms.id, formId), isNull(intakeForms.retiredAt)));
}
