import { lazy } from "react";

// Fetched the first time a visitor opens one. The question dialog carries the lead form and its
// zod schema, so it is a chunk of its own: reading an FAQ answer does not download them.
export const LazyFaqDialog = lazy(() => import("./ebook-dialogs").then((m) => ({ default: m.FaqDialog })));
export const LazyAskQuestionDialog = lazy(() =>
  import("./ask-question-dialog").then((m) => ({ default: m.AskQuestionDialog })),
);
