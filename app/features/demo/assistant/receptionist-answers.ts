import { itemsNamed, itemsOf, keysOf, namesOf, overlap, sentencesOf } from "./business-match";
import { capital, note, PET_WORDS, say, sentence, takeMessage, type CallerIntent, type Profile } from "./receptionist";
import type { SampleTopic } from "./roles";
import { closesAt, hourAsked } from "./hours-at";
import { NUMBER_WORDS } from "./text";
import type { Reply } from "./types";

/**
 * What the receptionist answers (docs/decisions/099), intent by intent, from the profile: the
 * business's saved details, or the sample business's (labelled). A detail the business did not
 * save is never filled in: the receptionist says the team will confirm it and takes a message.
 * When a caller names a saved service, what the business saved about it (its price, its policy)
 * comes with the answer.
 */

const DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const SHORT = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

function dayAsked(text: string): number | "weekend" | null {
  if (/\bweekends?\b/.test(text)) return "weekend";
  const m = new RegExp(`\\b(${DAYS})s?\\b`).exec(text);
  return m ? DAY_NAMES.indexOf(m[1]!) : null;
}

const dayIndex = (word: string) => SHORT.indexOf(word.toLowerCase().slice(0, 3));

/** Whether saved hours say the business is closed (true), open (false) on a day, or cannot tell (null). */
export function closedOn(hours: string, day: number | "weekend"): boolean | null {
  const h = hours.toLowerCase();
  const days = day === "weekend" ? [6, 0] : [day];
  const names = days.map((d) => `${DAY_NAMES[d]}|${SHORT[d]}`).join("|");
  if (new RegExp(`closed (on )?(weekends|(${names})\\w*)`).test(h)) return true;
  if (/\b(daily|every day|7 days|seven days|24\/7|24 hours a day)\b/.test(h)) return false;
  if (day === "weekend" && /\bweekends?\b/.test(h)) return false;
  const open = new Set<number>();
  for (const m of h.matchAll(
    /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?\s*(?:-|–|to|through|thru)\s*(sun|mon|tue|wed|thu|fri|sat)[a-z]*/g,
  )) {
    let d = dayIndex(m[1]!);
    const end = dayIndex(m[2]!);
    for (let i = 0; i < 7 && d !== -1; i++) {
      open.add(d);
      if (d === end) break;
      d = (d + 1) % 7;
    }
  }
  for (const m of h.matchAll(/\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\b/g)) open.add(dayIndex(m[1]!));
  if (/\bweekdays\b/.test(h)) [1, 2, 3, 4, 5].forEach((d) => open.add(d));
  if (!open.size) return null;
  return days.every((d) => !open.has(d));
}

/** "Sunday night, 7ish?" when the saved item for Sunday closes at 3pm: what that day's item says; else null. */
function closedByThen(hours: string, day: number, text: string): string | null {
  const asked = hourAsked(text);
  if (asked === null) return null;
  const own = new RegExp(`\\b(${DAY_NAMES[day]}s?|${SHORT[day]})\\b`, "i");
  const range = /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?\s*(?:-|–|to|through|thru)\s*(sun|mon|tue|wed|thu|fri|sat)/i;
  const item = itemsOf(hours)
    .flatMap((i) => i.split(/,\s*/))
    .find((i) => own.test(i) && !range.test(i));
  const end = item ? closesAt(item) : null;
  if (!item || end === null || asked < end) return null;
  return `on ${dayLabel(day)} it's ${item
    .replace(own, "")
    .replace(/^\s*[:,-]?\s*/, "")
    .trim()}.`;
}

const dayLabel = (day: number | "weekend") => (day === "weekend" ? "weekends" : `${capital(DAY_NAMES[day]!)}s`);

/** The industry's own offer at the end of an answer. */
const offerOf = (p: Profile) =>
  ({
    healthcare: "Would you like me to book you a visit?",
    restaurants: "Would you like me to book you a table?",
    hospitality: "How may I help with your stay?",
    transportation: "What can I book or check for you?",
    finance: "Would you like to book time with an advisor?",
    real_estate: "Would you like to schedule a viewing?",
  })[p.industry];

/** Words that say "when" a thing happens, not what: left out when a saved hours item is picked. */
const TIME_WORDS =
  /\b(open\w*|close[ds]?|closing|hours?|time|when|today|tonight|tomorrow|weekends?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g;

function hours(p: Profile, text: string): Reply {
  if (!p.hours) return say(takeMessage("our opening hours"), "hours-unknown");
  const day = dayAsked(text);
  const closed = day === null ? null : closedOn(p.hours, day);
  const offer = p.sample ? ` ${offerOf(p)}` : "";
  if (closed === true)
    return say(`No, we're closed on ${dayLabel(day!)}. Our hours are ${p.hours}${note(p)}.${offer}`, "hours-closed");
  // "Open Christmas Eve?": holiday hours nobody saved are the team's to confirm, beside the regular hours.
  const holiday =
    /\b(christmas( eve)?|xmas|new year'?s?( eve| day)?|thanksgiving|easter|memorial day|labor day|independence day|july 4th|4th of july|fourth of july|holidays?)\b/.exec(
      text,
    )?.[0];
  if (holiday && !/\b(holiday|christmas|thanksgiving|new year|easter|memorial|labor day|july)\b/i.test(p.hours))
    return say(
      `Our regular hours are ${p.hours}${note(p)}. I don't have our hours for ${holiday.replace(/\b\w/g, (c) => c.toUpperCase())} on file, so I'll have the team confirm them: can I take your name and number?`,
      "hours-holiday-unknown",
    );
  // "Weekends?" at "…; Saturdays by appointment only": the saved condition for the weekend, not a plain yes.
  const weekendItems =
    day === "weekend" && closed === false && !/\b(daily|every day|7 days|seven days|24\/7)\b/i.test(p.hours)
      ? itemsOf(p.hours)
          .flatMap((i) => i.split(/,\s*/))
          .filter(
            (i) => /\b(sat|sun|weekend)/i.test(i) && /\b(appointment|only|request|ahead|reservation|call)/i.test(i),
          )
      : [];
  if (weekendItems.length)
    return say(
      `On weekends: ${weekendItems.map((i) => sentence(i)).join(" ")} Our full hours are ${p.hours}${note(p)}.${offer}`,
      "hours-weekend",
    );
  const late = typeof day === "number" ? closedByThen(p.hours, day, text) : null;
  if (late) return say(`Not at that time: ${late} Our hours are ${p.hours}${note(p)}.${offer}`, "hours-closed-then");
  if (closed === false)
    return say(`Yes, we're open on ${dayLabel(day!)}: our hours are ${p.hours}${note(p)}.${offer}`, "hours-open");
  // "What time is check-in?": the saved item that names it, when there is one.
  const thing = text.replace(TIME_WORDS, " ");
  const item = keysOf(thing).length
    ? itemsNamed(
        thing,
        itemsOf(p.hours).flatMap((i) => i.split(/,\s*/)),
      )[0]
    : undefined;
  if (item) return say(`${sentence(capital(item))}${note(p)} Our hours are ${p.hours}.`, "hours-item");
  // "Mon–Fri 8am–5pm" reads after "We're open"; a saved sentence ("Front desk open 24/7; …") does not.
  const schedule = !/\b(open|opens|closed|closes|close)\b/i.test(p.hours);
  return say(
    schedule ? `We're open ${p.hours}${note(p)}.${offer}` : `Our hours: ${p.hours}${note(p)}.${offer}`,
    "hours",
  );
}

function location(p: Profile, text: string): Reply {
  const onlyParking =
    /\b(park\w*|garage|valet)\b/.test(text) && !/\b(where|address|located|location|directions|street)\b/.test(text);
  const parking = /\b(park\w*|garage|valet)\b/.test(text);
  // "What about parking?" where the saved prices or rules say it ("self-parking $18 a night").
  const parkingSaved = parking
    ? [p.prices, p.policies, p.hours].flatMap((t) => itemsOf(t)).filter((i) => /\b(park\w*|garage|valet)\b/i.test(i))
    : [];
  if (onlyParking && parkingSaved.length && !/\bpark/i.test(p.address ?? ""))
    return say(`${parkingSaved.map((i) => sentence(capital(i))).join(" ")}${note(p)}`, "parking-saved");
  if (!p.address) return say(takeMessage(onlyParking ? "parking details" : "our address"), "location-unknown");
  const extra =
    !parking || /\bpark/i.test(p.address)
      ? ""
      : parkingSaved.length
        ? ` ${parkingSaved.map((i) => sentence(capital(i))).join(" ")}`
        : " I don't have parking details on file, so I'll have the team confirm that for you.";
  return say(
    `We're at ${p.address}${note(p)}.${extra}${afterClosing(p, text)}${p.sample ? ` ${offerOf(p)}` : ""}`,
    "location",
  );
}

/** "…drop off the forms after work, like 6ish": past every saved closing time, said with the hours. */
function afterClosing(p: Profile, text: string): string {
  const asked = hourAsked(text);
  if (asked === null || !p.hours) return "";
  const ends = itemsOf(p.hours)
    .flatMap((i) => i.split(/,\s*/))
    .map(closesAt)
    .filter((e): e is number => e !== null);
  if (!ends.length || asked < Math.max(...ends)) return "";
  return ` Just so you know, our hours are ${p.hours}, so we'll be closed by then.`;
}

function phone(p: Profile): Reply {
  if (!p.phone) return say(takeMessage("a direct number to give you"), "phone-unknown");
  return say(`You can reach us at ${p.phone}${note(p)}. Is there anything I can help you with right now?`, "phone");
}

const PAYERS =
  /\b(medicare|medicaid|aetna|cigna|blue ?cross( blue ?shield)?|blue ?shield|bcbs|united ?health\w*|humana|delta dental|metlife|guardian|kaiser|tricare|ambetter|anthem|oscar|molina|apple pay|google pay|paypal|venmo|zelle|crypto|bitcoin|amex|american express|visa|mastercard|discover|care ?credit|checks?|cash|credit cards?|debit cards?|cards?|hsa|fsa|ach|bank transfer)\b/;

function payment(p: Profile, text: string): Reply {
  // Outside healthcare, "insurance" asks what the business's own cover pays ("if a package gets damaged"), not how to pay.
  if (
    p.industry !== "healthcare" &&
    /\b(insur\w*|coverage|covered|liabilit\w*)\b/.test(text) &&
    !/\b(take|accept)s? (\w+ )?insurance\b/.test(text)
  )
    return say(takeMessage("our coverage details"), "coverage-unknown");
  if (!p.payment)
    return say(
      takeMessage(/insur|network|cover|copay/.test(text) ? "the insurance plans we accept" : "our payment options"),
      "payment-unknown",
    );
  const name =
    (p.sample && p.industry === "healthcare" ? null : PAYERS.exec(text)?.[0]) ??
    /\b(?:take|accept|use|pay (?:with|by|in))\s+(?:a |an |the )?([a-z][a-z -]{1,20}?)(?:\?|$| for| here| there| as)/
      .exec(text)?.[1]
      ?.trim() ??
    null;
  if (name && !(p.sample && p.industry === "healthcare")) {
    const names = namesOf(p.payment);
    const refused = names.find((n) => /^no\b/i.test(n) && (overlap(name, n) > 0 || n.toLowerCase().includes(name)));
    if (refused) return say(`Sorry, ${refused.toLowerCase()}: we take ${p.payment}.`, "payment-no");
    const accepted = names.find((n) => overlap(name, n) > 0 || n.toLowerCase().includes(name));
    if (accepted) return say(`Yes, we accept ${accepted}. We take ${p.payment}${note(p)}.`, "payment-yes");
    return say(
      `${capital(name)} isn't on the list I have: we take ${p.payment}${note(p)}. I'll have the team confirm yours — can I take your name and number?`,
      "payment-not-listed",
    );
  }
  if (p.sample && p.industry === "healthcare")
    return say(
      `We work with ${p.payment}${note(p)}, and I can check yours in a moment. Which insurance provider and plan are you with?`,
      "payment",
    );
  return say(`We take ${p.payment}${note(p)}.`, "payment");
}

/** The saved services the caller's words name. */
const servicesNamed = (p: Profile, text: string) => itemsNamed(text, p.services);

/** What the business saved about a service: its price, its policy. */
function savedAbout(p: Profile, service: string, fields: ("prices" | "policies")[] = ["prices", "policies"]): string[] {
  return fields.flatMap((f) => itemsNamed(service, itemsOf(p[f])));
}

/**
 * "Hmm, bit much. And the cheaper one?" after a saved price line: the other line of the same kind (the
 * same unit, "a night"), the cheaper or the dearer as asked; null when there is none.
 */
export function otherPriceLine(p: Profile, text: string, previousReply: string | null): Reply | null {
  if (p.sample || !previousReply) return null;
  const wants = /\b(cheaper|cheapest|less expensive|lower|smaller|budget)\b/.test(text)
    ? "cheaper"
    : /\b(more expensive|pricier|bigger|nicer|fancier|better|upgrade)\b/.test(text)
      ? "dearer"
      : /\b(other|another|second)\b/.test(text)
        ? "other"
        : null;
  if (!wants || !/\b(one|option|room|suite|car|package|plan|kind|type)\b/.test(text)) return null;
  const amount = (i: string) => Number(/\$ ?([\d,]+(?:\.\d+)?)/.exec(i)?.[1]?.replace(/,/g, "") ?? NaN);
  const unit = (i: string) => /\$ ?[\d,.]+\s*(.*)$/.exec(i)?.[1]?.trim() ?? "";
  const items = itemsOf(p.prices).filter((i) => !Number.isNaN(amount(i)));
  const said = items.find((i) => previousReply.toLowerCase().includes(i.toLowerCase()));
  if (!said) return null;
  const same = items.filter((i) => i !== said && unit(i) === unit(said));
  const pick =
    wants === "cheaper"
      ? same.filter((i) => amount(i) < amount(said)).sort((a, b) => amount(b) - amount(a))[0]
      : wants === "dearer"
        ? same.filter((i) => amount(i) > amount(said)).sort((a, b) => amount(a) - amount(b))[0]
        : same[0];
  return pick ? say(`${sentence(capital(pick))}${note(p)} ${offerOf(p)}`, "price-other") : null;
}

/** Kinds of people a price can be for. */
const PEOPLE = /\b(adults?|kids?|children|child|seniors?|students?|infants?|toddlers?|teens?)\b/g;

function price(p: Profile, text: string): Reply {
  const items = itemsOf(p.prices);
  if (!items.length) {
    const sampleAnswer = p.sample ? (p.answers.price ?? p.answers.fare ?? p.answers.fees) : undefined;
    if (sampleAnswer) return say(sampleAnswer, "price-sample");
    const named = serviceAsked(text) ?? servicesNamed(p, text)[0];
    return say(takeMessage(named ? `a price for ${named.toLowerCase()}` : "our prices"), "price-unknown");
  }
  const party = partySize(text);
  const groupRate = (i: string) => {
    const n = Number(
      /\b(?:groups?|parties|party) of (\d+) or more\b|\b(\d+) or more (?:people|guests|passengers|persons)\b/i
        .exec(i)
        ?.slice(1)
        .find(Boolean) ?? 0,
    );
    return n && party !== null && party >= n;
  };
  const lines = itemsNamed(text, items);
  // "Me, my wife and our 2 kids": every saved line for a kind of person the caller names.
  const kinds = [...text.matchAll(PEOPLE)].map((m) => m[0].replace(/s$/, "").replace(/^child(ren)?$/, "child"));
  const forKinds = kinds.length
    ? items.filter((i) =>
        kinds.some(
          (k) =>
            new RegExp(`\\b${k}`, "i").test(i) ||
            (k === "kid" && /\bchild/i.test(i)) ||
            (k === "child" && /\bkid/i.test(i)),
        ),
      )
    : [];
  // "…and grab my sister on the way": a second saved line the question also meets ("each extra stop $10").
  const also = lines.length ? items.filter((i) => !lines.includes(i) && overlap(text, i) >= 2) : [];
  let hit = [...new Set([...lines, ...also, ...forKinds, ...items.filter(groupRate)])];
  // "5 of us" where the saved lines say "sedan (up to 3 passengers)", "SUV (up to 6 passengers)": the
  // smallest that fits, never one too small.
  const capacity = (i: string) => Number(/\bup to (\d+)\b/i.exec(i)?.[1] ?? 0);
  if (party && items.some((i) => capacity(i) > 0)) {
    const fits = items.filter((i) => capacity(i) >= party).sort((a, b) => capacity(a) - capacity(b))[0];
    hit = hit.filter((i) => !(capacity(i) > 0 && capacity(i) < party));
    if (fits && !hit.includes(fits)) hit.unshift(fits);
  }
  // "Three suitcases: do I pay more?": a saved fee rule that shares two of the question's words.
  const feeRules = sentencesOf(p.policies).filter((r) => /\$ ?\d/.test(r) && overlap(text, r) >= 2);
  if (feeRules.length)
    return say(`${[...feeRules, ...hit].map((h) => sentence(capital(h))).join(" ")} ${offerOf(p)}`, "price-rule");
  if (hit.length) {
    const rules = [
      ...new Set(
        hit
          .flatMap((h) => itemsNamed(h, sentencesOf(p.policies)))
          .filter((r) => /\$|\bfee|charge|deposit|refund|free\b|includ/i.test(r)),
      ),
    ];
    return say(
      `${hit.map((h) => sentence(capital(h))).join(" ")}${rules.length ? ` ${rules.map((r) => sentence(capital(r))).join(" ")}` : ""} ${offerOf(p)}`,
      "price",
    );
  }
  // "How much is a room?" for a saved "Rooms and suites": the price lines of the service named.
  const byService = [...new Set(servicesNamed(p, text).flatMap((service) => itemsNamed(service, items)))];
  if (byService.length) return say(`${byService.map((h) => sentence(capital(h))).join(" ")} ${offerOf(p)}`, "price");
  // "…a table for 8: how much is it?": a saved rule with an amount (a deposit, a fee).
  const ruled = itemsNamed(
    text,
    sentencesOf(p.policies).filter((r) => /\$ ?\d/.test(r)),
  );
  if (ruled.length) return say(`${ruled.map((r) => sentence(capital(r))).join(" ")} ${offerOf(p)}`, "price-rule");
  // "How much do you charge for whitening?": a thing named that no saved price covers is not the price list.
  const thing =
    /\b(?:charge|cost|price|prices|pay|much)\b[^?.,]*?\b(?:for|on|of) (?:a |an |the |your |some )?([a-z][a-z -]{2,30}?)(?=,|\?|\.|$| like| and| if| without| with| out| in office)/
      .exec(text)?.[1]
      ?.trim();
  const namesThing = Boolean(
    thing && keysOf(thing).length && !/^(it|that|this|them|one|everything|all|services?|things?)$/.test(thing),
  );
  const general =
    !keysOf(text.replace(/\b(included|complimentary|extra|free)\b/g, "")).length ||
    (!namesThing && /\b(prices|pricing|rates|fees|how much do you charge|price list)\b/.test(text));
  if (general) return say(`Our prices: ${sentence(p.prices!)}`, "price-list");
  if (namesThing && !serviceAsked(text))
    return say(
      `${takeMessage(`a price for ${thing}`)} The prices I have are: ${sentence(p.prices!)}`,
      "price-not-listed",
    );
  const named = serviceAsked(text) ?? servicesNamed(p, text)[0]?.toLowerCase();
  return say(takeMessage(named ? `a price for ${named}` : "a price for that"), "price-not-listed");
}

/** "Is breakfast included?": a saved item that says so, or the team confirms. */
function included(p: Profile, text: string): Reply {
  const stated = [...itemsOf(p.prices), ...sentencesOf(p.policies)].filter((i) =>
    /\b(includ|complimentary|free|extra|per )/i.test(i),
  );
  const hit = itemsNamed(text, stated);
  if (hit.length) return say(`${hit.map((h) => sentence(capital(h))).join(" ")}${note(p)}`, "included");
  const service = servicesNamed(p, text)[0];
  return say(
    `${service ? `We do offer ${service}${note(p)}, but ` : ""}I don't have whether it's included on file, so I'll have the team confirm that rather than guess. Can I take your name and number?`,
    "included-unknown",
  );
}

const PET = new RegExp(String.raw`\b(${PET_WORDS})\b`);

/**
 * "Can I have my 60-pound lab?": the weight asked against the saved limit ("no dogs over 40 lb",
 * "pets up to 25 lb"), said first, with the rule it comes from; null when either is missing.
 */
function petWeight(text: string, rules: string[]): { said: string; rule: string } | null {
  const asked = /\b(\d+)[ -]?(lb|lbs|pounds?|kg|kilos?)\b/.exec(text);
  if (!asked) return null;
  const kg = /^k/.test(asked[2]!);
  const weight = Number(asked[1]) * (kg ? 2.2 : 1);
  for (const rule of rules)
    for (const clause of rule.split(/;\s*|,\s*(?=no\b)/)) {
      const m =
        /\b(no \w+ (?:over|above|heavier than|more than)|up to|max(?:imum)?(?: of)?|under|below|less than) (\d+) ?(lb|lbs|pounds?|kg)\b/i.exec(
          clause,
        );
      if (!m) continue;
      const limit = Number(m[2]) * (/^k/i.test(m[3]!) ? 2.2 : 1);
      const ok = /^(under|below|less)/i.test(m[1]!) ? weight < limit : weight <= limit;
      const animal = /\b(cats?|kittens?)\b/.test(text)
        ? "cat"
        : /\bpets?\b/.test(text) && !/\bdogs?\b/.test(text)
          ? "pet"
          : "dog";
      const who = `a ${asked[1]} ${kg ? "kg" : "lb"} ${animal}`;
      const why = lowerFirst(sentence(clause));
      return { said: ok ? `Yes, ${who} is fine: ${why}` : `I'm sorry, ${who} is over our limit: ${why}`, rule };
    }
  return null;
}
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A date or a deadline the caller is working to ("on the 12th", "on time", "by the deadline"). */
const DEADLINE =
  /\b(on time|in time|deadline|due date|(on|by) the \d{1,2}(st|nd|rd|th)?\b|(january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2})/;

/** "I'm running late", "what if I show up late?": arriving late, not cancelling late. */
const ARRIVING_LATE =
  /\b(i am|we are|i will be|we will be|i might be|we might be|running|arrive|arriving|show up|showing up|come|coming|get there|turn up|be)( \w+){0,3} late\b(?!.?(check|night|fee|payment|rent|cancel|hour|opening))/;

function policy(p: Profile, text: string): Reply {
  // A fee rule may be saved among the prices ("a $75 late fee applies after the 5th").
  let hit = matching(text, sentencesOf(p.policies));
  if (!hit.length && /\b(late|fee|grace|penalt\w*|deadline|due)\b/.test(text))
    hit = matching(text, itemsOf(p.prices)).filter((i) => overlap(text, i) >= 2 || /\bfee|penalt/i.test(i));
  // "I know I'm super late, but if I drop it off on the 12th…": late for a deadline, not for an appointment.
  if (ARRIVING_LATE.test(text) && !(DEADLINE.test(text) && hit.length)) {
    hit = hit.filter((h) => !/cancel/i.test(h) || /arriv/i.test(h));
    if (!hit.length)
      return say(
        "Thanks for letting us know. I'll tell the team you're running late: what's your name, and which appointment is it for?",
        "running-late",
      );
  }
  // A question about a pet is answered by the rules about pets.
  if (PET.test(text)) {
    const pets = hit.filter((h) => PET.test(h.toLowerCase()) || /\bpets?\b/i.test(h));
    if (pets.length) hit = pets;
  }
  const verdict = hit.length ? noticeVerdict(text, hit) : "";
  if (verdict) return say(`${verdict} ${withNote(p, hit)}`, "policy-notice");
  if (hit.length) {
    const weighed = PET.test(text) ? petWeight(text, hit) : null;
    const rest = weighed ? hit.filter((h) => h !== weighed.rule) : hit;
    // "…does someone check the apartment, and how much notice?": the service named, then the rule;
    // never "yes" before a rule about a caller's pet.
    const named = PET.test(text) ? [] : servicesNamed(p, text).filter((service) => overlap(text, service) >= 2);
    const offered = named.length ? `Yes, we offer ${named.join(" and ")}. ` : "";
    // "Any way to get in earlier?": the saved price of the same thing beside its rule ("Early check-in from 11am $25").
    const priced = itemsNamed(text, itemsOf(p.prices)).filter(
      (i) => overlap(text, i) >= 2 && !hit.some((h) => h.includes(i)),
    );
    const price = priced.length ? ` ${priced.map((i) => sentence(capital(i))).join(" ")}` : "";
    return say(
      `${offered}${weighed ? `${weighed.said}${note(p)} ` : ""}${rest.length ? withNote(p, rest) : ""}${price}`,
      "policy",
    );
  }
  // "Can I bring my own bottle?", "can I bring my bike?": a rule nobody saved is the team's to confirm,
  // not a "yes, we offer" for the service it mentions.
  const ruleAsked =
    /\b(bring|allowed|permitted|corkage|byob|polic(y|ies)|rules?|can (i|we) (bring|have|take|use))\b/.test(text);
  if (servicesNamed(p, text).length && !PET.test(text) && !ruleAsked) return services(p, text, false)!;
  if (
    /\b(cancel\w*|reschedul\w*|miss\w*|forg[eo]t\w*|skip\w*|no.?show|late|(can ?not|cannot|will not|unable to|not able to) (make|come|attend|keep|do))\b/.test(
      text,
    )
  )
    return cancel(p, text);
  return (
    fromSavedDetails(p, text) ?? say(takeMessage(PET.test(text) ? "our pet policy" : "that policy"), "policy-unknown")
  );
}

/** Whether a saved sentence carries on the rule before it ("…until 8pm. After 8pm the dining room…"). */
const goesOn = (rule: string, next: string) =>
  overlap(rule, next) >= 2 ||
  /^(after|then|otherwise|beyond|past|later|from|outside)\b/i.test(next) ||
  // "…are non-smoking. Guests may smoke in the courtyard.": where a thing forbidden is allowed after all.
  (/\b(non-|no |not |never|prohibited|forbidden|isn't|aren't)/i.test(rule) &&
    /\b(may|can|allowed|welcome|permitted|designated|instead)\b/i.test(next) &&
    sameSubject(rule, next)) ||
  // "…may paint with written approval. Walls must be returned… or a $200 repainting charge applies.":
  // the cost of the same thing.
  (/\$ ?\d|\b(fee|charge|deposit)\b/i.test(next) &&
    !/\$ ?\d/.test(rule) &&
    (sameSubject(rule, next) ||
      // "…may hang shelves with approval. Holes must be patched…, or a $100 fee applies.": the condition
      // and its charge that come with a permission.
      (/\bmay\b.*\bwith (written )?(approval|permission)\b/i.test(rule) &&
        /\bmust\b.*\bor (a|an) \$ ?\d/i.test(next))));

/** Two sentences about the same thing: a word in common, or one's word inside the other's ("non-smoking", "smoke"). */
const sameSubject = (a: string, b: string) => {
  const words = (t: string) =>
    (t.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter(
      (w) => !/^(guests?|rooms?|will|with|that|your|from|have|they|them|there|after|before|until|only)$/.test(w),
    );
  const left = words(a);
  // "campfires" and "fire pit", "non-smoking" and "smoke": one word inside the other, or the same first letters.
  return (
    overlap(a, b) >= 1 ||
    words(b).some((w) => left.some((l) => l.includes(w) || w.includes(l) || l.slice(0, 4) === w.slice(0, 4)))
  );
};

/** Every item that shares the question's words (a cancellation rule and its fee are two items), at most three. */
function matching(text: string, items: string[]): string[] {
  const best = itemsNamed(text, items);
  if (!best.length) return [];
  const more = items.filter(
    (i) => !best.includes(i) && overlap(`${text} ${best.join(" ")}`, i) > 0 && overlap(text, i) > 0,
  );
  const found = [...best, ...more];
  // A rule goes on in the sentence after it ("Kids welcome until 8pm. After 8pm… families on the patio").
  for (const r of [...found]) {
    const next = items[items.indexOf(r) + 1];
    if (next && !found.includes(next) && goesOn(r, next)) found.splice(found.indexOf(r) + 1, 0, next);
  }
  return found.slice(0, 3);
}

// ---------------------------------------------------------------------------------------------
// A notice window applied to the caller's own timing ("refundable up to 72 hours before", "if I
// cancel 2 days before?"): the answer says which side of the rule they are on.

const UNIT_HOURS: Record<string, number> = { hour: 1, day: 24, week: 168 };
const COUNT: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  couple: 2,
  few: 3,
};
const countOf = (n: string) => Number(n) || COUNT[n.replace(/^(a )?(couple|few)( of)?$/, "$2")] || 0;
const unitOf = (u: string) => UNIT_HOURS[u.replace(/s$/, "")] ?? 0;

/** How long before the booking the caller means, in hours ("2 days before", "the day before"). */
function noticeAsked(text: string): { hours: number; said: string; atLeast?: boolean } | null {
  // "It's actually next Thursday": at least six days away, whatever today is.
  const next = new RegExp(`\\bnext (week|${DAYS})\\b`).exec(text);
  if (next && !/\b(hours?|days?) before\b/.test(text))
    return { hours: 144, said: `next ${next[1] === "week" ? "week" : capital(next[1]!)}`, atLeast: true };
  const m =
    /\b(\d+|a|an|one|two|three|four|five|six|seven|a couple of|couple of|a few)\s+(hours?|days?|weeks?)\s+(before|ahead|in advance|prior|beforehand|early|out)\b/.exec(
      text,
    );
  if (m) {
    const hours = countOf(m[1]!) * unitOf(m[2]!);
    return hours ? { hours, said: `${m[1]} ${m[2]} before` } : null;
  }
  if (/\bthe (day|night) before\b/.test(text)) return { hours: 24, said: "the day before" };
  if (/\b(the )?(morning|afternoon|evening|day|night) of\b|\bsame day\b/.test(text))
    return { hours: 6, said: "the same day" };
  const day = (s: string | undefined) => (s ? Number(s) : NaN);
  const on = /\b(?:on|for) the (\d{1,2})(?:st|nd|rd|th)\b/.exec(text);
  const today =
    /\b(?:today is|it is|its|it's|today's) the (\d{1,2})(?:st|nd|rd|th)\b|\bthe (\d{1,2})(?:st|nd|rd|th) today\b/.exec(
      text,
    );
  const gap = day(on?.[1]) - day(today?.[1] ?? today?.[2]);
  if (gap > 0 && gap < 31) return { hours: gap * 24, said: `${gap} day${gap === 1 ? "" : "s"} before` };
  return null;
}

/** A rule's notice window in hours: "up to 72 hours before", "48 hours or more before", "24 hours' notice". */
function windowOf(rule: string): number | null {
  const m =
    /\b(?:up to |at least |more than |over )?(\d+)\s*(hours?|days?|weeks?)['’]?s?(?: or more| or longer)?\s*(?:before|ahead|in advance|prior|notice|'? notice)\b/i.exec(
      rule,
    );
  if (!m || /\bwithin\b/i.test(rule.slice(Math.max(0, (m.index ?? 0) - 8), m.index))) return null;
  return Number(m[1]) * unitOf(m[2]!.toLowerCase());
}

function noticeVerdict(text: string, rules: string[]): string {
  const asked = noticeAsked(text);
  if (!asked) return "";
  for (const rule of rules) {
    const window = windowOf(rule);
    if (!window || /\bwithin\b|%|\bhalf\b|\bpartial/i.test(rule)) continue;
    const what = /\b(deposit|fare|booking fee|payment)\b/i.exec(rule)?.[1]?.toLowerCase() ?? "it";
    const refund = /\brefund|money back|back\b/i.test(rule);
    const fee = /\bfee|charged?|billed\b|\bcosts? \$ ?\d/i.test(rule);
    const windowSaid = window % 24 === 0 && window >= 48 ? `${window} hours (${window / 24} days)` : `${window} hours`;
    const enough = asked.hours >= window;
    // An "at least" timing short of the window says nothing for sure.
    if (asked.atLeast && !enough) continue;
    const so = refund
      ? enough
        ? `so the ${what === "it" ? "refund" : what} would be refunded`
        : `so ${what === "it" ? "it" : `the ${what}`} would not be refunded`
      : fee
        ? enough
          ? "so no fee would apply"
          : "so the fee would apply"
        : enough
          ? "so you would be within the rule"
          : "so you would be outside the rule";
    return `${capital(asked.said)} is ${enough ? "at least" : "less than"} the ${windowSaid} the rule asks, ${so}.`;
  }
  return "";
}

function cancel(p: Profile, text: string): Reply {
  if (p.sample && p.industry === "transportation" && p.answers.change) return say(p.answers.change, "cancel-sample");
  const rules = matching(`cancel ${text}`, sentencesOf(p.policies));
  const verdict = noticeVerdict(text, rules);
  const ruleLine = rules.length
    ? `${verdict ? `${verdict} ` : ""}${rules.map((r) => sentence(capital(r))).join(" ")}${note(p)} `
    : "";
  return say(
    `${ruleLine}I can pass that change to the team: what's your name and number, which booking it's about, and the new time you'd like?`,
    "cancel",
  );
}

/** The service a caller asked for, in their words ("do you do root canals?" → "root canals"). */
export function serviceAsked(text: string): string | null {
  const m =
    /\b(?:do (?:you|you guys|y'all) (?:do|offer|provide|have|sell|serve|make|carry|handle|perform|treat|see|take care of|fix|repair|install|deal with|cater|deliver)|(?:can|could|would|will) (?:you|you guys) (?:do|help with|fix|repair|install|make|cater|provide|handle|move|deliver|pick up|ship|store|haul|clean|treat)|can i (?:get|have|book|order)|i need|i want|i would like|looking for|is there|offer|what about|how about)\s+(?:an? |any |some |the |my |to get |to book |a )?(.+)$/.exec(
      text,
    );
  if (!m?.[1]) return null;
  const phrase = m[1]
    .replace(/[?!.].*$/, "")
    .replace(
      /\s+(?:on|at|for|this|next|today|tomorrow|here|there|please|too|as well|anymore|right now|with|included|how much|price|cost|and|across|from|into)\b.*$/,
      "",
    )
    .trim();
  if (
    !phrase ||
    phrase.split(" ").length > 5 ||
    // "…to book for a party of 10 on Saturday": a party or a time, not a service.
    /^(for|at|on|in|with|to|from|about|by|around|this|next|tomorrow|today|tonight)\b/.test(phrase) ||
    /\b(people|persons|guests|party|of us|adults)\b/.test(phrase) ||
    /^(appointment|booking|reservation|table|time|slot|visit|help|question|something|it|that|this|to)s?$/.test(phrase)
  )
    return null;
  return phrase;
}

function services(p: Profile, text: string, booking: boolean): Reply | null {
  const named = servicesNamed(p, text);
  if (named.length) {
    const about = [...new Set(named.flatMap((s) => savedAbout(p, s)))].slice(0, 3);
    const details = about.length ? ` ${about.map((a) => sentence(capital(a))).join(" ")}` : "";
    const next = booking
      ? p.sample
        ? ""
        : " I can request a time for you: which day suits you, and what's your name and number? The team will confirm it."
      : ` ${offerOf(p)}`;
    return say(`Yes, we offer ${named.join(" and ")}${note(p)}.${details}${next}`, "service-yes");
  }
  const saved = fromSavedDetails(p, text);
  if (saved) return saved;
  if (!p.services.length) return null;
  const wanted = serviceAsked(text);
  if (wanted || !booking) {
    const list = p.services.slice(0, 6).join(", ");
    return say(
      `${wanted ? `I don't see ${wanted} on our list of services` : "Here's what we offer"}: ${list}${note(p)}.${wanted ? " I'll have the team confirm whether we can help — can I take your name and number?" : " Which one can I help you with?"}`,
      wanted ? "service-not-listed" : "service-list",
    );
  }
  return null;
}

/** "A table for 3", "party of four", "5 people": how many are coming. */
function partySize(text: string): number | null {
  const m =
    /\b(?:for|party of|group of|table for|of)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:am|pm|:|o'?clock|nights?|days?|hours?|minutes?|years?))|\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:people|persons|guests|adults|of us)\b/.exec(
      text,
    );
  const withMe =
    /\b(?:me|i|myself) (?:and|plus|\+) (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven) (?:other |more )?\w+/.exec(
      text,
    )?.[1];
  if (!m && withMe) return (/\d/.test(withMe) ? Number(withMe) : NUMBER_WORDS.indexOf(withMe)) + 1;
  // "Me and my brother", "my wife and I": two.
  if (!m && /\b(me and (my|a) \w+|(my|our) \w+ and (i|me)|(we are|we're|us) both|both of us)\b/.test(text)) return 2;
  const word = m?.[1] ?? m?.[2];
  if (!word) return null;
  return /\d/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word);
}

const BOOKING_SAMPLES: SampleTopic[] = ["appointment", "reservation", "room", "viewing", "ride", "advisor"];

function booking(p: Profile, text: string): Reply {
  const sampleTopic = BOOKING_SAMPLES.find((t) => p.answers[t]);
  if (p.sample && sampleTopic) return say(p.answers[sampleTopic]!, "booking-sample");
  const service = services(p, text, true);
  if (service && service.kind === "service-not-listed") return service;
  // "Could you do my payroll too?": the service, with what the business saved about it (its price).
  const what =
    service?.kind === "service-yes" ? `${service.text.replace(/\s*I can request a time for you:.*$/, "").trim()} ` : "";
  // Rules about bookings the business saved ("parties of 6 or more…", "a card to hold the room").
  const party = partySize(text);
  const threshold = (r: string) =>
    Number(/\b(\d+) (?:or more|and up|\+)|\b(?:over|more than) (\d+)/i.exec(r)?.slice(1).find(Boolean) ?? 0);
  const rules = sentencesOf(p.policies).filter(
    (r) =>
      // Who is coming: a rule about minors, pets or extra guests speaks to this booking.
      (overlap(text, r) > 0 && overlap("minor pet extra", r) > 0 && overlap("minor pet extra", text) > 0) ||
      (overlap("reservation booking party table appointment", r) > 0 &&
        (overlap(`reservation booking ${text}`, r) > 0 || Boolean(party && threshold(r))) &&
        // "Groups of 6 or more need a deposit" says nothing to a table for 3, unless it is the only way to book.
        !(party && threshold(r) && party < threshold(r) && !/\bonly\b|walk.?in|first come/i.test(r))),
  );
  // A rule goes on in the sentence after it ("Kids welcome until 8pm. After 8pm… families on the patio").
  const all = sentencesOf(p.policies);
  for (const r of [...rules]) {
    const next = all[all.indexOf(r) + 1];
    if (next && !rules.includes(next) && goesOn(r, next)) rules.splice(rules.indexOf(r) + 1, 0, next);
  }
  const ruleLine = rules.filter((r) => !what.includes(capital(r))).length
    ? `${rules
        .filter((r) => !what.includes(capital(r)))
        .slice(0, 2)
        .map((r) => sentence(capital(r)))
        .join(" ")} `
    : "";
  // "Reservations only for groups of 8 or more" and a table for 3: no booking to request.
  const minimum = rules.map((r) => /\b(\d+) (or more|and up|\+)/i.exec(r)?.[1]).find(Boolean);
  if (party && minimum && party < Number(minimum) && rules.some((r) => /\bonly\b|walk.?in|first come/i.test(r)))
    return say(
      `${ruleLine}So for ${party} there's no need to book: just come in. Is there anything else I can help with?`,
      "booking-walk-in",
    );
  const day = dayAsked(text);
  const closed = day !== null && p.hours ? closedOn(p.hours, day) : null;
  if (closed === true)
    return say(
      `${what}${ruleLine}We're closed on ${dayLabel(day!)}: our hours are ${p.hours}. Which other day suits you? I'll need your name and number, and the team will confirm the time.`,
      "booking-closed",
    );
  const open = closed === false ? `We're open on ${dayLabel(day!)} (${p.hours}). ` : "";
  return say(
    `${what}${ruleLine}${open}I can request that for you: what ${open ? "time suits" : "day and time suit"} you, and what's your name and number? The team will confirm it.`,
    "booking",
  );
}

function person(p: Profile): Reply {
  const line = p.phone ? ` You can also call us at ${p.phone}${note(p)}.` : "";
  return say(
    `Of course. I'll pass your message to the team so the right person calls you back: what's your name and number, and what's it about?${line}`,
    "person",
  );
}

function advice(p: Profile): Reply {
  const kind =
    p.industry === "finance"
      ? "personal investment, tax or legal advice"
      : p.industry === "healthcare"
        ? "medical advice or a diagnosis"
        : "that kind of advice";
  const who =
    p.industry === "finance" ? "one of our advisors" : p.industry === "healthcare" ? "a clinician" : "the team";
  return say(
    `I'm not able to give ${kind}, because the right answer depends on your situation, but ${who} can talk it through with you. ${p.sample ? offerOf(p) : "Can I book you an appointment, or take your name and number so they can call you back?"}`,
    "advice",
  );
}

/** Items said in full sentences, the sample's label before the last full stop. */
const withNote = (p: Profile, items: string[]) => {
  const text = items.map((h) => sentence(capital(h))).join(" ");
  return p.sample ? `${text.replace(/[.!?]$/, "")}${note(p)}.` : text;
};

const refill = (p: Profile): Reply =>
  say(
    `I'll pass your refill request to the care team so a clinician can review it: what's your name, your number and the medication?${p.sample ? "" : " They'll call you back to confirm."}`,
    "refill",
  );

const security = (p: Profile): Reply =>
  p.sample && p.answers.security
    ? say(p.answers.security, "security-sample")
    : say(
        "For your security, please never share a password, PIN or full card or account number, including with me. The team will verify who you are safely: can I take your name and number so they call you back?",
        "security",
      );

const privacy = (p: Profile): Reply =>
  say(
    `Your details are only used to handle your request and are shared only with ${p.sample ? "our" : `the ${p.name}`} team; I'll never ask for more than I need${p.industry === "finance" ? ", and never for your password or full account number" : ""}. How can I help you today?`,
    "privacy",
  );

function contactGiven(text: string): Reply {
  const name =
    /\b(?:my name is|this is|i am|name is|it is|it's)\s+([a-z]+)/.exec(text)?.[1] ??
    /^([a-z]+)\b(?=[ ,]+[a-z]* ?\d)/.exec(text)?.[1];
  const skip = /^(sure|yes|yeah|ok|okay|hi|hello|it|my|the|and)$/;
  return say(
    `Thank you${name && !skip.test(name) ? `, ${capital(name)}` : ""}. I've noted your details and the team will call you back to confirm. Is there anything else I can help with?`,
    "message-taken",
  );
}

/** A question no rule names may still be answered by a saved detail that shares its words ("when's check-in?"). */
function fromSavedDetails(p: Profile, text: string): Reply | null {
  if (p.sample) return null;
  const items = [p.hours, p.address, p.payment, p.prices, p.policies].flatMap((t) => itemsOf(t));
  const hit = itemsNamed(text, items);
  // The item must cover most of what was asked: "gluten-free pasta" is not answered by "Pasta dishes $18–$26".
  const asked = new Set(keysOf(text)).size;
  if (!hit.length || hit.length > 2 || overlap(text, hit[0]!) * 3 < asked * 2) return null;
  return say(
    `${hit.map((h) => sentence(capital(h))).join(" ")} Is there anything else I can help with?`,
    "saved-detail",
  );
}

/** What a dish or product is made with: ingredients, allergens, diets, how it is cooked. */
const MADE_WITH =
  /\b((fried|cooked|made|prepared|baked|grilled|cut|processed|fry) (it |them |everything |the \w+ )?(in|with|using|on|near)|ingredients?|allerg\w*|peanuts?|tree nuts?|(?<!dough|pea|do)nuts?|gluten\w*|celiac|dairy|lactose|shellfish|sesame|soy|eggs?|vegan|vegetarian|plant.based|halal|kosher|msg|(peanut|vegetable|canola|olive|seed|soybean|corn) oil|cross.?contact|cross.?contamina\w*)\b/;

/**
 * A question about what something is made with, when the saved details do not say: the team confirms
 * (with an allergy, a guess could hurt someone). A saved word that answers it ("nut-free kitchen") is
 * left to the saved-rule answers.
 */
function madeWith(p: Profile, text: string): Reply | null {
  if (p.sample || !MADE_WITH.test(text)) return null;
  const saved = [p.services.join(" "), p.prices, p.policies, p.payment].join(" ").toLowerCase();
  const asked = [...text.matchAll(new RegExp(MADE_WITH.source, "g"))].map((m) => m[0]!.split(/\s+/).pop()!);
  if (asked.some((w) => w.length >= 3 && new RegExp(`\\b${w.replace(/s$/, "")}`).test(saved))) return null;
  const diet = /\b(vegan|vegetarian|plant.based|halal|kosher|gluten.free|dairy.free|nut.free)\b/.exec(text)?.[0];
  const allergy = /\b(allerg\w*|celiac|anaphyla\w*|epi.?pen|reaction)\b/.test(text);
  return say(
    `${takeMessage(diet ? `which of our dishes are ${diet}` : "what it's made or cooked with")}${allergy ? " With an allergy, please check with the team directly before you order rather than rely on me." : ""}`,
    "made-with-unknown",
  );
}

const LANGUAGES =
  /\b(spanish|portuguese|french|german|chinese|mandarin|cantonese|italian|arabic|vietnamese|korean|japanese|hindi|russian|tagalog|polish|haitian creole|creole|somali|farsi|urdu|bengali|punjabi|greek|ukrainian|hebrew|turkish|sign language|asl)\b/;

/**
 * "Do any of your doctors speak Portuguese?": which languages the staff speak, when nothing saved
 * says it, is the team's to confirm (never a "yes, we offer skin checks").
 */
function staffLanguage(p: Profile, text: string): Reply | null {
  if (p.sample) return null;
  const language = LANGUAGES.exec(text)?.[0];
  if (!language && !/\b(bilingual|interpreters?|translators?|translat\w+)\b/.test(text)) return null;
  if (language && !/\b(speak\w*|talk\w*|in|bilingual|interpret\w*|translat\w*|understand\w*|language)\b/.test(text))
    return null;
  const saved = [p.services.join(" "), p.prices, p.policies, p.payment, p.hours].join(" ").toLowerCase();
  if (language && saved.includes(language)) return null;
  const which = language
    ? `whether someone on our team speaks ${capital(language)}`
    : "which languages our team speaks";
  return say(
    `I can't tell you from here ${which}, so I'll have the team confirm that rather than guess. Can I take your name and number?`,
    "language-unknown",
  );
}

/** When nothing else fits: what the receptionist can do, and a message for the team. */
export function fallback(p: Profile): Reply {
  if (p.sample)
    return say(
      `I'm not sure about that one, so I'll have the team confirm it. I can ${p.canDo}, answer questions about our hours, address and payment, or take a message. Can I take your name and number?`,
      "fallback",
    );
  return say(
    `I'm not sure about that one, so I'll have the team confirm it rather than guess. Can I take your name and number? I can also help with ${p.services.length ? "our services, " : ""}bookings${p.hours ? ", our hours" : ""} and messages for the team.`,
    "fallback",
  );
}

const SAMPLE_ONLY: SampleTopic[] = [
  "menu",
  "order",
  "stay",
  "amenities",
  "recommendation",
  "tracking",
  "fare",
  "change",
  "ride",
  "account",
  "application",
  "fees",
  "advisor",
  "maintenance",
  "lease",
  "viewing",
  "listing",
  "room",
  "pets",
];

/** An industry's own topic (menu, tracking, maintenance…): the sample's answer, or what the saved business said about it. */
function industryTopic(p: Profile, text: string, topic: SampleTopic, intents: CallerIntent[]): Reply {
  if (p.sample && p.answers[topic]) return say(p.answers[topic]!, `sample-${topic}`);
  if (servicesNamed(p, text).length) return services(p, text, false)!;
  return fromSavedDetails(p, text) ?? (intents.includes("booking") ? booking(p, text) : fallback(p));
}

const SIMPLE: Partial<Record<CallerIntent, (p: Profile, text: string) => Reply>> = {
  person: (p) => person(p),
  advice: (p) => advice(p),
  privacy: (p) => privacy(p),
  security: (p) => security(p),
  cancel,
  payment,
  location,
  phone: (p) => phone(p),
  policy,
};

/** The receptionist's answer to one question (urgent instructions are put in front by the caller of this). */
/** Intents a price question does not outrank ("how much is a room for Friday?" is a price, not the hours). */
const BEFORE_PRICE: CallerIntent[] = [
  "contactGiven",
  "person",
  "advice",
  "security",
  "cancel",
  "policy",
  "payment",
  "refill",
];

/** Intents a saved rule that shares two or more of the caller's words outranks ("can I just email them over?" → the rule about documents). */
const BELOW_A_RULE = new Set<CallerIntent | undefined>([undefined, "booking", "services", "hours", ...SAMPLE_ONLY]);

/** The hours themselves asked ("are you open Friday?"), not a day named beside something else ("…open it at dinner Friday"). */
const HOURS_ASKED =
  /\b(hours|what time|until when|how (late|early)|(when|what days?) (do|are|is|does) (you|it|the \w+) (open|close|closed)|(are|is) (you|it|the \w+) (open|closed)|open (on|until|till|late|early|today|tonight|tomorrow|this|next|at|for)|close[sd]? (on|at|for|early))\b/;

/** The saved rule the question is about when it shares at least two of its words with one (policies asked indirectly). */
function ruleAskedAbout(p: Profile, text: string, main: CallerIntent | undefined): boolean {
  if (p.sample) return false;
  // A saved service the caller names as much as the rule is what they ask about ("can you cater a
  // wedding for 80 guests?"); "open our own wine at dinner Friday" is about the wine rule, not dinner.
  const service = Math.max(0, ...servicesNamed(p, text).map((s) => overlap(text, s)));
  // Two shared words; with nothing else asked, one that is most of a short question ("what about my plants?").
  const asked = new Set(keysOf(text)).size;
  // "…an upright piano and a grill with its tank still on: can you take all of it?": things the caller
  // names meet two saved rules, one word each, and no service more than they do.
  const touched = sentencesOf(p.policies).filter((rule) => overlap(text, rule) >= 1).length;
  if (touched >= 2 && service <= 1 && (main === undefined || main === "services")) return true;
  return sentencesOf(p.policies).some((rule) => {
    const n = overlap(text, rule);
    return (n >= 2 && (main === undefined || n > service)) || (main === undefined && !service && n === 1 && asked <= 2);
  });
}

/**
 * "…bringing a cake Saturday, fine? Also my uncle wants to open a bottle of wine": after a question
 * about a saved rule, the next part on the same subject needs only one word in common with a rule.
 */
export function ruleFollowsOn(p: Profile, text: string, intents: CallerIntent[], earlier: string | undefined): boolean {
  if (p.sample || !earlier || !intents.every((i) => BELOW_A_RULE.has(i)) || !ruleAskedAbout(p, earlier, undefined))
    return false;
  return sentencesOf(p.policies).some((rule) => overlap(text, rule) >= 1);
}

/** "Do you do weekends?", "any evenings?": a time of the week asked as if it were a service. */
const DAY_AS_SERVICE =
  /\b(do|work|take|see|have|offer)( you| you guys| y'?all)? (any |ever )?(weekends?|saturdays?|sundays?|evenings?|nights?|early mornings?|holidays?|after work|after hours)\b/;
/** "When am I supposed to come in?": when the business is there, not a booking yet. */
const WHEN_CAN_I =
  /\bwhen (am|can|could|should|do|would|are) (i|we)( even| ever)?( supposed to| able to| meant to)? (come|get|stop|drop|swing) (in|by)\b/;

export function answerCaller(p: Profile, text: string, intents: CallerIntent[]): Reply {
  // "Is the blue house on Maple still open?": what is free today is never saved; the team checks it.
  if (!p.sample && /\bstill available\b/.test(text)) {
    const named = servicesNamed(p, text);
    return say(
      `${named.length ? `Yes, we offer ${named.join(" and ")}. ` : ""}${takeMessage("what is available right now")}`,
      "availability-unknown",
    );
  }
  const main = intents.find((i) => i !== "booking" && i !== "services") ?? intents[0];
  if (BELOW_A_RULE.has(main) && !(main === "hours" && HOURS_ASKED.test(text)) && ruleAskedAbout(p, text, main))
    return policy(p, text);
  // "Is the chicken fried in peanut oil?": what a dish is made with, when nothing saved says it.
  const made = madeWith(p, text) ?? staffLanguage(p, text);
  if (made) return made;
  // "How much is an exam if insurance doesn't cover it?": a question that opens with its price asks the price.
  const selfPay =
    /\b(out of pocket|self.?pay|without insurance|no insurance|(do not|does not|don't|doesn't) (have insurance|cover (it|that|this))|if (they|it|insurance) (do not|does not|don't|doesn't) cover)\b/.test(
      text,
    );
  const opensWithPrice =
    /^(so |and |ok |okay |also |hi |hey )?(how much|what (does|do|is|would|will) (a |an |the )?[\w -]{1,30} (cost|run)|what is the (price|cost|rate))\b/.test(
      text,
    );
  const priced =
    (intents.includes("price") &&
      (opensWithPrice || selfPay) &&
      !intents.some((i) => i === "advice" || i === "security")) ||
    (intents.includes("price") &&
      /\b(how much|cost|price|rate|fee|charge)/.test(text) &&
      !intents.some((i) => BEFORE_PRICE.includes(i)));
  let first = priced ? "price" : (intents.find((i) => i !== "booking" && i !== "services") ?? intents[0]);
  // "Move-out day: where do I drop my keys?": no saved rule about it, so the address answers.
  if (first === "policy" && !matching(text, sentencesOf(p.policies)).length) {
    const other = intents.find((i) => i === "location" || i === "phone");
    if (other) first = other;
  }
  if (first === "refill") return refill(p);
  if (first === "contactGiven") return contactGiven(text);
  if (first === "price" && /\b(included|complimentary|extra charge|cost extra|free)\b/.test(text))
    return included(p, text);
  if (first === "price") return price(p, text);
  if (first === "hours" && !/\b(hours|open|close|closing|when|what time|how (late|early))\b/.test(text)) {
    // "…a table for 10 on Friday", "can you move a pallet today?": the day is when, not the question.
    if (intents.includes("booking")) return booking(p, text);
    // "Do you do weekends at all?": a day asked like a service is a question about the hours.
    if (intents.includes("services") && !DAY_AS_SERVICE.test(text)) return services(p, text, false) ?? hours(p, text);
    if (DAY_AS_SERVICE.test(text)) return hours(p, text);
  }
  if (first === "hours")
    return intents.includes("booking") && !/\b(hours|open|close)/.test(text) && !WHEN_CAN_I.test(text)
      ? booking(p, text)
      : hours(p, text);
  if (first && SIMPLE[first]) return SIMPLE[first]!(p, text);
  if (first === "booking") return booking(p, text);
  if (first && SAMPLE_ONLY.includes(first as SampleTopic)) return industryTopic(p, text, first as SampleTopic, intents);
  if (first === "services" || servicesNamed(p, text).length)
    return services(p, text, false) ?? fromSavedDetails(p, text) ?? fallback(p);
  return fromSavedDetails(p, text) ?? (serviceAsked(text) ? (services(p, text, false) ?? fallback(p)) : fallback(p));
}

/** The greeting of the receptionist: the saved name, what it can do. */
export function greeting(p: Profile): string {
  const list = p.services.slice(0, 4);
  const offer = list.length ? ` We offer ${list.join(", ")}${note(p)}.` : "";
  return `Hello, thanks for calling ${p.name}. I can ${p.canDo}, answer questions or take a message.${offer} How can I help today?`;
}
