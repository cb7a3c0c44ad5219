import type { HeldOutCase } from "../heldout/types";
import { afterRun1Cases } from "./after-run1";
import { callerDevCases } from "./caller";
import { legacyCases } from "./legacy";
import { movedFromHeldOut } from "./moved-from-heldout";
import { movedFromHeldOut2 } from "./moved-from-heldout2";
import { afterHeldOut2Cases } from "./after-heldout2";
import { afterHeldOut3Cases } from "./after-heldout3";
import { fixedFromHeldOut3 } from "../heldout3/cases";
import { movedFromHeldOut4 } from "../heldout4/cases";
import { movedFromHeldOut5 } from "../heldout5/cases";
import { movedFromHeldOut6 } from "../heldout6/cases";
import { movedFromHeldOut7 } from "../heldout7/cases";
import { movedFromHeldOut8 } from "../heldout8/cases";
import { movedFromHeldOut9 } from "../heldout9/cases";
import { movedFromHeldOut10 } from "../heldout10/cases";
import { movedFromHeldOut11 } from "../heldout11/cases";
import { movedFromHeldOut12 } from "../heldout12/cases";
import { movedFromHeldOut13 } from "../heldout13/cases";
import { movedFromHeldOut14 } from "../heldout14/cases";
import { movedRegressions1 } from "../heldout/cases";
import { movedRegressions2 } from "../heldout2/cases";
import { afterHeldOut4Cases } from "./after-heldout4";
import { afterHeldOut5Cases } from "./after-heldout5";
import { afterHeldOut6Cases } from "./after-heldout6";
import { afterHeldOut7Cases } from "./after-heldout7";
import { afterHeldOut8Cases } from "./after-heldout8";
import { afterHeldOut9Cases } from "./after-heldout9";
import { afterHeldOut10Cases } from "./after-heldout10";
import { afterHeldOut11Cases } from "./after-heldout11";
import { afterHeldOut12Cases } from "./after-heldout12";
import { afterHeldOut13Cases } from "./after-heldout13";
import { afterHeldOut14Cases } from "./after-heldout14";
import { probeCases, probeCases2 } from "./probes";
import { voxaDevCases } from "./voxa";

/**
 * The development set (docs/decisions/099): what the assistant may be tuned on. The held-out
 * sets (../heldout, ../heldout2) are not: a held-out case that fails is moved here
 * (moved-from-heldout.ts, moved-from-heldout2.ts) once its category is fixed, and new cases are
 * written for the category (after-run1.ts, after-heldout2.ts, after-heldout3.ts). Held-out set 3's
 * first-contact failures join this set once their categories are fixed; until then the bench
 * reports them apart ("open", ../heldout3/cases.ts openFromHeldOut3); the fixed ones are here
 * (fixedFromHeldOut3). This set must pass whole.
 */
export const devCases: HeldOutCase[] = [
  ...legacyCases,
  ...voxaDevCases,
  ...callerDevCases,
  ...movedFromHeldOut,
  ...afterRun1Cases,
  ...probeCases,
  ...probeCases2,
  ...movedFromHeldOut2,
  ...afterHeldOut2Cases,
  ...afterHeldOut3Cases,
  ...fixedFromHeldOut3,
  ...movedFromHeldOut4,
  ...afterHeldOut4Cases,
  ...movedRegressions1,
  ...movedRegressions2,
  ...movedFromHeldOut5,
  ...afterHeldOut5Cases,
  ...movedFromHeldOut6,
  ...afterHeldOut6Cases,
  ...movedFromHeldOut7,
  ...afterHeldOut7Cases,
  ...movedFromHeldOut8,
  ...afterHeldOut8Cases,
  ...movedFromHeldOut9,
  ...afterHeldOut9Cases,
  ...movedFromHeldOut10,
  ...afterHeldOut10Cases,
  ...movedFromHeldOut11,
  ...afterHeldOut11Cases,
  ...movedFromHeldOut12,
  ...afterHeldOut12Cases,
  ...movedFromHeldOut13,
  ...afterHeldOut13Cases,
  ...movedFromHeldOut14,
  ...afterHeldOut14Cases,
];
