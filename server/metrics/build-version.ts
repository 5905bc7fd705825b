// The version of the running build: the commit the server bundle was built from (or BUILD_VERSION),
// written in by scripts/build-server.mjs; "development" when the server runs from source.
declare const __BUILD_VERSION__: string | undefined;

export const buildVersion: string = typeof __BUILD_VERSION__ === "string" ? __BUILD_VERSION__ : "development";
