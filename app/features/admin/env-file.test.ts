import { describe, expect, it } from "vitest";
import { addAdminToEnvText } from "./env-file";

describe("addAdminToEnvText", () => {
  it("adds an ADMIN_EMAILS line to an empty or line-less file", () => {
    expect(addAdminToEnvText("", "Owner@Example.com")).toEqual({
      text: "ADMIN_EMAILS=owner@example.com\n",
      changed: true,
      emails: ["owner@example.com"],
    });
    expect(addAdminToEnvText("PORT=4000\n", "a@b.co").text).toBe("PORT=4000\nADMIN_EMAILS=a@b.co\n");
    expect(addAdminToEnvText("PORT=4000", "a@b.co").text).toBe("PORT=4000\nADMIN_EMAILS=a@b.co\n");
  });

  it("appends to an existing list, keeps everything else, and does nothing when already there", () => {
    const text = '# settings\r\nADMIN_EMAILS="first@example.com, second@example.com" # owners\r\nPORT=4000\r\n';
    const added = addAdminToEnvText(text, "third@example.com");
    expect(added.text).toBe(
      "# settings\r\nADMIN_EMAILS=first@example.com,second@example.com,third@example.com\r\nPORT=4000\r\n",
    );
    expect(addAdminToEnvText(added.text, "SECOND@example.com")).toMatchObject({ changed: false, text: added.text });
    expect(addAdminToEnvText("ADMIN_EMAILS=\nX=1\n", "a@b.co").text).toBe("ADMIN_EMAILS=a@b.co\nX=1\n");
  });
});
