import { normalizePath, type LandingPage } from "./landing-blocks";
import { aiBusinessSolutionsPage, businessAutomationPage, createBotPage, healthcareWorkflowPage, propertyManagementPage } from "./services";
import { solutionPages, solutionsLanding } from "./solutions";
import { voiceAgentsPage } from "./voice-agents";

/** Every page rendered by the landing template, in sitemap order. */
export const landingPages: LandingPage[] = [
  businessAutomationPage,
  solutionsLanding,
  ...solutionPages,
  voiceAgentsPage,
  aiBusinessSolutionsPage,
  healthcareWorkflowPage,
  propertyManagementPage,
  createBotPage,
];

const byPath = new Map(landingPages.map((p) => [p.path, p]));

export function findLandingPage(pathname: string): LandingPage | undefined {
  return byPath.get(normalizePath(pathname));
}
