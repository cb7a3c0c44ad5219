/** A short sample call shown beside industry and specialty copy (drawn with CSS, no media). */
export type ConversationLine = { speaker: "caller" | "agent"; text: string };

export type Conversation = {
  /** Who is calling, e.g. "A patient calls on Monday morning". */
  caption: string;
  lines: ConversationLine[];
  /** What happened in your systems afterwards, e.g. "Sick visit booked · Chart note added". */
  outcome: string;
};
