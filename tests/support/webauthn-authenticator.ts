// A software authenticator for tests: a key (Ed25519 or P-256) that answers WebAuthn ceremonies the
// way a platform authenticator does ("none" attestation, the person present and verified), so the
// server's verification runs for real on bytes built here.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export type Ceremony = { challenge: string; origin: string; rpID: string };
/** What the authenticator does differently from a good one (a test's way to make it fail). */
export type Behaviour = { userVerified?: boolean; counter?: number; userHandle?: string };
/** COSE algorithms: EdDSA (Ed25519) and ES256 (P-256, what platform passkeys use). */
export type Algorithm = "EdDSA" | "ES256";

export class SoftwareAuthenticator {
  readonly credentialId = b64url(randomBytes(16));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** What it reports on its next use; a counting authenticator goes up by one each time (a synced passkey always says 0). */
  counter: number;
  private readonly counting: boolean;

  readonly algorithm: Algorithm;

  constructor({ counting = true, algorithm = "EdDSA" }: { counting?: boolean; algorithm?: Algorithm } = {}) {
    this.algorithm = algorithm;
    ({ privateKey: this.privateKey, publicKey: this.publicKey } =
      algorithm === "ES256" ? generateKeyPairSync("ec", { namedCurve: "P-256" }) : generateKeyPairSync("ed25519"));
    this.counting = counting;
    this.counter = counting ? 1 : 0;
  }

  /** The public key as COSE: OKP Ed25519 (EdDSA), or EC2 P-256 (ES256). */
  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: "jwk" });
    if (this.algorithm === "EdDSA") {
      return isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 1],
          [3, -8],
          [-1, 6],
          [-2, Buffer.from(jwk.x!, "base64url")],
        ]),
      );
    }
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  private authenticatorData(rpID: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpID), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, { challenge, origin }: Ceremony): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private flags({ userVerified = true }: Behaviour) {
    return FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0);
  }

  private nextCounter(behaviour: Behaviour) {
    const counter = behaviour.counter ?? this.counter;
    if (this.counting) this.counter = counter + 1;
    return counter;
  }

  /** The user handle the site gave this credential (a discoverable one answers every sign-in with it). */
  private userHandle: string | undefined;

  /** navigator.credentials.create()'s answer, as @simplewebauthn/browser posts it; `userHandle` is the options' user.id. */
  register(ceremony: Ceremony & { userHandle?: string }, behaviour: Behaviour = {}): RegistrationResponseJSON {
    this.userHandle = ceremony.userHandle;
    const id = Buffer.from(this.credentialId, "base64url");
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, this.coseKey()]);
    const authData = this.authenticatorData(ceremony.rpID, this.flags(behaviour) | FLAG_ATTESTED_CREDENTIAL, this.nextCounter(behaviour), attested);
    const attestationObject = isoCBOR.encode(new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(authData)],
      ]));
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: { clientDataJSON: b64url(this.clientData("webauthn.create", ceremony)), attestationObject: b64url(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** navigator.credentials.get()'s answer: the authenticator data and the client data's hash, signed. */
  assert(ceremony: Ceremony, behaviour: Behaviour = {}): AuthenticationResponseJSON {
    const authData = this.authenticatorData(ceremony.rpID, this.flags(behaviour), this.nextCounter(behaviour));
    const clientDataJSON = this.clientData("webauthn.get", ceremony);
    // ES256 signs a SHA-256 digest, DER-encoded (node's default); Ed25519 signs the bytes themselves.
    const signature = sign(this.algorithm === "ES256" ? "sha256" : null, Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: behaviour.userHandle ?? this.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
