import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The interactive demo's resource routes (never prerendered). */
export const demoApiRoutes: RouteConfigEntry[] = [
  route("api/chat-completion", "routes/api/demo/chat-completion.ts"),
  route("api/chat-completion/stream", "routes/api/demo/chat-stream.ts"),
  route("api/voice/session", "routes/api/demo/voice-session.ts"),
  route("api/demo/state", "routes/api/demo/state.ts"),
  route("api/demo/business-details", "routes/api/demo/business-details.ts"),
  route("api/demo/chat-preferences", "routes/api/demo/chat-preferences.ts"),
  route("api/files", "routes/api/demo/files.ts"),
  route("api/files/:id", "routes/api/demo/file.ts"),
];
