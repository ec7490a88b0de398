import type { World } from './access-worlds.ts';
import type { Operation } from './malformed-requests.ts';

/**
 * Where an operation names a record (a client, a goal, a session…), and whose record it
 * is, for the generated access test (issue 30). A value whose name looks like a record's
 * (`id`, `…Id`, `…Ids`, `with`, `clientEmail`, an `email` to look up) must have a rule
 * here, or that test fails: a new call cannot ship without saying whose records it reaches.
 */
export type Caller = 'nutritionist' | 'client';

type Kind =
  | 'client'
  | 'clients'
  | 'nutritionist'
  | 'counterpart'
  | 'callerEmail'
  | 'clientEmail'
  | keyof World['records'];

export interface Rule {
  kind?: Kind;
  /** Why a record named here may be anyone's, or need not be checked here. */
  exempt?: string;
  /** The spec's lookup answers an empty list, not 404, for anyone but herself: why. */
  emptyList?: string;
}

export interface Slot {
  name: string;
  where: 'path' | 'query' | 'body';
  rule: Rule | undefined;
}

export const RECORD_SLOT = /^(id|ids|with|clientEmail)$|Ids?$/;

const ADMIN_ONLY = 'admin only: an admin may reach every record, as her role says';
const PRACTICE_LIBRARY =
  'the practice’s shared food library (decision 014): every nutritionist reads and edits it, every signed-in person reads it';

const BY_NAME: Record<string, Rule> = {
  clientId: { kind: 'client' },
  cId: { kind: 'client' },
  clientIds: { kind: 'clients' },
  nId: { kind: 'nutritionist' },
  nutId: { kind: 'nutritionist' },
  nutritionistId: { kind: 'nutritionist' },
  with: { kind: 'counterpart' },
  clientEmail: { kind: 'clientEmail' },
  goalId: { kind: 'goalId' },
  entryId: { kind: 'entryId' },
  measurementId: { kind: 'measurementId' },
  habitId: { kind: 'habitId' },
  purchaseId: { kind: 'purchaseId' },
  invoiceId: { kind: 'invoiceId' },
  labResultId: { kind: 'labResultId' },
  labReportId: { kind: 'labReportId' },
  fileId: { kind: 'fileId' },
  // Issue 35: a session's ADIME note is reached by the session (an appointment) of hers.
  appointmentId: { kind: 'bookingId' },
  reportId: { kind: 'reportId' },
  templateId: {
    exempt: 'an ADIME note template is the practice’s: every nutritionist starts notes from them',
  },
  formId: { kind: 'formId' },
  sendId: { kind: 'sendId' },
  ids: {
    exempt:
      'notification ids: the update is limited to her own notifications, so another person’s id changes nothing',
  },
};

/** What a plain `id` names, by the operation's path. */
const ID_BY_PATH: Array<[RegExp, Rule]> = [
  [/^\/api\/(nuts\/id|client\/byNutId|nuts\/appointmentsCompleted)$/, { kind: 'nutritionist' }],
  [
    /^\/api\/(client\/(meal|progress|clientById|updateDetails)|nuts\/clientassessment(\/history)?)$/,
    { kind: 'client' },
  ],
  [/^\/api\/meal-plan-templates\/\{id\}$/, { kind: 'templateId' }],
  [/^\/api\/bookings\/\{id\}\//, { kind: 'bookingId' }],
  [/^\/api\/me\/sessions\/\{id\}$/, { kind: 'sessionId' }],
  [/^\/api\/(custom-foods|recipes|foods)\/\{id\}(\/practice)?$/, { exempt: PRACTICE_LIBRARY }],
];

const SPEC_LIST =
  'the spec’s lookup by email answers a list: someone else’s email finds nothing of hers, so the list is empty';

function ruleFor(
  op: Operation,
  name: string,
  where: Slot['where'],
  adminOnly: boolean,
): Rule | undefined {
  if (adminOnly) return { exempt: ADMIN_ONLY };
  if (op.path === '/api/nuts/email' && name === 'email')
    return { kind: 'callerEmail', emptyList: SPEC_LIST };
  // Names the client to remove beside her id: both must be hers.
  if (op.path === '/api/nuts/deleteClient' && name === 'email') return { kind: 'clientEmail' };
  if (name === 'id') return ID_BY_PATH.find(([path]) => path.test(op.path))?.[1];
  if (name === 'email' && where !== 'body') return { kind: 'callerEmail' };
  return BY_NAME[name];
}

/** Every value of an operation that names a record, with its rule (undefined: none yet). */
export function slotsOf(op: Operation, adminOnly: boolean): Slot[] {
  const slots: Slot[] = op.parameters.map((p) => ({
    name: p.name,
    where: p.in,
    rule: undefined,
  }));
  for (const name of Object.keys(op.jsonBody?.properties ?? {}))
    slots.push({ name, where: 'body', rule: undefined });
  return slots
    .filter(
      (slot) =>
        RECORD_SLOT.test(slot.name) ||
        (slot.name === 'email' && (slot.where !== 'body' || op.path === '/api/nuts/deleteClient')),
    )
    .map((slot) => ({ ...slot, rule: ruleFor(op, slot.name, slot.where, adminOnly) }));
}

function valueIn(kind: Kind, world: World, caller: Caller): unknown {
  switch (kind) {
    case 'client':
      return world.client.id;
    case 'clients':
      return [world.client.id];
    case 'nutritionist':
      return world.nutritionist.id;
    case 'counterpart':
      return caller === 'client' ? world.nutritionist.id : world.client.id;
    case 'callerEmail':
      return caller === 'client' ? world.client.email : world.nutritionist.email;
    case 'clientEmail':
      return world.client.email;
    default:
      return world.records[kind];
  }
}

/** The slot's value in her own world and in someone else's. */
export function ownAndForeign(slot: Slot, caller: Caller, mine: World, theirs: World) {
  const kind = slot.rule?.kind;
  if (!kind) return undefined;
  return {
    own: { [slot.name]: valueIn(kind, mine, caller) },
    foreign: { [slot.name]: valueIn(kind, theirs, caller) },
  };
}
