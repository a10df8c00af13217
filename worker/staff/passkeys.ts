import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Context } from 'hono';
import type { Database } from '../../db/client';
import {
  insertChallengeStatement,
  insertPasskeyStatement,
  passkeyQuery,
  passkeysOfQuery,
  recordPasskeyUseStatement,
  type StaffRow,
  takeChallengeStatement,
} from '../../db/queries/staff';
import type { ShopEnv } from '../env';

/**
 * Passkeys (WebAuthn) through SimpleWebAuthn: the relying party is the back office's host, so a
 * passkey works there and nowhere else. Each challenge is kept in D1 for five minutes and taken
 * once. Discoverable credentials: signing in asks for no e-mail.
 */
const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = 'Comfort Steps back office';

const party = (c: Context<ShopEnv>) => {
  const url = new URL(c.req.url);
  return { rpID: url.hostname, origin: url.origin };
};

export async function registrationOptions(c: Context<ShopEnv>, member: StaffRow, now: number) {
  const db = c.get('db');
  const existing = await passkeysOfQuery(db, member.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: party(c).rpID,
    userName: member.email,
    userDisplayName: member.name || member.email,
    userID: new TextEncoder().encode(member.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await insertChallengeStatement(db, {
    challenge: options.challenge,
    purpose: 'register',
    staffId: member.id,
    expiresAt: now + CHALLENGE_TTL_MS,
  });
  return options;
}

/** Verifies a new passkey of `member` against the challenge handed to them; stores it. */
export async function registerPasskey(
  c: Context<ShopEnv>,
  member: StaffRow,
  name: string,
  response: unknown,
  now: number,
): Promise<boolean> {
  const db = c.get('db');
  const challenge = challengeOf(response);
  if (!challenge) return false;
  const [taken] = await takeChallengeStatement(db, challenge, 'register', now);
  if (!taken || taken.staffId !== member.id) return false;
  const { rpID, origin } = party(c);
  try {
    const verified = await verifyRegistrationResponse({
      response: response as never,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!verified.verified || !verified.registrationInfo) return false;
    const { credential } = verified.registrationInfo;
    await insertPasskeyStatement(db, {
      credentialId: credential.id,
      staffId: member.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      name,
      createdAt: now,
    });
    return true;
  } catch {
    return false;
  }
}

export async function authenticationOptions(c: Context<ShopEnv>, now: number) {
  const options = await generateAuthenticationOptions({ rpID: party(c).rpID, userVerification: 'preferred' });
  await insertChallengeStatement(c.get('db'), {
    challenge: options.challenge,
    purpose: 'sign-in',
    staffId: null,
    expiresAt: now + CHALLENGE_TTL_MS,
  });
  return options;
}

/** The member whose passkey answered the challenge, or null. */
export async function verifyPasskey(c: Context<ShopEnv>, response: unknown, now: number): Promise<StaffRow | null> {
  const db: Database = c.get('db');
  const challenge = challengeOf(response);
  const id = typeof (response as { id?: unknown })?.id === 'string' ? (response as { id: string }).id : null;
  if (!challenge || !id) return null;
  const [taken] = await takeChallengeStatement(db, challenge, 'sign-in', now);
  if (!taken) return null;
  const [found] = await passkeyQuery(db, id);
  if (!found) return null;
  const { rpID, origin } = party(c);
  try {
    const verified = await verifyAuthenticationResponse({
      response: response as never,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
      credential: {
        id: found.passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(found.passkey.publicKey),
        counter: found.passkey.counter,
        transports: transportsOf(found.passkey.transports),
      },
    });
    if (!verified.verified) return null;
    await recordPasskeyUseStatement(db, id, verified.authenticationInfo.newCounter, now);
    return found.member;
  } catch {
    return null;
  }
}

function challengeOf(response: unknown): string | null {
  const data = (response as { response?: { clientDataJSON?: unknown } })?.response?.clientDataJSON;
  if (typeof data !== 'string') return null;
  try {
    return decodeClientDataJSON(data).challenge;
  } catch {
    return null;
  }
}

function transportsOf(json: string | null) {
  try {
    return JSON.parse(json ?? '[]') as never[];
  } catch {
    return [];
  }
}
