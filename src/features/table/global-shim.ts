// simple-peer (under y-webrtc) reads a Node-style `global`; the browser has globalThis.
// Imported first by table-session.ts so it runs before simple-peer's module does.
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;
export {};
