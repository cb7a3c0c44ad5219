import { lazy } from "react";

// One chunk for both dialogs, fetched the first time a visitor opens either.
const load = () => import("./ebook-dialogs");
export const LazyFaqDialog = lazy(() => load().then((m) => ({ default: m.FaqDialog })));
export const LazyAskQuestionDialog = lazy(() => load().then((m) => ({ default: m.AskQuestionDialog })));
